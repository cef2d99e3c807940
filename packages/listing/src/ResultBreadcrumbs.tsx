import type { SearchResult } from '@shop/api-client';
import { useShopTranslation } from '@shop/market';
import { Breadcrumbs } from '@shop/ui-kit';
import { useFollowLink } from './pageEvents';

/**
 * The result's breadcrumbs (SPEC §3 search result `breadcrumbs`), after the shop's home, unless the result's
 * `rendering.breadcrumb` is false: a category page's trail, and a search narrowed to a category's. The ui-kit's
 * `Breadcrumbs` puts each crumb's address through the link rule (one that fails it is shown as text); our own
 * paths navigate in the app.
 */
export function ResultBreadcrumbs({ result }: { result: SearchResult | null }) {
  const { t } = useShopTranslation('uiKit');
  const follow = useFollowLink();
  const crumbs = result?.rendering?.breadcrumb === false ? [] : (result?.breadcrumbs ?? []);
  if (crumbs.length === 0) return null;
  const items = crumbs.map((crumb) => ({ label: crumb.label, href: crumb.url }));
  return <Breadcrumbs items={[{ label: t('breadcrumb.home'), href: '/' }, ...items]} onNavigate={follow} />;
}
