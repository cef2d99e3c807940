import { HttpRequestError, MockSearchApi, type Gridbox, type SearchResult } from '@shop/api-client';
import { fetchSponsored, fetchSponsoredBanners, reportAdEvent, reportPromotedEvent, sponsoredEligible, type SponsoredContext } from './sponsored';

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

  it('each promoted item knows the slot and session it was asked for; its impression and click name them with its advertisement (SPEC §7 ad events)', async () => {
    const api = new MockSearchApi({
      sponsoredProducts: { kind: 'ok', status: 200, data: [{ product_id: 'a1', advertisementId: 'ad-1' }] },
      gridboxes: { kind: 'ok', status: 200, data: [gridbox('a1', 3)] },
      adEvent: { kind: 'ok', status: 200, data: null },
    });
    const [promoted] = await fetchSponsored(api, ctx, result);
    expect(promoted!.ad).toEqual({ slot: '10104022', session: 'sess-1' });
    reportPromotedEvent(api, 'impression', promoted);
    reportPromotedEvent(api, 'click', promoted);
    // A result's own product (not promoted), or none, reports nothing.
    reportPromotedEvent(api, 'click', result.items[0] as never);
    reportPromotedEvent(api, 'impression', undefined);
    // The same answer's tile shown again (back and forward, a copy of the item): no second impression.
    reportPromotedEvent(api, 'impression', { ...promoted! });
    expect(api.callsOf('adEvent').map((c) => [c.args[0], c.args[1]])).toEqual([
      ['impression', { advertisementId: 'ad-1', slot: '10104022', session: 'sess-1' }],
      ['click', { advertisementId: 'ad-1', slot: '10104022', session: 'sess-1' }],
    ]);
    // A new page load's answer is a new impression.
    const [again] = await fetchSponsored(api, ctx, result);
    reportPromotedEvent(api, 'impression', again);
    expect(api.callsOf('adEvent').map((c) => c.args[0])).toEqual(['impression', 'click', 'impression']);
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

describe('sponsored banners (SPEC §5, §7, §9)', () => {
  const banner = (id: string) => ({ advertisementId: id, image: `/q/api/images/banners/${id}.svg`, url: `/q/query/${id}` });

  it('asks the pencil-teaser and in-grid slots of the page type and channel for at most 6 and 15 items', async () => {
    const api = new MockSearchApi({ sponsoredBanner: (input) => ({ kind: 'ok', status: 200, data: banner(input.adType) }) });
    const desktop = await fetchSponsoredBanners(api, { ...ctx, viewportWidth: 1280 }, result, 'c-42');
    const inputs = api.callsOf('sponsoredBanner').map((c) => c.args[0]);
    // Slot ids: environment 1, site 01, search 040, ad type (pencil 4, in-grid 2), channel (desktop 1).
    expect(inputs.map((i) => [i.adType, i.slot, i.count])).toEqual([
      ['pencilTeaser', '10104041', 6],
      ['inGrid', '10104021', 15],
    ]);
    expect(inputs[0]).toMatchObject({ session: 'sess-1', targets: ['p1'], user: 'c-42' });
    expect(inputs[0]).not.toHaveProperty('width');
    expect(desktop.pencil).toEqual({ banner: banner('pencilTeaser'), slot: '10104041', session: 'sess-1' });
    expect(desktop.inGrid?.banner.advertisementId).toBe('inGrid');

    const category = new MockSearchApi({ sponsoredBanner: (input) => ({ kind: 'ok', status: 200, data: banner(input.adType) }) });
    await fetchSponsoredBanners(category, { ...ctx, endpoint: { type: 'category', categoryName: 'x', categoryId: 'c12' } }, result, '');
    expect(category.callsOf('sponsoredBanner').map((c) => c.args[0].slot)).toEqual(['10103042', '10103022']);
  });

  it('SPEC §9: a width of 767 px or less asks the mobile slots (channel 2), 768 px the desktop slots (channel 1)', async () => {
    const slotsAt = async (viewportWidth: number) => {
      const api = new MockSearchApi({ sponsoredBanner: (input) => ({ kind: 'ok', status: 200, data: banner(input.adType) }) });
      await fetchSponsoredBanners(api, { ...ctx, viewportWidth }, result, '');
      return api.callsOf('sponsoredBanner').map((c) => c.args[0].slot);
    };
    expect(await slotsAt(767)).toEqual(['10104042', '10104022']);
    expect(await slotsAt(768)).toEqual(['10104041', '10104021']);
  });

  it('leaves out only the banner whose call failed (an ad failure is logged only, SPEC §8)', async () => {
    const api = new MockSearchApi({
      sponsoredBanner: (input) => (input.adType === 'inGrid' ? { kind: 'error', status: 500, error: new HttpRequestError({ statusCode: 500, reason: 'http', url: '/t/piq/request' }) } : { kind: 'ok', status: 200, data: banner('p') }),
    });
    const banners = await fetchSponsoredBanners(api, ctx, result, '');
    expect(banners.pencil?.banner.advertisementId).toBe('p');
    expect(banners.inGrid).toBeNull();
  });

  it('reports view and click events naming the banner, its slot and the session (SPEC §7 ad events)', () => {
    const api = new MockSearchApi({ adEvent: { kind: 'ok', status: 200, data: null } });
    const placed = { banner: banner('b1'), slot: '10104041', session: 'sess-1' };
    reportAdEvent(api, 'view', placed);
    reportAdEvent(api, 'click', placed);
    expect(api.callsOf('adEvent').map((c) => [c.args[0], c.args[1]])).toEqual([
      ['view', { advertisementId: 'b1', slot: '10104041', session: 'sess-1' }],
      ['click', { advertisementId: 'b1', slot: '10104041', session: 'sess-1' }],
    ]);
  });
});
