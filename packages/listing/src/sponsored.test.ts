import { MockSearchApi, type Gridbox, type SearchResult } from '@shop/api-client';
import { fetchSponsored, sponsoredEligible, type SponsoredContext } from './sponsored';

const CONSENT = `cookie_consent=${encodeURIComponent('{"marketing":true}')}`;
const ctx: SponsoredContext = {
  endpoint: { type: 'search' },
  country: 'DE',
  language: 'de',
  cookies: CONSENT,
  isEmbedded: false,
  viewportWidth: 390,
  session: 'sess-1',
};

function gridbox(productId: string, availabilityIndicator: 1 | 2 | 3): Gridbox {
  return {
    productId,
    keyfacts: { title: `Product ${productId}` },
    price: { price: 10 },
    stockAvailability: { availabilityIndicator },
  } as Gridbox;
}

const result = {
  items: [{ code: 'p1', gridbox: gridbox('p1', 3) }],
  selections: { values: [] },
  facets: [],
} as unknown as SearchResult;

describe('sponsored products (SPEC §4, §6)', () => {
  it('are fetched with marketing consent, sponsoring enabled, not embedded, not on cqe, unfiltered', () => {
    expect(sponsoredEligible(ctx, result)).toBe(true);
  });

  it.each<[string, Partial<SponsoredContext>]>([
    ['without marketing consent', { cookies: '' }],
    ['in a country without sponsoring', { country: 'DK' }],
    ['when the page is embedded', { isEmbedded: true }],
    ['on a custom query embeddings page', { endpoint: { type: 'cqe', id: 'x' } }],
  ])('are not fetched %s', (_, patch) => {
    expect(sponsoredEligible({ ...ctx, ...patch }, result)).toBe(false);
  });

  it('are skipped with selected facet values', () => {
    const filtered = { ...result, selections: { values: [{ code: 'brand', value: 'x', label: 'x', url: '/', link: { type: 'search' } }] } } as unknown as SearchResult;
    expect(sponsoredEligible(ctx, filtered)).toBe(false);
  });

  it('promotes only available products from the ad answer, looked up by product id', async () => {
    const api = new MockSearchApi({
      sponsoredProducts: { kind: 'ok', status: 200, data: [{ product_id: 'a1', advertisementId: 'ad-1' }, { product_id: 'a2', advertisementId: 'ad-2' }] },
      gridboxes: { kind: 'ok', status: 200, data: [gridbox('a1', 3), gridbox('a2', 1)] },
    });
    const items = await fetchSponsored(api, ctx, result);
    expect(items.map((i) => i.gridbox.productId)).toEqual(['a1']);
    expect(items[0]!.gridbox).toMatchObject({ promoted: true, advertisementId: 'ad-1' });
    const [input] = api.callsOf('sponsoredProducts')[0]!.args;
    expect(input).toMatchObject({ session: 'sess-1', slot: '10104022', targets: ['p1'], count: 2 });
  });

  it('targets the category on category pages', async () => {
    const api = new MockSearchApi({ sponsoredProducts: { kind: 'ok', status: 200, data: [] } });
    await fetchSponsored(api, { ...ctx, endpoint: { type: 'category', categoryName: 'x', categoryId: 'c12' } }, result);
    expect(api.callsOf('sponsoredProducts')[0]!.args[0]).toMatchObject({ targets: ['c12'], slot: '10103022' });
  });

  it('give nothing, without throwing, when the ad service fails (logged only, the page continues)', async () => {
    const api = new MockSearchApi({});
    await expect(fetchSponsored(api, ctx, result)).resolves.toEqual([]);
  });
});
