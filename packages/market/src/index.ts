export {
  COUNTRY_LANGUAGES,
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  SUPPORTED_LOCALES,
  TRANSLATION_FALLBACK,
  defaultLocaleOf,
  isCountryCode,
  isLanguageCode,
  isRouteLocale,
  isSupportedLocale,
  LOCALE_COOKIE_MAX_AGE_S,
  localeCookie,
  localeOf,
  matchShortCode,
  parseLocaleValue,
  splitLocale,
  toBcp47,
  toRouteLocale,
  toStoredLocale,
} from './locales';
export type { CountryCode, LanguageCode, SupportedLocale } from './locales';

export {
  AB_TEST_COUNTRIES,
  currencyForLocale,
  defaultLanguageOf,
  getDisplaySettings,
  getMarket,
  isAbTestCountry,
  isMultiLanguage,
  isSponsoringEnabled,
  langTag,
  listMarkets,
  marketForLocale,
  newsletterUrl,
  sisterMarketplaceHost,
  sisterMarketplaceSearchUrl,
  storefrontLabel,
  STOREFRONT_LABELS,
} from './markets';
export type { CurrencyCode, Market, MarketDisplaySettings, RecommendationSlider, SisterMarketplace } from './markets';

export {
  currencySymbol,
  FORMATTED_NUMBERS_LIMITS,
  formatNumber,
  formatPercent,
  formatPrice,
  formattedNumbersFrom,
  intlLocale,
  numberFormat,
  recordFormattedNumbers,
  setFormattedNumbers,
  warmNumberFormats,
} from './format';
export type { FormatPriceOptions, FormattedNumberBook, FormattedNumberList } from './format';

export { displayTexts, priceLabelConfig, priceLabels } from './priceLabels';
export type { DisplayTexts, MarketTranslate, PriceLabelConfig, PriceLabels } from './priceLabels';

export {
  LOCALE_WARNINGS,
  correctRouteLocale,
  countryFromHost,
  localeFromHost,
  localeFromPath,
  localeFromValue,
  parseAcceptLanguage,
  resolveLocale,
} from './resolveLocale';
export type { LocaleInputs, LocaleSource, ResolvedLocale } from './resolveLocale';

export { NAMESPACES, TEXT_OWNER, changeShopLocale, createShopI18n, FALLBACK_TEXTS_ARRIVED, i18nLanguage, ownKey, ownNamespace, ownTextLoader, ownerNamespace, registerTexts, textScriptName } from './i18n';
export type { CreateShopI18nOptions, Namespace, NamespaceKey, ResourceKey, ShopResources, TextLoader, TextLoaderRegistry } from './i18n';
export { useShopTranslation } from './useShopTranslation';
export type { ShopTranslate, ShopTranslation } from './useShopTranslation';
