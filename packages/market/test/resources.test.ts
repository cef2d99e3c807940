/**
 * The translated text sets against the English source set (en_GB): same keys, no empty texts, the plural
 * forms each locale needs, and the same interpolation placeholders.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { NAMESPACES, SUPPORTED_LOCALES, createShopI18n, i18nLanguage } from '../src';
import { problemsOf } from './resourceCheck';

const RESOURCES = join(__dirname, '..', 'src', 'i18n', 'resources');

describe('translation resources', () => {
  it('has a folder only for supported locales, holding only the shop namespaces', () => {
    const supported: readonly string[] = SUPPORTED_LOCALES;
    const namespaces = NAMESPACES.map((ns) => `${ns}.json`);
    for (const folder of readdirSync(RESOURCES)) {
      expect(supported).toContain(folder);
      for (const file of readdirSync(join(RESOURCES, folder))) expect(namespaces).toContain(file);
    }
  });

  it('derives the plural forms from Intl.PluralRules of the locale', () => {
    expect(new Intl.PluralRules('pl-PL').resolvedOptions().pluralCategories).toEqual(
      expect.arrayContaining(['one', 'few', 'many', 'other']),
    );
  });

  const cases = SUPPORTED_LOCALES.flatMap((locale) => NAMESPACES.map((ns) => [locale, ns] as const));
  it.each(cases)(
    '%s/%s.json has every en_GB key translated, the plural forms of the locale and the same placeholders',
    (locale, ns) => {
      expect(problemsOf(RESOURCES, locale, ns)).toEqual([]);
    },
  );
});

describe('three-form plurals with the real texts (SPEC §9: Polish, Slovak and Czech)', () => {
  it.each(['pl_PL', 'sk_SK', 'cs_CZ'])('%s says 1, 3 and 5 products in three different forms', async (locale) => {
    const i18n = await createShopI18n(locale, { ns: ['search'] });
    const t = i18n.getFixedT(i18nLanguage(locale), 'search');
    const texts = [1, 3, 5].map((count) => t('resultCount', { count }));
    expect(i18n.hasResourceBundle(i18nLanguage(locale), 'search')).toBe(true);
    texts.forEach((text, index) => expect(text).toContain(String([1, 3, 5][index])));
    const words = texts.map((text, index) => text.replace(String([1, 3, 5][index]), '#'));
    expect(new Set(words).size).toBe(3);
    const english = ['1 product', '3 products', '5 products'];
    expect(texts.filter((text, index) => text === english[index])).toEqual([]);
  });
});
