import { formatPercent, formatPrice } from './format';
import type { NamespaceKey } from './i18n';
import { toStoredLocale } from './locales';
import { getDisplaySettings } from './markets';

/**
 * The translate function of the `market` namespace, e.g. `i18n.getFixedT(lng, 'market')` or
 * react-i18next's `useTranslation('market').t`.
 */
export type MarketTranslate = (key: NamespaceKey<'market'>, options: Record<string, string | number>) => string;

/** Per-storefront choices about price labels (SPEC §3, §9). */
export interface PriceLabelConfig {
  /** Show the note on the lowest price in the 30 days before a reduction. Defaults to `false`. */
  showLowestPriceNote: boolean;
  /** Percentage the up-to label claims when the caller passes none. Defaults to `null` (no label). */
  defaultUpToPercent: number | null;
}

const DEFAULT_PRICE_LABEL_CONFIG: PriceLabelConfig = { showLowestPriceNote: false, defaultUpToPercent: null };

/** SPEC §9: the Polish storefront shows the 30-day lowest-price note; the Hungarian one claims up to 10 %. */
const PRICE_LABEL_CONFIG: Readonly<Record<string, Partial<PriceLabelConfig>>> = {
  PL: { showLowestPriceNote: true },
  HU: { defaultUpToPercent: 10 },
};

export function priceLabelConfig(locale: string): PriceLabelConfig {
  const country = toStoredLocale(locale).slice(3);
  return { ...DEFAULT_PRICE_LABEL_CONFIG, ...PRICE_LABEL_CONFIG[country] };
}

/** The SPEC §3 price display labels of one storefront. Prices given as numbers are formatted for it. */
export interface PriceLabels {
  current: string;
  before: string;
  beforeGroupPurchase: string;
  beforeSinglePurchase: string;
  cheaper: string;
  cheaperInBulk: string;
  recommendedRetailPrice: string;
  from(price: number | string): string;
  per(unit: string): string;
  /** The reduction's badge, "2,00 € günstiger", "o 100,00 Kč levněji": the amount where the language puts it. */
  cheaperBy(amount: number | string): string;
  /** The base price, "1,99 € pro kg", "1,99 €/kg": the price where the language puts it. */
  unitPrice(price: number | string, unit: string): string;
  /** "up to 10% off"; without `percent` the storefront's default, or null when it has none. */
  upTo(percent?: number): string | null;
  /** The 30-day lowest-price note, or null where the storefront does not show it. */
  lowestPriceNote(price: number | string): string | null;
}

/** Stand-ins for a value in a text translated once (characters no translation or value has). */
const PRICE_SLOT = '\u{F8F0}';
const UNIT_SLOT = '\u{F8F1}';

/** `text` with each slot in it replaced by its value. */
function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/[\u{F8F0}\u{F8F1}]/gu, (slot) => values[slot] ?? '');
}

export function priceLabels(t: MarketTranslate, locale: string): PriceLabels {
  const config = priceLabelConfig(locale);
  // Texts with a price in them are translated once, with slots for the tile's values (a tile asks i18next for no
  // text of its own: ProductTile's texts are made once per language).
  const cheaperBy = t('price.cheaperBy', { price: PRICE_SLOT });
  const unitPrice = t('price.unitPrice', { price: PRICE_SLOT, unit: UNIT_SLOT });
  const price = (value: number | string): string =>
    typeof value === 'number' ? formatPrice(value, locale) : value;
  return {
    current: t('price.current', {}),
    before: t('price.before', {}),
    beforeGroupPurchase: t('price.beforeGroupPurchase', {}),
    beforeSinglePurchase: t('price.beforeSinglePurchase', {}),
    cheaper: t('price.cheaper', {}),
    cheaperInBulk: t('price.cheaperInBulk', {}),
    recommendedRetailPrice: t('price.recommendedRetailPrice', {}),
    from: (value) => t('price.from', { price: price(value) }),
    per: (unit) => t('price.per', { unit }),
    cheaperBy: (amount) => fill(cheaperBy, { [PRICE_SLOT]: price(amount) }),
    unitPrice: (value, unit) => fill(unitPrice, { [PRICE_SLOT]: price(value), [UNIT_SLOT]: unit }),
    upTo: (percent) => {
      const value = percent ?? config.defaultUpToPercent;
      if (value === null) return null;
      // The percentage with its sign as the locale writes it (10 %, 10%, %10): not typed into each translation.
      return t('price.upTo', { percent: formatPercent(value, locale) });
    },
    lowestPriceNote: (value) =>
      config.showLowestPriceNote ? t('price.lowestPriceNote', { price: price(value) }) : null,
  };
}

/** Texts around a price and product that the market's display settings switch on; null where off. */
export interface DisplayTexts {
  oldPricePrefix: string | null;
  listPricePrefix: string | null;
  vat: string | null;
  deliveryCharges: string | null;
  extraShipping: string | null;
  productDisclaimer: string | null;
  returnHint: string | null;
}

export function displayTexts(t: MarketTranslate, locale: string): DisplayTexts {
  const settings = getDisplaySettings(locale);
  const when = (on: boolean, key: NamespaceKey<'market'>): string | null => (on ? t(key, {}) : null);
  return {
    oldPricePrefix: when(settings.oldPricePrefix, 'price.oldPricePrefix'),
    listPricePrefix: when(settings.listPricePrefix, 'price.listPricePrefix'),
    vat: when(settings.vatText, 'price.vat'),
    deliveryCharges: when(settings.deliveryCharges, 'price.deliveryCharges'),
    extraShipping: when(settings.extraShippingInfo, 'price.extraShipping'),
    productDisclaimer: when(settings.productDisclaimer, 'product.disclaimer'),
    returnHint: when(settings.returnHint, 'product.returnHint'),
  };
}
