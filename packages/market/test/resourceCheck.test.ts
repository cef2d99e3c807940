import { join } from 'node:path';

import { problemsOf } from './resourceCheck';

const FIXTURES = join(__dirname, 'fixtures', 'resources');

describe('the translation check used by resources.test.ts', () => {
  it('finds no problem in a complete set with the four Czech plural forms', () => {
    expect(problemsOf(FIXTURES, 'cs_CZ', 'search')).toEqual([]);
  });

  it('reports missing, empty and unexpected keys, lost or unknown placeholders and missing plural forms', () => {
    expect(problemsOf(FIXTURES, 'pl_PL', 'search').sort()).toEqual(
      [
        'empty field.label',
        'missing field.clear',
        'heading lacks {{q}}',
        'heading has unknown {{query}}',
        'resultCount_few lacks {{count}}',
        'missing resultCount_many',
        'unexpected extra',
      ].sort(),
    );
  });

  it('rejects plural forms the locale does not use (French has no few)', () => {
    expect(problemsOf(FIXTURES, 'fr_FR', 'search')).toEqual(['unexpected resultCount_few']);
  });

  it('reports a missing file', () => {
    expect(problemsOf(FIXTURES, 'de_DE', 'search')).toEqual(['de_DE/search.json is missing']);
  });
});
