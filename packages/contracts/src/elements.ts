/**
 * The `<shop-*>` elements for TypeScript: import this module once (`import type {} from '@shop/contracts/elements'`,
 * or list it in `compilerOptions.types`) and `document.querySelector('shop-search')`, `addEventListener('shop-analytics', …)`
 * and, in React 19, `<shop-search api-base="…" />` are typed — a misspelt attribute or event breaks the build.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { EmbedElementTags, EmbedRouting, ShopAnalyticsDetail, ShopNavigateDetail } from './index';

/** The attributes every `<shop-*>` element takes (README, "One script tag"): the settings of `EmbedSettings`, in kebab case. */
export interface ShopElementAttributes {
  /** A shop locale, `de-DE` or `de_DE`. */
  locale?: string;
  /** Where the search API is; product links and images resolve against it. */
  'api-base'?: string;
  routing?: EmbedRouting;
  /** With `routing="url"`: the path the shop's paths are put under, e.g. `/shop`. */
  'base-path'?: string;
}

/** Which setting each attribute is: `embed.js` reads the attributes with this map. */
export interface ShopElementAttributeSettings {
  locale: 'locale';
  'api-base': 'apiBase';
  routing: 'routing';
  'base-path': 'basePath';
}



/** The events the elements send: they bubble and cross the shadow boundary, so the document and window hear them too. */
export interface ShopElementEvents {
  /** Cancelable: `preventDefault()` and route to `detail.url` yourself. */
  'shop-navigate': CustomEvent<ShopNavigateDetail>;
  'shop-analytics': CustomEvent<ShopAnalyticsDetail>;
}

type ShopElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & ShopElementAttributes;

type ShopElementTagMap = { [Tag in keyof EmbedElementTags]: HTMLElement };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends ShopElementTagMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends ShopElementEvents {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends ShopElementEvents {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface WindowEventMap extends ShopElementEvents {}
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'shop-search': ShopElementProps;
      'shop-search-box': ShopElementProps;
      'shop-filters': ShopElementProps;
      'shop-results': ShopElementProps;
    }
  }
}
