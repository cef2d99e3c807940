/**
 * SPEC §3 entities as they reach the front end. Where SPEC names a default, the field is required here and the
 * response validator fills it when the wire omits it (the doc comment says which default).
 */

/** Free key → value map the API may attach to most entities. */
export type XPayload = Record<string, unknown>;

/** Target kind of a {@link Link}. */
export type LinkType = 'search' | 'category' | 'brand' | 'query' | 'cqe' | 'suggest' | 'evaluation';

/**
 * The complete target state of a navigation. Objects that carry a `link` also carry the matching view `url`
 * (README wire conventions), so a front end can use either.
 */
export interface Link {
  type: LinkType;
  /** Facet code → selected values. */
  filter?: Record<string, string[]>;
  sort?: string;
  q?: string;
  categoryPath?: string;
  pageId?: string;
  namedQueryId?: string;
  xPayload?: XPayload;
}

/** A/B test variant the answer was produced with. */
export interface TestVariantDefinition {
  id: string;
  testId?: string;
  testName?: string;
  testAlias?: string;
  externalTestId?: string;
  externalVariantId?: string;
  trackingSolution?: string;
  /** Defaults to `true`. */
  active: boolean;
  /** ISO date-time. */
  expiresOn?: string;
  weight?: number;
  xPayload?: XPayload;
}

/** Fields every API answer may carry. */
export interface ResponseEnvelope {
  /** Answer kind; `'redirect'` marks a {@link SearchResult} that only carries `redirectURL`. */
  type?: string;
  version?: string;
  engine?: string;
  variant?: TestVariantDefinition;
  xPayload?: XPayload;
}

// ---------------------------------------------------------------------------------------------------------------
// Requests

/** Query of a search call (SPEC §3 "Search request"). Sent as query parameters. */
export interface SearchRequest {
  q?: string;
  /** Defaults to `0`. */
  offset?: number;
  /** Defaults to `48`; the API caps it at `maxfetchsize`. */
  fetchsize?: number;
  sort?: string;
  productsOnly?: boolean;
  redirect?: boolean;
  idsOnly?: boolean;
  objectType?: string;
  /** Request id, for logging. */
  id?: string;
  /** Search version; the client sends `2.1.0`. */
  version?: string;
  variant?: string;
  /** A/B cookie value. */
  v?: string;
  designTheme?: string;
  /** Country code, e.g. `DE`. */
  assortment: string;
  /** `language_COUNTRY`, e.g. `de_DE`. */
  locale: string;
  warehouses?: string[];
  availability?: string;
  pperso?: boolean;
}

/** Search request of a named query page. */
export interface NamedQueryRequest extends SearchRequest {
  queryId: string;
  pageId?: string;
}

/** Search request of a campaign page. */
export interface CampaignRequest extends SearchRequest {
  campaign: string;
}

export interface EvaluationQuery {
  /** Names of the variants to compare. */
  variants: string[];
}

export interface CategoryQuery {
  category: string;
}

export interface SuggestQuery {
  q: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Facets

export type FacetType = 'TEXT' | 'NUMERIC' | 'RANGE';
export type FacetSelector = 'AND' | 'OR' | 'REFINE';
export type FacetStyle = 'TEXT' | 'PREVIEW' | 'SLIDER' | 'TILES' | 'RATINGS' | 'TOGGLE';
export type SelectedPosition = 'ABOVE' | 'BELOW';

export interface FacetRendering {
  /** Defaults to `'TEXT'`. */
  style: FacetStyle;
  /** Defaults to `false`. */
  searchable: boolean;
  /** Where selected values are listed. Defaults to `'BELOW'`. */
  selectedPosition: SelectedPosition;
  /** Defaults to `true`. */
  renderLabel: boolean;
  /** Defaults to `true`. */
  collapsible: boolean;
  xPayload?: XPayload;
}

export interface FacetValue {
  type?: string;
  label: string;
  selected: boolean;
  count: number;
  /** View path that toggles this value. */
  url: string;
  link: Link;
  xPayload?: XPayload;
}

export interface TextFacetValue extends FacetValue {
  /** The filter value as sent in the query (`brand=Nordwind`). */
  value: string;
  children?: TextFacetValue[];
}

export interface NumericValue extends FacetValue {
  value: { type: string; unit: string; value: number; norm: number };
  children?: NumericValue[];
}

export interface FilterValues<V extends FacetValue = FacetValue> {
  values: V[];
}

interface FacetBase {
  code: string;
  label: string;
  /** How several selected values combine. */
  selector: FacetSelector;
  rendering: FacetRendering;
  /** View path with this facet's selection removed. */
  resetURL?: string;
  resetLink?: Link;
  xPayload?: XPayload;
}

export interface TextFacet extends FacetBase {
  type: 'TEXT';
  /** The most relevant values, shown before "show more". */
  topvalues: TextFacetValue[];
  values: TextFacetValue[];
}

export interface NumericFacet extends FacetBase {
  type: 'NUMERIC';
  min: number;
  max: number;
  topvalues: NumericValue[];
  values: NumericValue[];
}

/** One end of a range, with the view path that applies it. */
export interface RangeBound {
  value: number;
  url: string;
  link: Link;
}

export interface RangeFacet extends FacetBase {
  type: 'RANGE';
  unit: string;
  /** View path without this facet, to which `{code}={min}-{max}` is appended. */
  baseURL: string;
  baseLink: Link;
  globalMin: number;
  globalMax: number;
  min: RangeBound;
  max: RangeBound;
  /** Defaults to `min` when nothing is selected. */
  selectedMin: RangeBound;
  /** Defaults to `max` when nothing is selected. */
  selectedMax: RangeBound;
}

export type Facet = TextFacet | NumericFacet | RangeFacet;

// ---------------------------------------------------------------------------------------------------------------
// Result parts

export interface Sort {
  code: string;
  label: string;
  url: string;
  link: Link;
}

export interface Selection {
  /** Facet code. */
  code: string;
  value: string;
  label: string;
  /** View path with this selection removed. */
  url: string;
  link: Link;
  rendering?: FacetRendering;
}

export interface Selections {
  values: Selection[];
  /** View path with every selection removed. */
  resetAll: string;
  resetLink: Link;
}

export interface Breadcrumb {
  code: string;
  label: string;
  url: string;
  link: Link;
}

export interface AdvisorAnswer {
  url: string;
  link: Link;
  /** Image URL. */
  image?: string;
  text: string;
}

export interface Advisor {
  id: string;
  name: string;
  question: string;
  answers: AdvisorAnswer[];
}

export interface Teaser {
  id: string;
  name: string;
  link: Link;
  /** View path of `link`, when the API sends it. */
  url?: string;
  image: string;
  mobile_image?: string;
  alt_image?: string;
  text?: string;
  /** Defaults to `false`. */
  open_in_a_new_tab: boolean;
}

/** 1 not available, 2 soon available, 3 available. */
export type AvailabilityIndicator = 1 | 2 | 3;

export interface StockAvailability {
  availabilityIndicator: AvailabilityIndicator;
  /** A badge of type `store` means available in store and online; otherwise online only. */
  badgeInfo?: { badges: { type: string }[] };
}

/** What a tile shows about a product's price; each optional field switches on one SPEC §3 price label. */
export interface GridboxPrice {
  price: number;
  /** The before-price; shown struck through when above `price`. */
  oldPrice?: number;
  currency?: string;
  /** `price` is the lowest of the product's variants: shown as "from {price}". Defaults to `false`. */
  fromPrice?: boolean;
  /** The base price per unit (EU unit pricing), shown as "{price} per {unit}", e.g. `{ price: 4.5, unit: 'kg' }`. */
  unitPrice?: { price: number; unit: string };
  /** The manufacturer's recommended retail price; shown ("RRP") when above `price`. */
  recommendedRetailPrice?: number;
  /**
   * `price` applies when buying several; `oldPrice` is the price when buying one. The tile says "cheaper in bulk"
   * and labels the before-price as the single-purchase price. Defaults to `false`.
   */
  bulkDiscount?: boolean;
  /**
   * The product is in an "up to N % off" promotion. Without `percent` the storefront's default applies
   * (Hungary: 10 %, SPEC §9); a storefront without one shows no label.
   */
  upToDiscount?: { percent?: number };
}

/** The product data of a tile. Product fields beyond these are not shown (SPEC §3). */
export interface Gridbox {
  productId: string;
  erpNumber?: string;
  brand?: { name: string };
  /** `'VARIANT'` for a variant; anything else is a head product. */
  productType?: string;
  /** `language_COUNTRY`. */
  locale?: string;
  keyfacts: { title: string; analyticsCategory?: string };
  price: GridboxPrice;
  image?: { url: string; alt?: string };
  stockAvailability?: StockAvailability;
  /** Present on sponsored products only. */
  advertisementId?: string;
  /** Set by the client on inserted sponsored products. */
  promoted?: boolean;
  preventSelling?: boolean;
  flashSales?: boolean;
  meta?: { preview?: boolean };
  ratings?: { average: number; count?: number };
  relevancyScore?: number;
  keywordScore?: number;
  semanticScore?: number;
  ratingScore?: number;
  freshnessScore?: number;
  searchHubImpressions?: number;
  searchHubClicks?: number;
  searchHubCarts?: number;
  businessRuleFactor?: number;
  hashParams?: string;
}

export interface TrackingDataBase {
  /** 1-based position in the shown list. */
  position: number;
  /** Position the engine returned the item at. */
  origPos: number;
  xPayload?: { metaData?: Record<string, unknown>; [key: string]: unknown };
}

export interface TrackingData extends TrackingDataBase {
  simi?: number;
  /** List name; extended by a path segment when one is given. `'search'` for promoted products. */
  list: string;
  category?: string;
  listId?: string;
  listName?: string;
  hashParams?: string;
  promoted?: boolean;
}

export interface ResultItem {
  resultClass?: string;
  type?: string;
  code: string;
  label?: string;
  url?: string;
  link?: Link;
  xPayload?: XPayload;
}

/** A result item; items without a gridbox are never shown (SPEC §4). */
export interface ProductItem extends ResultItem {
  gridbox?: Gridbox;
  tracking?: TrackingData;
}

/** A product as the ad service returns it. `product_id` is compared with `gridbox.productId` as text. */
export interface PromotedProductItem {
  product_id: string | number;
  advertisementId: string;
  xPayload?: XPayload;
}

/** Where a promoted item was asked for: its ad events (SPEC §7) name this slot and session. */
export interface AdPlacement {
  slot: string;
  session: string;
}

/** A shown item: a product item with its gridbox, possibly a promoted (sponsored) one. */
export interface DisplayItem extends ProductItem {
  gridbox: Gridbox;
  /** Set by the client on a promoted item: the slot and session it was asked for. */
  ad?: AdPlacement;
}

// ---------------------------------------------------------------------------------------------------------------
// Results

export interface SearchRendering {
  /** Whether breadcrumbs are shown. Defaults to `true`. */
  breadcrumb: boolean;
  xPayload?: XPayload;
}

export interface SearchResultXPayload {
  keywordResults?: { num_items_found: number };
  /** Legacy advisor list; newer answers use {@link SearchResult.advisors}. */
  advisors?: Advisor[];
  [key: string]: unknown;
}

export interface SearchResult extends ResponseEnvelope {
  id?: string;
  q: string;
  /** `language_COUNTRY`. */
  locale: string;
  /** Country code. */
  assortment: string;
  resultType?: string;
  rendering: SearchRendering;
  numFound: number;
  offset: number;
  fetchsize: number;
  maxfetchsize?: number;
  /** Sort code; `relevance` when none was asked. */
  sort: string;
  selections: Selections;
  sorts: Sort[];
  facets: Facet[];
  items: ProductItem[];
  breadcrumbs: Breadcrumb[];
  details?: XPayload;
  teasers: Teaser[];
  advisors: Advisor[];
  /** Category results only. */
  categoryId?: string;
  /** Redirect results (`type: 'redirect'`) only: a view path. */
  redirectURL?: string;
  xPayload?: SearchResultXPayload;
}

export interface EmptyResult {
  /** HTTP-like status code. */
  code: number;
}

export interface ProductsResult {
  gridboxes: Gridbox[];
}

export interface MessageResult {
  key: string;
  value: string;
}

export interface EvaluationResult extends ResponseEnvelope {
  id?: string;
  q: string;
  locale: string;
  assortment: string;
  variants: Record<string, SearchResult>;
}

export interface CategoryResultItem {
  categoryData: { id: string; name: string; [key: string]: unknown };
}

export interface SuggestItem {
  hitCount: number;
  url: string;
  link: Link;
  label: string;
  referenceItem?: ProductItem;
}

export interface SuggestGroup {
  /** Group code, e.g. product name, brand or category. */
  code: string;
  label: string;
  items: SuggestItem[];
  rendering?: XPayload;
  xPayload?: XPayload;
}

export interface SuggestResult extends ResponseEnvelope {
  locale: string;
  assortment: string;
  q: string;
  groups: SuggestGroup[];
}

export interface Catalog {
  assortment: string;
  locale: string;
  version: string;
  variants: string[];
}

export interface EndpointInfo {
  url: string;
}

export interface CatalogInfo {
  catalog: EndpointInfo[];
  categories: EndpointInfo[];
  brands: EndpointInfo[];
  named: EndpointInfo[];
  suggest: EndpointInfo[];
  search: EndpointInfo[];
}

// ---------------------------------------------------------------------------------------------------------------
// Ads

/** Body of `POST /t/piq/request` for sponsored products (SPEC §7). */
export interface SponsoredProductsRequest {
  /** Ad session cookie value. */
  session: string;
  /** Ad slot id (see `buildAdSlotId`). */
  slot: string;
  /** Category list or matched product codes. */
  targets: string[];
  count: number;
  count_fill: number;
  internal: boolean;
}

/** Body of `POST /t/piq/request` for a sponsored banner. */
export interface SponsoredBannerRequest extends SponsoredProductsRequest {
  width?: number;
  height?: number;
  auction?: string;
  user?: string;
}

/** One entry of the banner answer list; the first one is used. */
export interface SponsoredBanner {
  advertisementId: string;
  image: string;
  /** Click target. */
  url: string;
  alt?: string;
  width?: number;
  height?: number;
  xPayload?: XPayload;
}

// ---------------------------------------------------------------------------------------------------------------
// Logging

export type LogLevelName = 'error' | 'warn' | 'info' | 'debug' | 'log' | 'trace';

export interface LogEntry {
  message: string;
  level: LogLevelName;
  /** Milliseconds since the epoch. */
  timestamp: number;
  extra?: Record<string, unknown>;
}
