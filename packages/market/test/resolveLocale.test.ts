import {
  LOCALE_WARNINGS,
  correctRouteLocale,
  countryFromHost,
  localeFromHost,
  localeFromPath,
  parseAcceptLanguage,
  resolveLocale,
} from '../src';

describe('resolveLocale: SPEC §4 locale resolution order', () => {
  const all = {
    stored: 'nl_BE',
    queryLocale: 'fr_CH',
    cookieLocale: 'it_CH',
    headerLocale: 'de-AT',
    path: '/q/pl-PL/search',
    host: 'www.shop.cz',
    routeParam: 'sk-SK',
  };

  it('1. takes the stored locale first', () => {
    expect(resolveLocale(all, jest.fn())).toEqual({ locale: 'nl_BE', source: 'stored' });
  });

  it('2. then the query locale, the locale cookie, then the locale request header', () => {
    const { stored: _s, ...rest } = all;
    expect(resolveLocale(rest, jest.fn())).toEqual({ locale: 'fr_CH', source: 'query' });
    const { queryLocale: _q, ...noQuery } = rest;
    expect(resolveLocale(noQuery, jest.fn())).toEqual({ locale: 'it_CH', source: 'cookie' });
    const { cookieLocale: _c, ...noCookie } = noQuery;
    expect(resolveLocale(noCookie, jest.fn())).toEqual({ locale: 'de_AT', source: 'header' });
  });

  it('3. then the locale segment in the address', () => {
    expect(resolveLocale({ path: all.path, host: all.host, routeParam: all.routeParam }, jest.fn())).toEqual({
      locale: 'pl_PL',
      source: 'path',
    });
  });

  it('4. then the host country or language parts', () => {
    expect(resolveLocale({ host: all.host, routeParam: all.routeParam }, jest.fn())).toEqual({
      locale: 'cs_CZ',
      source: 'host',
    });
  });

  it('5. then the route locale parameter', () => {
    expect(resolveLocale({ routeParam: all.routeParam, host: 'localhost:3000' }, jest.fn())).toEqual({
      locale: 'sk_SK',
      source: 'route',
    });
  });

  it('6. falls back to de_DE with the SPEC §8 warnings', () => {
    const warn = jest.fn();
    expect(resolveLocale({}, warn)).toEqual({ locale: 'de_DE', source: 'default' });
    expect(warn.mock.calls).toEqual([['Can not determine locale'], ['No locale found, use default']]);
    expect(LOCALE_WARNINGS).toEqual({
      undetermined: 'Can not determine locale',
      useDefault: 'No locale found, use default',
    });
  });

  it('does not warn when a locale is found', () => {
    const warn = jest.fn();
    resolveLocale({ stored: 'de_AT' }, warn);
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts only supported locales at each step and moves on otherwise', () => {
    const warn = jest.fn();
    expect(
      resolveLocale(
        {
          stored: 'en_DE',
          queryLocale: 'en_US',
          cookieLocale: 'xx',
          headerLocale: 'en-US,ja;q=0.8',
          path: '/q/en-DE/search',
          host: 'www.shop.com',
          routeParam: 'de-de',
        },
        warn,
      ),
    ).toEqual({ locale: 'de_DE', source: 'default' });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reads a short query or cookie code in the host country (SPEC §5)', () => {
    expect(resolveLocale({ queryLocale: 'fr', host: 'shop.ch' }, jest.fn())).toEqual({
      locale: 'fr_CH',
      source: 'query',
    });
    expect(resolveLocale({ cookieLocale: 'AT' }, jest.fn())).toEqual({ locale: 'de_AT', source: 'cookie' });
    expect(resolveLocale({ queryLocale: 'de-AT' }, jest.fn())).toEqual({ locale: 'de_AT', source: 'query' });
  });

  it('reads the best supported Accept-Language range; a bare language only with the host country', () => {
    const header = 'en-US,en;q=0.9,fr-CH;q=0.8,de-DE;q=0.85';
    expect(resolveLocale({ headerLocale: header }, jest.fn())).toEqual({ locale: 'de_DE', source: 'header' });
    expect(resolveLocale({ headerLocale: 'fr, de;q=0.5', host: 'shop.ch' }, jest.fn())).toEqual({
      locale: 'fr_CH',
      source: 'header',
    });
    expect(resolveLocale({ headerLocale: 'fr', host: 'shop.de' }, jest.fn())).toEqual({
      locale: 'de_DE',
      source: 'host',
    });
  });
});

describe('locale parts of requests', () => {
  it('orders Accept-Language ranges by q, then position, dropping q=0 and *', () => {
    expect(parseAcceptLanguage('de;q=0.5, fr-CH, *;q=0.1, en;q=0, it;q=0.5')).toEqual(['fr-CH', 'de', 'it']);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it.each([
    ['/q/de-AT/search', 'de_AT'],
    ['/q/de-AT/search?q=tv#top', 'de_AT'],
    ['/c/fr-CH/tv-audio/h123', 'fr_CH'],
    ['/h/de-CH/garden/h42', 'de_CH'],
    ['/q/it-CH/brand-ca/acme', 'it_CH'],
    ['/cqe/nl-BE', 'nl_BE'],
    ['/evaluation/ru-LV/1/2', 'ru_LV'],
    ['/evaluation/instructions/et-EE', 'et_EE'],
  ])('finds the locale segment of %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it.each(['/q/search', '/q/de-de/search', '/q/en-DE/search', '/x/de-AT/search', '/h/garden/h42', '', '/'])(
    'finds no supported locale segment in %p',
    (path) => {
      expect(localeFromPath(path)).toBeNull();
    },
  );

  it.each([
    ['shop.pl', 'pl_PL'],
    ['fr.shop.ch', 'fr_CH'],
    ['it.shop.ch:8443', 'it_CH'],
    ['www.shop.ch', 'de_CH'],
    ['www.shop.de', 'de_DE'],
    ['ru.shop.ee', 'ru_EE'],
    ['en.shop.de', 'de_DE'],
    ['www.shop.co.uk', 'en_GB'],
    ['pl.shop.com', 'pl_PL'],
  ])('reads the host %s as %s', (host, locale) => {
    expect(localeFromHost(host)).toBe(locale);
  });

  it.each(['localhost', 'localhost:3000', '127.0.0.1', 'www.shop.com', 'shop.us', ''])(
    'reads no locale from host %p',
    (host) => {
      expect(localeFromHost(host)).toBeNull();
    },
  );

  it('takes the storefront country from the top-level domain', () => {
    expect(countryFromHost('WWW.SHOP.AT')).toBe('AT');
    expect(countryFromHost('localhost')).toBeNull();
  });
});

describe('correctRouteLocale: a wrong locale in the URL redirects to the correct language-COUNTRY (SPEC §2)', () => {
  it('returns null when the locale is already correct', () => {
    expect(correctRouteLocale('de-DE')).toBeNull();
    expect(correctRouteLocale('fr-CH', 'CH')).toBeNull();
  });

  it.each([
    ['de-de', 'de-DE'],
    ['DE-de', 'de-DE'],
    ['de_DE', 'de-DE'],
    ['FR_ch', 'fr-CH'],
    ['pl', 'pl-PL'],
    ['AT', 'de-AT'],
    ['xx-PL', 'pl-PL'],
    ['en-DE', 'de-DE'],
    ['it-BE', 'nl-BE'],
    ['xx-YY', 'de-DE'],
    // A country no storefront has: the language's own market, not the German storefront.
    ['en-US', 'en-GB'],
    ['fr-US', 'fr-FR'],
    ['ru-RU', 'de-DE'],
    ['garbage', 'de-DE'],
    ['', 'de-DE'],
  ])('%p → %s', (param, expected) => {
    expect(correctRouteLocale(param)).toBe(expected);
  });

  it('corrects towards the storefront country when one is given', () => {
    expect(correctRouteLocale('fr', 'CH')).toBe('fr-CH');
    expect(correctRouteLocale('fr-FR', 'CH')).toBe('fr-CH');
    // A short code is a locale the storefront's country then applies to: one redirect, not two.
    expect(correctRouteLocale('CH', 'DE')).toBe('de-DE');
    expect(correctRouteLocale('fr', 'DE')).toBe('de-DE');
    expect(correctRouteLocale('de-DE', 'PL')).toBe('pl-PL');
    expect(correctRouteLocale('xx-YY', 'LV')).toBe('lv-LV');
    expect(correctRouteLocale('ru-lv', 'lv')).toBe('ru-LV');
  });

  it('always returns a locale in route form', () => {
    for (const param of ['de-de', 'pl', 'xx-PL', 'en-DE', 'nonsense']) {
      expect(correctRouteLocale(param)).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
    }
  });
});
