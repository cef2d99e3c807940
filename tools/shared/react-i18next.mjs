/**
 * What the page shares of react-i18next (tools/webpack.cjs): the provider, the hooks and HOCs, and the instance
 * helpers (SSR ones too). Left out: the <Trans> family, which brings an HTML parser and no app here uses. An
 * app that needs another export adds it here (tools/test/sharedExports.test.ts).
 */
export {
  I18nContext,
  I18nextProvider,
  Translation,
  composeInitialProps,
  getDefaults,
  getI18n,
  getInitialProps,
  initReactI18next,
  setDefaults,
  setI18n,
  useSSR,
  useTranslation,
  withSSR,
  withTranslation,
} from 'shop-full-package/react-i18next';
