import {
  HOLD_BACK_MS,
  LISTING_NAMESPACES,
  ListingResults,
  needsNoResultsMessage,
  noResultsMessageKey,
  pageUrlState,
  ResultBreadcrumbs,
  SeenRows,
  useHeldBack,
  useListing,
  useShopMessageState,
  useOwnUiKitCss,
  useUrlState,
  type PageProps,
} from '@shop/listing';
import { useShopTranslation } from '@shop/market';
import { StatusMessage } from '@shop/ui-kit';
import { NoResults } from './NoResults';
import { SuggestionBoxWidget } from './SuggestionBoxWidget';

const SEARCH = { type: 'search' } as const;

/**
 * SPEC §2/§4: no good (keyword) results; the products shown are similar ones. The storefront's no-results
 * message (nrp, loaded for such an answer: SPEC §4) says so under the offer of similar products, which is the
 * note's title (the message alone, "no results", would be untrue above a grid of products).
 */
function SimilarProductsNote({ message }: { message: string | null }) {
  const { t } = useShopTranslation('search');
  // Said by the listing's live region with the count; this note is not one of its own.
  return (
    <StatusMessage tone="info" title={t('noResults.similar')} live={false}>
      {message ? <p>{message}</p> : null}
    </StatusMessage>
  );
}

export function SearchPageView({ locale, params, routeLocale, view: pageView }: PageProps) {
  // In the shop, the page shows with this remote's CSS (the host's server wrote it in the head when it rendered it).
  useOwnUiKitCss();
  // All the listing's texts in one request wave (`search` first: the default namespace of `t`).
  const { t } = useShopTranslation(LISTING_NAMESPACES);
  const urlState = useUrlState();
  const listing = useListing(SEARCH, locale, params.seoText);
  const q = pageUrlState(urlState, params.seoText).q ?? '';
  const semanticOnly = listing.status === 'ready' && needsNoResultsMessage(listing.result) === 'semanticOnly';
  const note = useShopMessageState(noResultsMessageKey(SEARCH), locale, semanticOnly);
  // The note's message comes in a request of its own once the answer says it is needed: the products wait for it a
  // moment (as a category's do for its section content), so that it does not push them down when it comes.
  const heldBack = useHeldBack(semanticOnly && note.pending, HOLD_BACK_MS, `${locale}\n${q}`, listing.status === 'ready');
  const view = heldBack ? ({ status: 'loading' } as const) : listing;
  // On the home page the shell's greeting is the page's h1; on a storefront's page (the `<shop-search>` widget)
  // the storefront's own heading is. The results heading is then an h2, and the tiles' headings h3.
  const headingLevel = pageView === 'home' || pageView === 'widget' ? 2 : 1;
  const Heading = headingLevel === 2 ? 'h2' : 'h1';
  const header = (
    <header className="sk-page-header">
      {/* A search narrowed to a category has that category's trail (SPEC §3); not on the home page nor in a
          storefront's widget, whose pages are not in the shop's hierarchy. */}
      {headingLevel === 1 ? <ResultBreadcrumbs result={view.status === 'ready' ? view.result : null} /> : null}
      <Heading className="sk-page-title">{q ? t('heading.query', { q }) : t('heading.all')}</Heading>
      {semanticOnly && !heldBack ? <SimilarProductsNote message={note.text} /> : null}
    </header>
  );
  return (
    <div className="sk-search-page">
      <div className="sk-search-page__field">
        <SuggestionBoxWidget locale={locale} initialQuery={q} {...(routeLocale ? { routeLocale } : {})} />
      </div>
      {q ? null : <SeenRows locale={locale} />}
      <ListingResults view={view} locale={locale} header={header} headingLevel={headingLevel} emptyContent={<NoResults locale={locale} q={q} />} />
    </div>
  );
}
