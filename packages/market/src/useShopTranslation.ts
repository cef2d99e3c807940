import type { TOptions, i18n } from 'i18next';
import { useCallback, useContext } from 'react';
import { I18nContext, getI18n, useTranslation } from 'react-i18next';
import { type Namespace, ownKey, ownNamespace, registerTexts } from './i18n';

/**
 * A translate function over this bundle's namespaces; `ns:key` prefixes name a namespace of `NAMESPACES`.
 * The second argument is i18next's options or a default value.
 */
export type ShopTranslate = (key: string, options?: TOptions | string) => string;


export interface ShopTranslation {
  t: ShopTranslate;
  i18n: i18n;
  ready: boolean;
}

/**
 * `useTranslation` for the texts of the app this code is bundled into: registers this bundle's texts with
 * the page's one i18next instance and reads this bundle's copy of each namespace. So a remote's widgets
 * show the texts the remote was built with, whatever the host was built with.
 */
export function useShopTranslation(ns: Namespace | readonly Namespace[]): ShopTranslation {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  if (instance) registerTexts(instance);
  const namespaces = (typeof ns === 'string' ? [ns] : [...ns]).map((n) => ownNamespace(n));
  const { t: translate, i18n: page, ready } = useTranslation(namespaces);
  const t = useCallback<ShopTranslate>(
    (key, options) => String(typeof options === 'string' ? translate(ownKey(key), options) : translate(ownKey(key), options ?? {})),
    [translate],
  );
  return { t, i18n: page, ready };
}
