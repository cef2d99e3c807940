import i18next from 'i18next';

import { type NamespaceKey, NAMESPACES, changeShopLocale, createShopI18n, i18nLanguage, priceLabels } from '../src';

describe('createShopI18n', () => {
  it('loads every namespace of the English source set through the dynamic-import backend', async () => {
    const i18n = await createShopI18n('en_GB');
    expect(i18n.language).toBe('en-GB');
    expect(i18n.t('searchField.placeholder', { ns: 'uiKit' })).toBe('Enter Search Query / Article Number');
    for (const ns of NAMESPACES) expect(i18n.hasResourceBundle('en-GB', ns)).toBe(true);
  });

  it('uses BCP 47 language codes (de-DE), and the default locale for an unsupported one', () => {
    expect(i18nLanguage('de_DE')).toBe('de-DE');
    expect(i18nLanguage('fr-CH')).toBe('fr-CH');
    expect(i18nLanguage('en_US')).toBe('de-DE');
  });

  it('falls back to en-US, served by the en_GB texts, loaded only when a key is missing', async () => {
    const i18n = await createShopI18n('de_CH');
    expect(i18n.options.fallbackLng).toEqual(['en-US']);
    // Every key exists in every text set, so nothing of the fallback is loaded up front.
    expect(i18n.getResourceBundle('en-US', 'uiKit') ?? {}).toEqual({});
    i18n.addResourceBundle('de-CH', 'uiKit', { searchField: { submit: 'Suchen' } });
    expect(i18n.t('searchField.submit', { ns: 'uiKit' })).toBe('Suchen');
    // A key the locale lacks (dropped just now): the English text arrives and is used from then on.
    i18n.removeResourceBundle('de-CH', 'uiKit');
    i18n.addResourceBundle('de-CH', 'uiKit', { searchField: { submit: 'Suchen' } });
    const added = new Promise<void>((resolve) => i18n.store.on('added', (lng: string, ns: string) => lng === 'en-US' && ns === 'uiKit' && resolve()));
    i18n.t('searchField.clear', { ns: 'uiKit' });
    await added;
    expect(i18n.t('searchField.clear', { ns: 'uiKit' })).toBe('Clear search');
  });

  it('downloads only the texts of the locale, not all languages and not the fallback', async () => {
    const i18n = await createShopI18n('pl_PL', { ns: ['search'] });
    expect(Object.keys(i18n.store.data).every((lng) => ['pl-PL', 'en-US'].includes(lng))).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'host')).toBe(false);
    expect(Object.keys(i18n.getResourceBundle('en-US', 'search') ?? {})).toEqual([]);
    expect(Object.keys(i18n.getResourceBundle('pl-PL', 'search') ?? {}).length).toBeGreaterThan(0);
  });

  it('leaves interpolated values unescaped, since React escapes', async () => {
    const i18n = await createShopI18n('en_GB');
    expect(i18n.t('heading.query', { ns: 'search', q: '<b>tv</b>' })).toBe('Results for “<b>tv</b>”');
  });

  it('creates separate instances and leaves the global i18next alone', async () => {
    const a = await createShopI18n('en_GB');
    const b = await createShopI18n('en_IE');
    expect(a).not.toBe(b);
    expect(a).not.toBe(i18next);
    expect(i18next.isInitialized).toBeFalsy();
    expect(i18next.language).toBeUndefined();
  });

  it('gives a TFunction that priceLabels accepts', async () => {
    const i18n = await createShopI18n('en_GB');
    expect(priceLabels(i18n.getFixedT('en-GB', 'market'), 'en_GB').from(12.5)).toBe('from £12.50');
  });

  it('changeShopLocale to the locale the page is on announces nothing: no component renders again', async () => {
    const i18n = await createShopI18n('de_DE');
    const announced: string[] = [];
    i18n.on('languageChanged', (language: string) => announced.push(language));
    await changeShopLocale(i18n, 'de_DE');
    await changeShopLocale(i18n, 'de-DE');
    expect(announced).toEqual([]);
    await changeShopLocale(i18n, 'fr_CH');
    expect(announced).toEqual(['fr-CH']);
  });

  it('changeShopLocale back to the first locale while the second is still loading ends on the first', async () => {
    const i18n = await createShopI18n('de_DE');
    const toFrench = changeShopLocale(i18n, 'fr_CH');
    const back = changeShopLocale(i18n, 'de_DE');
    await Promise.all([toFrench, back]);
    expect(i18n.language).toBe('de-DE');
  });

  it('switches locale with changeShopLocale', async () => {
    const i18n = await createShopI18n('en_GB');
    await changeShopLocale(i18n, 'fr_CH');
    expect(i18n.language).toBe('fr-CH');
    await changeShopLocale(i18n, 'en-IE');
    expect(i18n.language).toBe('en-IE');
  });
});

describe('plural forms through i18next follow Intl.PluralRules of the locale (SPEC §9)', () => {
  const forms = {
    resultCount_one: 'one {{count}}',
    resultCount_few: 'few {{count}}',
    resultCount_many: 'many {{count}}',
    resultCount_other: 'other {{count}}',
  };

  it.each([
    ['pl_PL', ['one 1', 'few 3', 'many 5', 'few 22', 'many 25']],
    ['sk_SK', ['one 1', 'few 3', 'other 5', 'other 22', 'other 25']],
    ['cs_CZ', ['one 1', 'few 3', 'other 5', 'other 22', 'other 25']],
  ])('%s uses three forms for whole numbers', async (locale, expected) => {
    const i18n = await createShopI18n(locale, { ns: ['search'] });
    i18n.addResourceBundle(i18nLanguage(locale), 'search', forms, true, true);
    const t = i18n.getFixedT(i18nLanguage(locale), 'search');
    expect([1, 3, 5, 22, 25].map((count) => t('resultCount', { count }))).toEqual(expected);
  });
});

describe('typed resource keys', () => {
  it('lists the nested keys of a namespace, plural forms folded into their base key', () => {
    const keys: NamespaceKey<'search'>[] = ['resultCount', 'heading.all', 'filters.count'];
    const market: NamespaceKey<'market'> = 'price.upTo';
    // @ts-expect-error a key the English source set does not have
    const unknown: NamespaceKey<'market'> = 'price.nope';
    // @ts-expect-error plural forms are reached through their base key
    const pluralForm: NamespaceKey<'search'> = 'resultCount_one';
    expect([...keys, market, unknown, pluralForm]).toHaveLength(6);
  });
});
