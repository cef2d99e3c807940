import { applyRouteMiddleware, PAGE_MIDDLEWARE, ROUTE_MIDDLEWARE } from './routeMiddleware';
import { matchRoute, type LocaleJudge, type PageMatch } from './routes';

const judge: LocaleJudge = (segment) => (segment === 'de-DE' ? { kind: 'ok' } : { kind: 'invalid' });
const page = (over: Partial<PageMatch> = {}): PageMatch => ({ kind: 'page', page: 'search', module: 'search/SearchPage', params: {}, ...over });

describe('route middleware (SPEC §5, §8)', () => {
  it('gives a 500 with the message "Unknown middleware" plus its name for a middleware nobody registered', () => {
    expect(applyRouteMiddleware(page(), judge, { search: ['locale', 'geoFence'] })).toEqual({
      kind: 'error',
      status: 500,
      message: 'Unknown middleware geoFence',
    });
  });

  it('does not take inherited object members for middleware', () => {
    expect(applyRouteMiddleware(page(), judge, { search: ['toString'] })).toMatchObject({ kind: 'error', message: 'Unknown middleware toString' });
  });

  it('makes a failing route validity check a 404 (SPEC §5)', () => {
    expect(applyRouteMiddleware(page({ routeLocale: 'xx-YY' }), judge)).toEqual({ kind: 'notFound' });
    expect(applyRouteMiddleware(page({ page: 'category', params: { categoryId: 'x12' } }), judge)).toEqual({ kind: 'notFound' });
  });

  it('lets a page whose checks pass render, and passes redirects and 404s through', () => {
    const ok = page({ routeLocale: 'de-DE' });
    expect(applyRouteMiddleware(ok, judge)).toBe(ok);
    expect(applyRouteMiddleware({ kind: 'notFound' }, judge)).toEqual({ kind: 'notFound' });
    const redirect = { kind: 'redirect', to: '/q/search', status: 302 } as const;
    expect(applyRouteMiddleware(redirect, judge)).toBe(redirect);
  });

  it('names only registered middleware in the shell route table', () => {
    const named = Object.values(PAGE_MIDDLEWARE).flat();
    expect(named.filter((name) => !Object.hasOwn(ROUTE_MIDDLEWARE, name))).toEqual([]);
    expect(applyRouteMiddleware(matchRoute('/h/de-DE/garden/c12', '', judge), judge)).toMatchObject({ kind: 'page', page: 'category' });
  });
});
