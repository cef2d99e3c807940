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

describe('texts with an amount in them put it where the language does', () => {
  it.each([
    ['de_DE', 2, '2,00 € günstiger', 1.99, 'kg', '1,99 € pro kg'],
    ['cs_CZ', 100, 'o 100,00 Kč levněji', 19.9, 'kg', '19,90 Kč za kg'],
    ['hu_HU', 1000, '1000 Ft-tal olcsóbb', 499, 'kg', '499 Ft/kg'],
    ['fi_FI', 2, '2,00 € edullisempi', 1.99, 'kg', '1,99 €/kg'],
    ['pl_PL', 5, 'taniej o 5,00 zł', 12.5, 'l', '12,50 zł za l'],
  ])('%s: the reduction %s is "%s", the base price %s per %s "%s"', async (locale, amount, cheaper, unitPrice, unit, perUnit) => {
    const labels = priceLabels(await marketT(locale), locale);
    expect(plain(labels.cheaperBy(amount))).toBe(cheaper);
    expect(plain(labels.unitPrice(unitPrice, unit))).toBe(perUnit);
  });

  it("a value is put in as it is, never read as the text's own slots", async () => {
    const labels = priceLabels(await marketT('en_GB'), 'en_GB');
    expect(labels.unitPrice(1, '\u{F8F0}')).toBe('£1.00 per \u{F8F0}');
    expect(labels.cheaperBy('$1 $& $$')).toBe('$1 $& $$ cheaper');
  });

  it.each([
    ['lt_LT', 21, 'produkto'],
    ['lt_LT', 22, 'produktų'],
    ['lv_LV', 121, 'produkta'],
    ['lv_LV', 120, 'produktiem'],
    ['sl_SI', 101, 'izdelka'],
    ['pl_PL', 22, 'produktów'],
  ])('%s: the load-more line of %s products ends in "%s" (the noun agrees with the total)', async (locale, total, noun) => {
    const i18n = await createShopI18n(locale, { ns: ['search'] });
    expect(i18n.t('loadMore.progress', { ns: 'search', count: total, replace: { shown: '12', total: String(total) } })).toContain(`${total} ${noun}`);
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
