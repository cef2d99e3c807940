/** Wire bodies as the API sends them (README conventions), for client and validator tests. */

export function productItem(productId: string, gridbox: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    resultClass: 'product',
    type: 'product',
    code: productId,
    label: `Product ${productId}`,
    url: `/p/${productId}`,
    link: { type: 'search', q: productId },
    gridbox: {
      productId,
      keyfacts: { title: `Product ${productId}` },
      price: { price: 19.99, currency: 'EUR' },
      stockAvailability: { availabilityIndicator: 3 },
      ...gridbox,
    },
    tracking: { position: 1, origPos: 1, list: 'search' },
  };
}

export function searchBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'search',
    version: '2.1.0',
    q: 'shoe',
    locale: 'de_DE',
    assortment: 'DE',
    numFound: 2,
    offset: 0,
    fetchsize: 48,
    sort: 'relevance',
    items: [productItem('p1'), productItem('p2')],
    facets: [
      {
        code: 'brand',
        label: 'Brand',
        type: 'TEXT',
        selector: 'OR',
        topvalues: [],
        values: [
          { label: 'Nordwind', value: 'Nordwind', selected: false, count: 2, url: '/q/search?q=shoe&brand=Nordwind', link: { type: 'search', q: 'shoe', filter: { brand: ['Nordwind'] } } },
        ],
      },
    ],
    ...overrides,
  };
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

export interface FakeFetch {
  fetch: typeof fetch;
  requests: { url: string; init: RequestInit }[];
}

/** A fetch that answers from a queue (the last reply repeats) and records each request. */
export function fakeFetch(...replies: Reply[]): FakeFetch {
  const requests: FakeFetch['requests'] = [];
  let i = 0;
  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    requests.push({ url: String(input), init });
    const reply = replies[Math.min(i++, replies.length - 1)] ?? {};
    const text = reply.body === undefined ? null : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status ?? 200, headers: reply.headers ?? { 'Content-Type': 'application/json' } });
  };
  return { fetch: fetchFn as typeof fetch, requests };
}
