import { existsSync } from 'node:fs';
import { join } from 'node:path';

import {
  type MarketTranslate,
  createShopI18n,
  displayTexts,
  i18nLanguage,
  priceLabelConfig,
  priceLabels,
} from '../src';

const plain = (text: string | null): string | null => (text === null ? null : text.replace(/\s/gu, ' '));

async function marketT(locale: string): Promise<MarketTranslate> {
  const i18n = await createShopI18n(locale, { ns: ['market'] });
  return i18n.getFixedT(i18nLanguage(locale), 'market');
}

describe('price labels with the English source texts', () => {
  let t: MarketTranslate;
  beforeAll(async () => {
    t = await marketT('en_GB');
  });

  it('gives every SPEC §3 price label of a storefront', () => {
    const labels = priceLabels(t, 'en_GB');
    expect(labels.before).toBe('Before');
    expect(labels.beforeGroupPurchase).toBe('Before, when buying several');
    expect(labels.beforeSinglePurchase).toBe('Before, when buying one');
    expect(labels.cheaper).toBe('cheaper');
    expect(labels.cheaperInBulk).toBe('cheaper in bulk');
    expect(labels.recommendedRetailPrice).toBe('RRP');
    expect(labels.per('kg')).toBe('per kg');
  });

  it('formats a numeric from-price in the storefront currency and keeps a preformatted one', () => {
    expect(priceLabels(t, 'en_GB').from(9.9)).toBe('from £9.90');
    expect(plain(priceLabels(t, 'pl_PL').from(9.9))).toBe('from 9,90 zł');
    expect(priceLabels(t, 'en_GB').from('£5')).toBe('from £5');
  });

  it('fills the up-to label with the given percentage as the locale writes percentages, sign and all', () => {
    expect(priceLabels(t, 'en_GB').upTo(30)).toBe('up to 30% off');
    expect(plain(priceLabels(t, 'de_DE').upTo(12.5))).toBe('up to 12,5 % off');
    // Swiss German writes 10%, Romanian 10 %: the sign is Intl's, not typed into each translation.
    expect(priceLabels(t, 'de_CH').upTo(10)).toBe('up to 10% off');
    expect(plain(priceLabels(t, 'ro_RO').upTo(10))).toBe('up to 10 % off');
  });

  it('claims up to 10 % by default on the Hungarian storefront only (SPEC §9)', () => {
    expect(priceLabelConfig('hu_HU').defaultUpToPercent).toBe(10);
    expect(priceLabels(t, 'hu_HU').upTo()).toBe('up to 10% off');
    expect(priceLabels(t, 'hu_HU').upTo(20)).toBe('up to 20% off');
    expect(priceLabels(t, 'de_DE').upTo()).toBeNull();
  });

  it('shows the 30-day lowest-price note on the Polish storefront only (SPEC §9)', () => {
    expect(plain(priceLabels(t, 'pl_PL').lowestPriceNote(19.99))).toBe(
      'Lowest price in the 30 days before the price reduction: 19,99 zł',
    );
    expect(priceLabels(t, 'de_DE').lowestPriceNote(19.99)).toBeNull();
    expect(priceLabels(t, 'en_GB').lowestPriceNote(19.99)).toBeNull();
  });
});

describe('display texts follow the market display settings', () => {
  it('gives the texts of switched-on flags and null for switched-off ones', async () => {
    const texts = displayTexts(await marketT('en_GB'), 'en_GB');
    expect(texts.vat).toBe('incl. VAT');
    expect(texts.deliveryCharges).toBe('plus delivery charges');
    expect(texts.oldPricePrefix).toBe('was');
    expect(texts.listPricePrefix).toBeNull();
    expect(texts.productDisclaimer).toBeNull();
  });
});

const RESOURCES = join(__dirname, '..', 'src', 'i18n', 'resources');
const translated = ['de_DE', 'pl_PL', 'hu_HU'].filter((locale) => existsSync(join(RESOURCES, locale, 'market.json')));

// The translated sets arrive separately; each locale is checked as soon as its market texts exist.
if (translated.length > 0) {
  describe.each(translated)('price labels with the %s texts', (locale) => {
    let t: MarketTranslate;
    beforeAll(async () => {
      t = await marketT(locale);
    });

    it('are translated, not the English fallback', async () => {
      const english = priceLabels(await marketT('en_GB'), locale);
      const labels = priceLabels(t, locale);
      expect(labels.before).not.toBe(english.before);
      expect(labels.from(9.9)).not.toBe(english.from(9.9));
    });

    it('put the formatted price into the from-label and the lowest-price note where shown', () => {
      const labels = priceLabels(t, locale);
      const price = locale === 'hu_HU' ? '1990 Ft' : locale === 'pl_PL' ? '19,90 zł' : '19,90 €';
      const amount = locale === 'hu_HU' ? 1990 : 19.9;
      expect(plain(labels.from(amount))).toContain(price);
      const note = plain(labels.lowestPriceNote(amount));
      if (locale === 'pl_PL') expect(note).toContain(price);
      else expect(note).toBeNull();
    });

    it('claims the up-to percentage (10 by default on hu_HU)', () => {
      const labels = priceLabels(t, locale);
      expect(labels.upTo(25)).toContain('25');
      if (locale === 'hu_HU') expect(labels.upTo()).toContain('10');
      else expect(labels.upTo()).toBeNull();
    });
  });
}
