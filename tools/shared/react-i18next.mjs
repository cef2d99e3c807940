/**
 * What the page shares of react-i18next (tools/webpack.cjs): the provider, the hook and the instance helpers.
 * Left out: the <Trans> family, which brings an HTML parser, the render-prop and HOC forms (Translation,
 * withTranslation) and the Next.js-style SSR helpers (useSSR, withSSR, getInitialProps: the shop's server
 * renderer gives its texts to the page itself), which no app here uses. An
 * app that needs another export adds it here (tools/test/sharedExports.test.ts).
 */
export {
  I18nContext,
  I18nextProvider,
  getDefaults,
  getI18n,
  initReactI18next,
  setDefaults,
  setI18n,
  useTranslation,
} from 'shop-full-package/react-i18next';
