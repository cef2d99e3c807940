import shopPreloadPlugin, { markAnnouncedByServer } from './preloadPlugin';

type Hook = NonNullable<ReturnType<typeof shopPreloadPlugin>['beforePreloadRemote']>;
type HookArgs = Parameters<Hook>[0];

const op = (nameOrAlias: string, expose: string) => ({ nameOrAlias, exposes: [expose], resourceCategory: 'sync' as const, share: false, depsRemote: false });

describe('the runtime leaves the page remote preloads to the server (issue 9)', () => {
  it("drops the runtime's preloads of the module the page's HTML announces, in the array the runtime reads on", async () => {
    markAnnouncedByServer('search/SearchPage');
    const preloadOps = [op('search', './SearchPage'), op('category', './CategoryPage'), op('search', './SuggestionBox')];
    const args = { preloadOps, options: {}, origin: {} } as unknown as HookArgs;
    await shopPreloadPlugin().beforePreloadRemote?.(args);
    expect(preloadOps.map((o) => `${o.nameOrAlias}/${o.exposes[0]}`)).toEqual(['category/./CategoryPage', 'search/./SuggestionBox']);
  });

  it('keeps every preload of a module the page did not announce (a page opened later in the browser)', async () => {
    const preloadOps = [op('category', './BrandPage')];
    await shopPreloadPlugin().beforePreloadRemote?.({ preloadOps, options: {}, origin: {} } as unknown as HookArgs);
    expect(preloadOps).toHaveLength(1);
  });
});
