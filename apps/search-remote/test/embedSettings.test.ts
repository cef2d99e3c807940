import { resolveSettings, resolveWidget, settingsKey } from '../src/embed/settings';

const REMOTE = 'https://search-remote.example/';

describe('embed settings (attributes of the <shop-*> elements and mount() options)', () => {
  it('defaults: de_DE, the remote origin as api base, memory routing, base path /', () => {
    const report = jest.fn();
    expect(resolveSettings({}, REMOTE, report)).toEqual({ locale: 'de_DE', apiBase: REMOTE, routing: 'memory', basePath: '/' });
    expect(report).not.toHaveBeenCalled();
  });

  it('SPEC §5 locale value: a short country or language code is matched in the tables, a locale no market has is reported', () => {
    const report = jest.fn();
    expect(resolveSettings({ locale: 'pl' }, REMOTE, report).locale).toBe('pl_PL');
    expect(resolveSettings({ locale: 'PL' }, REMOTE, report).locale).toBe('pl_PL');
    expect(resolveSettings({ locale: 'AT' }, REMOTE, report).locale).toBe('de_AT');
    expect(report).not.toHaveBeenCalled();
    expect(resolveSettings({ locale: 'en-DE' }, REMOTE, report).locale).toBe('de_DE');
    expect(report).toHaveBeenCalledWith(expect.stringContaining('locale="en-DE" is not allowed'));
  });

  it('reads a locale in either form and an api base with or without a trailing slash', () => {
    expect(resolveSettings({ locale: 'pl-PL', apiBase: 'https://shop.example/de' }, REMOTE).locale).toBe('pl_PL');
    expect(resolveSettings({ apiBase: 'https://shop.example/de?x=1' }, REMOTE).apiBase).toBe('https://shop.example/de/');
    expect(resolveSettings({ routing: 'url', basePath: '/shop/' }, REMOTE)).toMatchObject({ routing: 'url', basePath: '/shop' });
  });

  it('an unknown value gives a console error naming the allowed values and falls back to the default', () => {
    const report = jest.fn();
    const settings = resolveSettings({ routing: 'hash' as never, locale: 'klingon', apiBase: 'javascript:alert(1)', basePath: 'shop' }, REMOTE, report);
    expect(settings).toEqual({ locale: 'de_DE', apiBase: REMOTE, routing: 'memory', basePath: '/' });
    const messages = report.mock.calls.map(([m]) => m as string);
    expect(messages).toEqual([
      expect.stringContaining('locale="klingon" is not allowed; allowed values: a shop locale'),
      expect.stringContaining('routing="hash" is not allowed; allowed values: memory, url'),
      expect.stringContaining('api-base="javascript:alert(1)" is not allowed'),
      expect.stringContaining('base-path="shop" is not allowed'),
    ]);
  });

  it('widgets: the four names and their exposed modules\' names; anything else is reported, never silently the whole page', () => {
    const report = jest.fn();
    expect(['SearchPage', 'SearchBox', 'Filters', 'Results'].map((w) => resolveWidget(w, report))).toEqual(['SearchPage', 'SearchBox', 'Filters', 'Results']);
    expect(['SuggestionBox', 'FilterPanel', 'SearchGrid'].map((w) => resolveWidget(w, report))).toEqual(['SearchBox', 'Filters', 'Results']);
    expect(report).not.toHaveBeenCalled();
    expect(resolveWidget('Facets', report)).toBe('SearchPage');
    expect(report).toHaveBeenCalledWith(expect.stringContaining('allowed values: SearchPage, SearchBox, Filters, Results'));
  });

  it('widgets with equal settings share a key; any difference separates them', () => {
    const a = resolveSettings({ locale: 'de-DE', apiBase: 'https://shop.example' }, REMOTE);
    const b = resolveSettings({ locale: 'de_DE', apiBase: 'https://shop.example/' }, REMOTE);
    expect(settingsKey(a)).toBe(settingsKey(b));
    expect(settingsKey(resolveSettings({ locale: 'pl-PL', apiBase: 'https://shop.example' }, REMOTE))).not.toBe(settingsKey(a));
  });
});
