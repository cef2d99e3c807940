import { MockSearchApi } from '@shop/api-client';
import { createShopQueryClient, isShellQueryClient } from '@shop/listing';
import { createPageQueryClient, firstPageQuery } from './pageTree';
import { matchRoute, type LocaleJudge } from './routing/routes';

const judge: LocaleJudge = () => ({ kind: 'ok' });
const stateOf = (path: string, search = '') => firstPageQuery(new MockSearchApi(), matchRoute(path, search, judge), search, 'de_DE')?.queryKey[4];

describe('the first page query the shell starts (SPEC §2 aliases)', () => {
  it('the search alias searches its SEO text, dashes as spaces', () => {
    expect(stateOf('/c/garden-chairs/a123')).toMatchObject({ q: 'garden chairs' });
    expect(stateOf('/c/garden-chairs/a123', '?q=sofa')).toMatchObject({ q: 'sofa' });
  });

  it("the cqe alias's SEO text is its name, not a query: the prefetch asks what the CqeView asks", () => {
    expect(stateOf('/c/cozy-living/s123')).not.toHaveProperty('q');
    expect(stateOf('/c/cozy-living/s123', '?q=sofa')).toMatchObject({ q: 'sofa' });
  });
});

describe("the shell's query client", () => {
  it("is marked as the shell's, so a remote's module knows it renders in the shop; a widget's own client is not", () => {
    expect(isShellQueryClient(createPageQueryClient())).toBe(true);
    expect(isShellQueryClient(createShopQueryClient())).toBe(false);
  });
});
