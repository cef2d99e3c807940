import { cssHash } from '@shop/ui-kit/cssHash';

/** A listing remote's ui-kit CSS, with the name the page's style element carries for it (`data-css-hash`). */
export interface OwnUiKitCss {
  css: string;
  hash: string;
}

/** The longest ui-kit CSS a remote's module may give for a page's head (the ui-kit's is about 28 kB). */
export const OWN_CSS_MAX_CHARS = 256 * 1024;

/**
 * The ui-kit CSS a listing remote's server code gave, as the head of its pages takes it: named by the host's
 * hash of it (what the remote's browser code compares, @shop/listing useOwnUiKitCss). Null for anything but one plain style text — not a string, too long, or closing its element
 * (`</style`, which would end the head's style element and start markup of its own): those pages keep the
 * host's copy.
 */
export function acceptedOwnCss(css: unknown): OwnUiKitCss | null {
  if (typeof css !== 'string' || css.length > OWN_CSS_MAX_CHARS || /<\/style/i.test(css)) return null;
  return { css, hash: cssHash(css) };
}
