import { createShopI18n, ownerNamespace, ownKey, registerTexts, TEXT_OWNER } from '../src';

describe('texts per owner in the one i18next instance (issue 8)', () => {
  it("serves a remote's namespace through the loader the remote registered, next to the host's copy", async () => {
    const i18n = await createShopI18n('de_DE', { ns: ['search'] });
    const remoteTexts = jest.fn(async () => ({ heading: { all: 'Alle Produkte, neu' } }));
    expect(registerTexts(i18n, 'search', remoteTexts)).toBe(true);
    await i18n.loadNamespaces(ownerNamespace('search', 'search'));
    expect(remoteTexts).toHaveBeenCalledWith('de-DE', 'search');
    expect(i18n.t('heading.all', { ns: 'search/search' })).toBe('Alle Produkte, neu');
    // The host's copy is untouched by the remote's.
    expect(i18n.t('heading.all', { ns: 'search' })).toBe('Alle Produkte');
  });

  it('loads the registered owner texts again for a new language', async () => {
    const i18n = await createShopI18n('de_DE', { ns: ['host'] });
    const remoteTexts = jest.fn(async (language: string) => ({ title: `title ${language}` }));
    registerTexts(i18n, 'evaluation', remoteTexts);
    await i18n.loadNamespaces('evaluation/evaluation');
    await i18n.changeLanguage('pl-PL');
    expect(i18n.t('title', { ns: 'evaluation/evaluation' })).toBe('title pl-PL');
  });

  it("never serves an owner that registered no texts from another owner's copy", async () => {
    const i18n = await createShopI18n('de_DE', { ns: ['search'] });
    await i18n.loadNamespaces('category/search');
    expect(i18n.hasResourceBundle('de-DE', 'category/search')).toBe(false);
    expect(i18n.t('heading.all', { ns: 'category/search' })).toBe('heading.all');
  });

  it('keeps the first loader an owner registered', async () => {
    const i18n = await createShopI18n('de_DE', { ns: ['host'] });
    const first = jest.fn(async () => ({ a: 'first' }));
    const second = jest.fn(async () => ({ a: 'second' }));
    registerTexts(i18n, 'search', first);
    registerTexts(i18n, 'search', second);
    await i18n.loadNamespaces('search/uiKit');
    expect(i18n.t('a', { ns: 'search/uiKit' })).toBe('first');
    expect(second).not.toHaveBeenCalled();
  });

  it('names namespaces per owner: the host plain, a remote prefixed; ns:key prefixes follow', () => {
    expect(TEXT_OWNER).toBe('host');
    expect(ownerNamespace('host', 'uiKit')).toBe('uiKit');
    expect(ownerNamespace('search', 'uiKit')).toBe('search/uiKit');
    expect(ownKey('uiKit:tile.sponsored', 'search')).toBe('search/uiKit:tile.sponsored');
    expect(ownKey('uiKit:tile.sponsored', 'host')).toBe('uiKit:tile.sponsored');
    expect(ownKey('tile.sponsored', 'search')).toBe('tile.sponsored');
    expect(ownKey('other:key', 'search')).toBe('other:key');
  });

  it('creates a standalone instance of a remote with its own prefixed namespaces', async () => {
    const i18n = await createShopI18n('de_DE', { ns: ['search'], owner: 'search' });
    expect(i18n.hasResourceBundle('de-DE', 'search/search')).toBe(true);
    expect(i18n.t('heading.all', { ns: 'search/search' })).toBe('Alle Produkte');
  });
});
