import { needsNoResultsMessage } from './messages';

describe('no-results message (SPEC §4)', () => {
  it('is loaded when there are no results', () => {
    expect(needsNoResultsMessage({ numFound: 0 })).toBe('empty');
  });
  it('is loaded when a semantic-only search has zero keyword hits', () => {
    expect(needsNoResultsMessage({ numFound: 12, xPayload: { keywordResults: { num_items_found: 0 } } })).toBe('semanticOnly');
  });
  it('is not loaded for keyword results', () => {
    expect(needsNoResultsMessage({ numFound: 12, xPayload: { keywordResults: { num_items_found: 12 } } })).toBeNull();
    expect(needsNoResultsMessage({ numFound: 12 })).toBeNull();
  });
});
