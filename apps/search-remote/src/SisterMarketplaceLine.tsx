import { linkPolicy } from '@shop/api-client';
import { marketForLocale, sisterMarketplaceHost, sisterMarketplaceSearchUrl, useShopTranslation } from '@shop/market';
import { safeHref, useLinkPolicy } from '@shop/ui-kit';

/**
 * SPEC §2: in some storefronts, a line that searches the term in the sister marketplace. The address passes
 * the one link rule; the page's allow-list is widened by the marketplace's own host only, which is the
 * storefront's configuration, not an upstream's answer.
 */
export function SisterMarketplaceLine({ locale, q }: { locale: string; q: string }) {
  const { t } = useShopTranslation('search');
  const policy = useLinkPolicy();
  const market = marketForLocale(locale);
  const sister = market?.sisterMarketplace;
  const host = market ? sisterMarketplaceHost(market) : null;
  const url = market && q ? sisterMarketplaceSearchUrl(market, q) : null;
  const href = url && host ? safeHref(url, linkPolicy([...policy.allowedHosts, host], policy.origin)) : undefined;
  if (!sister || !href) return null;
  return (
    <p>
      <a href={href} data-testid="sister-marketplace">
        {t('sisterMarketplace', { q, marketplace: sister.name })}
      </a>
    </p>
  );
}
