/** SPEC §9: cookie expiry 31 days. */
export const LOCALE_COOKIE_MAX_AGE_S = 31 * 24 * 60 * 60;

/**
 * The `locale` cookie the storefront selector writes (the host server reads it to pick a page's language).
 * `Secure` whenever the shop runs over https, so it never travels in clear text.
 */
export function localeCookie(locale: string, protocol: string): string {
  return `locale=${encodeURIComponent(locale)}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax${protocol === 'https:' ? '; secure' : ''}`;
}
