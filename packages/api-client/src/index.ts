export type {
  Advisor,
  AdvisorAnswer,
  AvailabilityIndicator,
  Breadcrumb,
  CampaignRequest,
  Catalog,
  CatalogInfo,
  CategoryQuery,
  CategoryResultItem,
  DisplayItem,
  EmptyResult,
  EndpointInfo,
  EvaluationQuery,
  EvaluationResult,
  Facet,
  FacetRendering,
  FacetSelector,
  FacetStyle,
  FacetType,
  FacetValue,
  FilterValues,
  Gridbox,
  GridboxPrice,
  Link,
  LinkType,
  LogEntry,
  LogLevelName,
  MessageResult,
  NamedQueryRequest,
  NumericFacet,
  NumericValue,
  ProductItem,
  ProductsResult,
  PromotedProductItem,
  RangeBound,
  RangeFacet,
  ResponseEnvelope,
  ResultItem,
  SearchRendering,
  SearchRequest,
  SearchResult,
  SearchResultXPayload,
  SelectedPosition,
  Selection,
  Selections,
  Sort,
  SponsoredBanner,
  SponsoredBannerRequest,
  SponsoredProductsRequest,
  StockAvailability,
  SuggestGroup,
  SuggestItem,
  SuggestQuery,
  SuggestResult,
  Teaser,
  TestVariantDefinition,
  TextFacet,
  TextFacetValue,
  TrackingData,
  TrackingDataBase,
  XPayload,
} from './types';

export {
  DEFAULT_SORT,
  FORBIDDEN_URL_PARAMS,
  QUERY_PARSE_LIMITS,
  emptyUrlState,
  needsCanonicalQuery,
  parseSearchParams,
  stringifySearchParams,
} from './urlState';
export type { UrlState } from './urlState';

export {
  AB_COUNTRIES,
  AD_CHANNEL_CODES,
  AD_PAGE_TYPE_CODES,
  AD_SITE,
  AD_TYPE_CODES,
  BRAND_PAGE_FILTER_PREFIX,
  DEFAULT_FETCHSIZE,
  LDTMULTI,
  MAX_BANNER_ITEMS,
  SEARCH_ACCEPT,
  SEARCH_API_VERSION,
  SEARCH_VERSION,
  SPONSORED_REQUEST_PATH,
  abValueFor,
  brandPageFilterOf,
  brandPageFilterValue,
  brandPageUrlOf,
  buildAdEventRequest,
  buildAdSlotId,
  buildGridboxesRequest,
  buildMessageRequest,
  buildSearchRequest,
  buildSponsoredBannerBody,
  buildSponsoredProductsBody,
  buildSponsoredRequest,
  buildSuggestRequest,
  capBannerCount,
  requestUrl,
  searchHeaders,
  searchPath,
  toApiLocale,
} from './request';
export type {
  AdChannel,
  AdEventKind,
  AdPageType,
  AdSlot,
  AdType,
  ApiRequest,
  MessageKey,
  RequestContext,
  SearchEndpoint,
  SearchEndpointType,
  SponsoredBannerInput,
  SponsoredProductsInput,
} from './request';

export { DEFAULT_LOG_LEVEL, LOG_LEVELS, SHOP_ENVIRONMENT, consoleSink, createLogger, isLogLevelName, silentLogger } from './logger';
export type { LogMethod, LogSink, Logger, LoggerOptions } from './logger';

export { MAX_URL_LENGTH, currentOrigin, isOwnPath, linkPolicy, safeLink } from './links';
export type { LinkPolicy } from './links';
export { apiPathToViewPath, resolveRedirectTarget } from './redirect';

export {
  RESPONSE_BOUNDS,
  ResponseTooLargeError,
  ResponseValidationError,
  parseEvaluationResult,
  parseFacet,
  parseFacetRendering,
  parseGridbox,
  parseGridboxes,
  parseItem,
  parseLink,
  parseMessage,
  parseSearchResult,
  parseSponsoredBanner,
  parseSponsoredProducts,
  parseSuggestResult,
} from './validate';

export { DEFAULT_AD_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, HttpRequestError, createSearchApi, isHttpRequestError } from './client';
export type {
  ApiResult,
  CallOptions,
  HttpErrorReason,
  HttpRequestErrorInit,
  SearchApi,
  SearchApiOptions,
  SearchData,
  SponsoredBannerResult,
} from './client';

export { MockSearchApi } from './mockSearchApi';
export type { MockCall, MockSearchApiResults } from './mockSearchApi';

export {
  DEFAULT_SPONSORED_POSITIONS,
  PROMOTED_LIST,
  canFetchSponsored,
  displayItems,
  displayableItems,
  hasSelectedFacetValues,
  insertSponsored,
  isDisplayable,
  promoteSponsoredProducts,
} from './displayItems';
export type { SponsoredEligibility } from './displayItems';

export { GRADES, dcgAt, idealFrom, isGrade, judgedGradesOf, judgedNdcgAt, ndcgAt, reciprocalRank } from './relevance';
export type { Grade, JudgedGrades } from './relevance';
