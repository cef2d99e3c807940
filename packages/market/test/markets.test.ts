import {
  AB_TEST_COUNTRIES,
  SUPPORTED_LOCALES,
  langTag,
  currencyForLocale,
  defaultLanguageOf,
  getDisplaySettings,
  getMarket,
  isAbTestCountry,
  isMultiLanguage,
  isSponsoringEnabled,
  listMarkets,
  marketForLocale,
  newsletterUrl,
  sisterMarketplaceHost,
  sisterMarketplaceSearchUrl,
  storefrontLabel,
  STOREFRONT_LABELS,
} from '../src';

describe('markets (SPEC §9 country/language combinations)', () => {
  it('lists one market per storefront country, covering every supported locale once', () => {
    const markets = listMarkets();
    expect(markets).toHaveLength(32);
    expect(markets.flatMap((m) => m.locales).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it.each([
    ['CH', ['de', 'fr', 'it']],
    ['BE', ['nl', 'fr']],
    ['LU', ['de', 'fr']],
    ['CY', ['el', 'en']],
    ['EE', ['et', 'ru']],
    ['LV', ['lv', 'ru']],
  ])('%s is a multi-language market offering %j', (country, languages) => {
    expect(isMultiLanguage(country)).toBe(true);
    expect(getMarket(country)?.languages).toEqual(languages);
  });

  const singleLanguage = 'DE AT GB IE MT NI XI SK PL CZ NL HU FR DK ES BG GR FI HR IT LT PT RO SI RS SE'.split(' ');
  it.each(singleLanguage)('%s is a single-language market', (country) => {
    expect(isMultiLanguage(country)).toBe(false);
    expect(getMarket(country)?.locales).toHaveLength(1);
  });

  it('names a default language per country: the first one listed for multi-language markets', () => {
    expect(defaultLanguageOf('CH')).toBe('de');
    expect(defaultLanguageOf('BE')).toBe('nl');
    expect(defaultLanguageOf('CZ')).toBe('cs');
    expect(defaultLanguageOf('SI')).toBe('sl');
    expect(getMarket('GB')?.defaultLocale).toBe('en_GB');
    expect(defaultLanguageOf('US')).toBeNull();
  });

  it('finds markets case-insensitively and by locale in either form', () => {
    expect(getMarket('at')?.country).toBe('AT');
    expect(getMarket('US')).toBeNull();
    expect(marketForLocale('fr_CH')?.country).toBe('CH');
    expect(marketForLocale('ru-EE')?.country).toBe('EE');
    expect(marketForLocale('en_DE')).toBeNull();
    expect(isMultiLanguage('US')).toBe(false);
  });
});

describe('currency per market (SPEC §3)', () => {
  it.each([
    ['de_DE', 'EUR'],
    ['fr_FR', 'EUR'],
    ['bg_BG', 'EUR'],
    ['pl_PL', 'PLN'],
    ['cs_CZ', 'CZK'],
    ['hu_HU', 'HUF'],
    ['de_CH', 'CHF'],
    ['it_CH', 'CHF'],
    ['en_GB', 'GBP'],
    ['en_NI', 'GBP'],
    ['en_XI', 'GBP'],
    ['sv_SE', 'SEK'],
    ['da_DK', 'DKK'],
    ['ro_RO', 'RON'],
    ['sr_RS', 'RSD'],
    ['en_IE', 'EUR'],
  ])('%s prices are in %s', (locale, currency) => {
    expect(currencyForLocale(locale)).toBe(currency);
    expect(marketForLocale(locale)?.currency).toBe(currency);
  });

  it('defaults to EUR for every other market', () => {
    const others = listMarkets().filter(
      (m) => !['PL', 'CZ', 'HU', 'CH', 'GB', 'NI', 'XI', 'SE', 'DK', 'RO', 'RS'].includes(m.country),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const market of others) expect(market.currency).toBe('EUR');
  });
});

describe('display settings per locale (SPEC §3)', () => {
  it('pads prices to two decimals, but shows HUF without decimals', () => {
    expect(getDisplaySettings('de_DE').decimalPaddingParts).toBe(2);
    expect(getDisplaySettings('pl_PL').decimalPaddingParts).toBe(2);
    expect(getDisplaySettings('hu_HU').decimalPaddingParts).toBe(0);
  });

  it('has settings for every supported locale, in either locale form', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(getDisplaySettings(locale).currency).toBe(marketForLocale(locale)?.currency);
    }
    expect(getDisplaySettings('de-CH').currency).toBe('CHF');
  });

  it('gives an unsupported locale the default locale de_DE settings', () => {
    expect(getDisplaySettings('en_US')).toBe(getDisplaySettings('de_DE'));
    expect(getDisplaySettings(undefined)).toBe(getDisplaySettings('de_DE'));
  });

  it('carries every SPEC §3 flag', () => {
    expect(Object.keys(getDisplaySettings('de_DE')).sort()).toEqual(
      [
        'currency',
        'decimalPaddingParts',
        'deliveryCharges',
        'extraShippingInfo',
        'legacyStyle',
        'listPricePrefix',
        'oldPricePrefix',
        'otherRecommendationSlider',
        'productDisclaimer',
        'returnHint',
        'sizeRatings',
        'soldOutRecommendationSlider',
        'vatText',
        'wishlistButton',
      ].sort(),
    );
    expect(['last_seen', 'products']).toContain(getDisplaySettings('de_DE').otherRecommendationSlider);
  });

  it('cannot be changed by a caller', () => {
    const settings = getDisplaySettings('de_DE');
    expect(Object.isFrozen(settings)).toBe(true);
  });
});

describe('sponsoring, A/B, newsletter and sister marketplace per storefront', () => {
  it.each(['DE', 'AT', 'NL', 'PL', 'CZ', 'SK', 'HU', 'BE', 'FR'])('enables sponsoring in %s', (country) => {
    expect(isSponsoringEnabled(country)).toBe(true);
  });

  it.each(['GB', 'CH', 'SE', 'US'])('does not enable sponsoring in %s', (country) => {
    expect(isSponsoringEnabled(country)).toBe(false);
  });

  it('treats exactly SK, NL, PL, BE, CZ, FR and DE as A/B countries (SPEC §5)', () => {
    expect([...AB_TEST_COUNTRIES].sort()).toEqual(['BE', 'CZ', 'DE', 'FR', 'NL', 'PL', 'SK']);
    expect(listMarkets().filter((m) => isAbTestCountry(m.country)).map((m) => m.country).sort()).toEqual(
      [...AB_TEST_COUNTRIES].sort(),
    );
    expect(isAbTestCountry('pl')).toBe(true);
    expect(isAbTestCountry('AT')).toBe(false);
  });

  it.each([
    ['DE', '/de-DE/newsletter'],
    ['AT', '/de-AT/newsletter'],
    ['CZ', '/cs-CZ/newsletter'],
    ['SK', '/sk-SK/newsletter'],
    ['PL', '/pl-PL/newsletter'],
  ])('has a newsletter sign-up form link for %s, on the storefront\'s own origin (SPEC §1)', (country, url) => {
    expect(newsletterUrl(country)).toBe(url);
    expect(getMarket(country)?.locales).toContain(url.split('/')[1]!.replace('-', '_'));
  });

  it('has an empty newsletter link for most storefronts (SPEC §1)', () => {
    const withLink = listMarkets().filter((m) => m.newsletterUrl !== '');
    expect(withLink.length).toBeLessThan(listMarkets().length / 2);
    expect(newsletterUrl('NL')).toBe('');
    expect(newsletterUrl('GB')).toBe('');
    expect(newsletterUrl('US')).toBe('');
  });

  it.each([
    ['DE', 'https://www.kaufland.de/s/?search_value=sofa%20bett'],
    ['AT', 'https://www.kaufland.at/s/?search_value=sofa%20bett'],
    ['CZ', 'https://www.kaufland.cz/s/?search_value=sofa%20bett'],
    ['SK', 'https://www.kaufland.sk/s/?search_value=sofa%20bett'],
    ['PL', 'https://www.kaufland.pl/s/?search_value=sofa%20bett'],
  ])('configures the sister marketplace of %s (SPEC §2 "in some storefronts")', (country, url) => {
    expect(sisterMarketplaceSearchUrl(getMarket(country)!, 'sofa bett')).toBe(url);
  });

  it('has no sister marketplace where the group runs none', () => {
    expect(listMarkets().filter((m) => m.sisterMarketplace).map((m) => m.country).sort()).toEqual(['AT', 'CZ', 'DE', 'PL', 'SK']);
  });

  it('builds the sister-marketplace search address with the encoded term', () => {
    const market = { sisterMarketplace: { name: 'Sister', searchUrlTemplate: 'https://sister.example/s?q={q}' } };
    expect(sisterMarketplaceSearchUrl(market, 'tv & hifi')).toBe('https://sister.example/s?q=tv%20%26%20hifi');
    expect(sisterMarketplaceSearchUrl({ sisterMarketplace: null }, 'tv')).toBeNull();
  });

  it('names the host of the sister marketplace, and none for a template that is no web address', () => {
    expect(sisterMarketplaceHost(getMarket('DE')!)).toBe('www.kaufland.de');
    expect(sisterMarketplaceHost(getMarket('NL')!)).toBeNull();
    expect(sisterMarketplaceHost({ sisterMarketplace: { name: 'x', searchUrlTemplate: 'javascript:alert(1)//{q}' } })).toBeNull();
    expect(sisterMarketplaceHost({ sisterMarketplace: { name: 'x', searchUrlTemplate: '/s?q={q}' } })).toBeNull();
  });
});

describe('storefrontLabel (SPEC §9 storefronts)', () => {
  it('names en_NI and en_XI Northern Ireland, never Nicaragua or a bare code', () => {
    expect(storefrontLabel('en', 'NI')).toBe('Northern Ireland – English');
    expect(storefrontLabel('en', 'XI')).toBe('Northern Ireland (XI) – English');
  });

  it('names every storefront with a region name, not its code', () => {
    for (const market of listMarkets()) {
      for (const language of market.languages) {
        const label = storefrontLabel(language, market.country);
        expect(label.startsWith(`${market.country} `)).toBe(false);
        expect(label).not.toMatch(/Nicaragua/);
      }
    }
  });

  it('the written-out table holds every storefront once, named as Intl names it, in root collation order', () => {
    const locales = listMarkets().flatMap((market) => market.languages.map((language) => `${language}_${market.country}`));
    expect(STOREFRONT_LABELS.map(([locale]) => locale).sort()).toEqual([...locales].sort());
    for (const [locale, label] of STOREFRONT_LABELS) {
      const [language, country] = locale.split('_') as [string, string];
      expect(label).toBe(storefrontLabel(language, country));
    }
    const collator = new Intl.Collator('und');
    const labels = STOREFRONT_LABELS.map(([, label]) => label);
    expect(labels).toEqual([...labels].sort(collator.compare));
  });

  it('names a storefront in its own language', () => {
    expect(storefrontLabel('pl', 'PL')).toBe('Polska – polski');
    expect(storefrontLabel('de', 'CH')).toBe('Schweiz – Deutsch');
  });

  it('names the Serbian storefront in the script of its texts, Latin (Intl would name sr-RS in Cyrillic)', () => {
    expect(storefrontLabel('sr', 'RS')).toBe('Srbija – srpski');
  });

  it("tags a page with the script of its texts where it is not the language's default (langTag): sr-Latn-RS; others as they are", () => {
    expect(langTag('sr_RS')).toBe('sr-Latn-RS');
    expect(langTag('sr-RS')).toBe('sr-Latn-RS');
    expect(langTag('de_DE')).toBe('de-DE');
    expect(langTag('ru_EE')).toBe('ru-EE');
    // Every tag is one a browser reads in the script the texts are written in.
    const textScript = (locale: string) => ({ bg: 'Cyrl', ru: 'Cyrl', el: 'Grek' })[locale.slice(0, 2)] ?? 'Latn';
    const read = SUPPORTED_LOCALES.map((locale) => [locale, new Intl.Locale(langTag(locale)).maximize().script]);
    expect(read).toEqual(SUPPORTED_LOCALES.map((locale) => [locale, textScript(locale)]));
  });
});
