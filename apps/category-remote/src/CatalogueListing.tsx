import { isSafeHref, type SearchEndpoint } from '@shop/api-client';
import { ListingResults, useListing, useShopMessage, type FragmentLink } from '@shop/listing';
import { Breadcrumbs, StatusMessage } from '@shop/ui-kit';
import { useShopTranslation } from '@shop/market';
import { Link, useNavigate } from 'react-router';

/** SPEC §4: a category (or brand, or campaign) without products loads the ncp message. */
function NoProducts({ locale }: { locale: string }) {
  const { t } = useShopTranslation('category');
  const text = useShopMessage('ncp', locale);
  return (
    <StatusMessage tone="info" title={t('noProducts')}>
      {text ? <p>{text}</p> : null}
    </StatusMessage>
  );
}

/** A catalogue page: breadcrumbs, a heading from the result, and the shared listing. */
/** Links into deeper categories, from the category section content (SPEC §2). */
function Subcategories({ links }: { links: readonly FragmentLink[] }) {
  const { t } = useShopTranslation('category');
  if (links.length === 0) return null;
  return (
    <nav className="sk-subcategories" aria-label={t('subcategories')}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>{link.href.startsWith('/') && !link.href.startsWith('//') ? <Link to={link.href}>{link.label}</Link> : <a href={link.href}>{link.label}</a>}</li>
        ))}
      </ul>
    </nav>
  );
}

export function CatalogueListing({
  endpoint,
  locale,
  title,
  subcategories = [],
}: {
  endpoint: SearchEndpoint;
  locale: string;
  title: (resultTitle: string | undefined) => string;
  subcategories?: readonly FragmentLink[];
}) {
  const { t } = useShopTranslation('category');
  const navigate = useNavigate();
  const view = useListing(endpoint, locale);
  const result = view.status === 'ready' ? view.result : null;
  const crumbs = (result?.breadcrumbs ?? []).map((b) => ({ label: b.label, ...(b.url && isSafeHref(b.url) ? { href: b.url } : {}) }));
  const resultTitle = result ? (crumbs.length ? crumbs[crumbs.length - 1]!.label : (result.xPayload as { title?: unknown } | undefined)?.title) : undefined;
  const header = (
    <header className="sk-page-header">
      {crumbs.length && result?.rendering?.breadcrumb !== false ? (
        <Breadcrumbs items={[{ label: t('breadcrumbHome'), href: '/' }, ...crumbs]} onNavigate={(href: string) => navigate(href)} />
      ) : null}
      <h1 className="sk-page-title">{title(typeof resultTitle === 'string' ? resultTitle : undefined)}</h1>
      <Subcategories links={subcategories} />
    </header>
  );
  return <ListingResults view={view} locale={locale} header={header} emptyContent={<NoProducts locale={locale} />} />;
}

export function prettify(slug: string | undefined): string {
  if (!slug) return '';
  let text = slug;
  try {
    text = decodeURIComponent(slug);
  } catch {
    // keep the raw slug
  }
  text = text.replace(/[-_+]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
