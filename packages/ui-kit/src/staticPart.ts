/**
 * Set on the element around a server-rendered page that stays without its code (its remote did not come): that
 * page is then used as without JavaScript, so it shows the controls a page without scripting has (the filter
 * form's Apply, paging links, every facet value). The rest of the document (a live header) is left alone.
 * Framework-free: the host's shell sets it (RemoteSlot) without the ui-kit's CSS in its boot code.
 */
export const STATIC_PART_ATTRIBUTE = 'data-shop-static';
