import { boundedTerm, isOwnPath, type SearchEndpoint } from '@shop/api-client';
import { HOLD_BACK_MS, LISTING_NAMESPACES, ListingResults, noResultsMessageKey, ResultBreadcrumbs, useHeldBack, useListing, useOwnUiKitCss, useShopMessage, type FragmentLink } from '@shop/listing';
import { StatusMessage } from '@shop/ui-kit';
import { useShopTranslation } from '@shop/market';
import { Link } from 'react-router';

/** SPEC §4: a category (or brand, or campaign) without products loads the ncp message. */
function NoProducts({ endpoint, locale }: { endpoint: SearchEndpoint; locale: string }) {
  const { t } = useShopTranslation('category');
  const text = useShopMessage(noResultsMessageKey(endpoint), locale);
  // The storefront's ncp message is the title; our own text stands in only while it is missing (never both:
  // they say the same).
  return <StatusMessage tone="info" title={text ?? t('noProducts')} />;
}

/** A catalogue page's texts: its own (`category`, the default namespace of `t`) and the listing's, in one wave. */
export const CATALOGUE_NAMESPACES = ['category', ...LISTING_NAMESPACES] as const;

/** A catalogue page: breadcrumbs, a heading from the result, and the shared listing. */
/** Links into deeper categories, from the category section content (SPEC §2). */
function Subcategories({ links }: { links: readonly FragmentLink[] }) {
  const { t } = useShopTranslation('category');
  if (links.length === 0) return null;
  return (
    <nav className="sk-subcategories" aria-label={t('subcategories')}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>{isOwnPath(link.href) ? <Link to={link.href}>{link.label}</Link> : <a href={link.href}>{link.label}</a>}</li>
        ))}
      </ul>
    </nav>
  );
}

export function CatalogueListing({
  endpoint,
  locale,
  title,
  intro = [],
  subcategories = [],
  contentPending = false,
}: {
  endpoint: SearchEndpoint;
  locale: string;
  title: (resultTitle: string | undefined) => string;
  /** The text of the category section content (SPEC §2), shown under the heading. */
  intro?: readonly string[];
  subcategories?: readonly FragmentLink[];
  /** The section content is still loading: the products wait for it up to {@link HOLD_BACK_MS}. */
  contentPending?: boolean;
}) {
  // The page's texts in one wave (its parts ask for theirs: they are then at hand).
  useShopTranslation(CATALOGUE_NAMESPACES);
  // In the shop, the page shows with this remote's CSS (the host's server wrote it in the head when it rendered it).
  useOwnUiKitCss();
  const listing = useListing(endpoint, locale);
  const heldBack = useHeldBack(contentPending && listing.status === 'ready', HOLD_BACK_MS, JSON.stringify(endpoint), listing.status === 'ready');
  const view = heldBack ? ({ status: 'loading' } as const) : listing;
  const result = view.status === 'ready' ? view.result : null;
  const lastCrumb = result?.breadcrumbs?.[result.breadcrumbs.length - 1];
  const resultTitle = result ? (lastCrumb ? lastCrumb.label : (result.xPayload as { title?: unknown } | undefined)?.title) : undefined;
  const header = (
    <header className="sk-page-header">
      <ResultBreadcrumbs result={result} />
      <h1 className="sk-page-title">{title(typeof resultTitle === 'string' ? resultTitle : undefined)}</h1>
      {intro.map((text) => (
        <p key={text} className="sk-page-intro" data-testid="category-intro">
          {text}
        </p>
      ))}
      <Subcategories links={subcategories} />
    </header>
  );
  return <ListingResults view={view} locale={locale} header={header} emptyContent={<NoProducts endpoint={endpoint} locale={locale} />} />;
}

/**
 * A page's name from its address (a named query's or brand's id), while its answer names it not: words for the
 * dashes, a capital first, and as long as a search term at most (an address may be far longer than a heading).
 */
export function prettify(slug: string | undefined): string {
  if (!slug) return '';
  let text = slug;
  try {
    text = decodeURIComponent(slug);
  } catch {
    // keep the raw slug
  }
  text = boundedTerm(text.replace(/[-_+]+/g, ' ').trim()).trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
