import { MockSearchApi, emptyUrlState, parseSearchResult } from './index';
import type { SearchApi } from './index';

describe('MockSearchApi', () => {
  it('records calls with their arguments and answers with the configured result', async () => {
    const data = parseSearchResult({ items: [], numFound: 0 });
    const mock = new MockSearchApi({ search: { kind: 'ok', status: 200, data } });
    const api: SearchApi = mock;
    const context = { country: 'DE', language: 'de' };
    expect(await api.search({ type: 'search' }, emptyUrlState(), context)).toEqual({ kind: 'ok', status: 200, data });
    expect(mock.callsOf('search')).toEqual([{ method: 'search', args: [{ type: 'search' }, emptyUrlState(), context, undefined] }]);
  });

  it('answers with a function of the arguments when given one', async () => {
    const mock = new MockSearchApi({ message: (key) => ({ kind: 'ok', status: 200, data: { key, value: `text of ${key}` } }) });
    expect(await mock.message('ncp', 'de_DE')).toEqual({ kind: 'ok', status: 200, data: { key: 'ncp', value: 'text of ncp' } });
  });

  it('answers a status 500 error for a method without a configured result', async () => {
    const mock = new MockSearchApi();
    expect(await mock.gridboxes('DE', 'de', ['p'])).toMatchObject({ kind: 'error', status: 500 });
    expect(mock.calls.map((c) => c.method)).toEqual(['gridboxes']);
  });
});
