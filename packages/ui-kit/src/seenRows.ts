/**
 * The rows of products this shopper saw (last seen, personal recommendations) are not known to the server: they
 * come once the page is live, above the results. So that they do not push the results down then, the space of
 * two rows is kept for them from the first paint when the browser has products seen: a script in the page's
 * head sets {@link SEEN_ATTRIBUTE} on `<html>` (the host's), and the ui-kit's CSS keeps the space in the rows'
 * element until it is {@link SEEN_SETTLED_ATTRIBUTE} (both rows came, or it is known which did not). Framework-free:
 * the host's head script reads it without the ui-kit's components.
 */
export const SEEN_ATTRIBUTE = 'data-shop-seen';
/** Set on the rows' element (`sk-seen-rows`) once its rows are known (only in the browser, after hydration). */
export const SEEN_SETTLED_ATTRIBUTE = 'data-settled';
