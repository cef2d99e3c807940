import { newsletterUrl, useShopTranslation } from '@shop/market';
import { safeHref, useLinkPolicy } from '@shop/ui-kit';

/**
 * The storefront's newsletter sign-up link (SPEC §1), in the footer; nothing for the many storefronts without
 * one. The address passes the one link rule like every other link. A plain link: the form is the
 * storefront's page, not one of the shop's routes.
 */
export function NewsletterLink({ country }: { country: string }) {
  const { t } = useShopTranslation('host');
  const href = safeHref(newsletterUrl(country), useLinkPolicy());
  if (!href) return null;
  return (
    <p className="shell__footer-newsletter">
      <a href={href} data-testid="newsletter-link">
        {t('footer.newsletter')}
      </a>
    </p>
  );
}
