/**
 * Type tests of `@shop/contracts/elements`, run by the type check (`npm run typecheck`): each `@ts-expect-error`
 * must be an error, so loosening a type fails the check as surely as breaking one.
 */
import type { EmbedSettings } from '@shop/contracts';
import type { ReactElement } from 'react';
import type { ShopElementAttributes, ShopElementAttributeSettings } from '@shop/contracts/elements';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;

/** Every attribute is a setting and every setting an attribute, and `embed.js`'s map pairs them. */
export type AttributesAreTheSettings = [
  Check<Same<keyof ShopElementAttributes, keyof ShopElementAttributeSettings>>,
  Check<Same<ShopElementAttributeSettings[keyof ShopElementAttributeSettings], keyof EmbedSettings>>,
];

export function storefrontPage(): ReactElement {
  const search = document.querySelector('shop-search');
  search?.setAttribute('api-base', 'https://shop.example/');
  document.createElement('shop-filters').setAttribute('routing', 'url');
  document.addEventListener('shop-analytics', (event) => {
    const name: string = event.detail.event;
    void name;
  });
  window.addEventListener('shop-navigate', (event) => {
    event.preventDefault();
    const url: string = event.detail.url;
    void url;
  });
  search?.addEventListener('shop-navigate', (event) => {
    // @ts-expect-error the detail is { url }, nothing else
    void event.detail.href;
  });
  return (
    <>
      <shop-search locale="de-DE" api-base="https://shop.example/" routing="url" base-path="/shop" />
      <shop-search-box locale="de_DE" />
      <shop-filters className="filters" />
      <shop-results id="results" />
      {/* @ts-expect-error routing is memory or url */}
      <shop-results routing="hash" />
      {/* @ts-expect-error a misspelt attribute */}
      <shop-search apiBase="https://shop.example/" />
    </>
  );
}
