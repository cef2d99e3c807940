import { cleanGrades, correctionsFile, correctionsFileName, exportKey, readGrades, readVerdict, storageKey, verdictKey, writeGrades, writeVerdict, type GradeStore } from './judgments';

function memoryStore(): GradeStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('grades kept per query in sessionStorage', () => {
  it('keeps grades per locale and query, so a reload gets them back', () => {
    const store = memoryStore();
    writeGrades(store, storageKey('en_GB', 'lamp'), { p1: 3, p2: 0 });
    expect(readGrades(store, storageKey('en_GB', 'lamp'))).toEqual({ p1: 3, p2: 0 });
    expect(readGrades(store, storageKey('nl_NL', 'lamp'))).toEqual({});
    expect(readGrades(store, storageKey('en_GB', 'lamps'))).toEqual({});
  });

  it('removes the entry when no grade is left', () => {
    const store = memoryStore();
    const key = storageKey('en_GB', 'lamp');
    writeGrades(store, key, { p1: 1 });
    writeGrades(store, key, {});
    expect(store.data.has(key)).toBe(false);
  });

  it('drops what is not a grade 0–3 and survives unreadable or refused storage', () => {
    expect(cleanGrades({ p1: 2, p2: 4, p3: '1', p4: -1 })).toEqual({ p1: 2 });
    const store = memoryStore();
    store.data.set('k', '{not json');
    expect(readGrades(store, 'k')).toEqual({});
    expect(readGrades(null, 'k')).toEqual({});
    const refusing: GradeStore = { getItem: () => null, setItem: () => { throw new Error('quota'); }, removeItem: () => undefined };
    expect(() => writeGrades(refusing, 'k', { p1: 1 })).not.toThrow();
  });
});

describe('export in the shape of corrections.json products', () => {
  it('puts the grades under the query id, product ids sorted', () => {
    const file = correctionsFile('en-035', { p9: 1, p1: 3 });
    expect(JSON.parse(file)).toEqual({ products: { 'en-035': { p1: 3, p9: 1 } } });
    expect(Object.keys((JSON.parse(file) as { products: Record<string, object> }).products['en-035']!)).toEqual(['p1', 'p9']);
  });

  it('keys a query the judged set lacks by locale and query', () => {
    expect(exportKey('de-012', 'de_DE', 'lampe')).toBe('de-012');
    expect(exportKey(undefined, 'de_DE', 'rote lampe')).toBe('de_DE:rote lampe');
  });

  it('names the file from the key with safe characters only', () => {
    expect(correctionsFileName('en-035')).toBe('corrections-en-035.json');
    expect(correctionsFileName('de_DE:../rote <lampe>')).toBe('corrections-de_DE-..-rote-lampe.json');
  });
});

describe('a comparison’s verdict kept per locale, pair and query', () => {
  it('is read back for the same comparison only, and nothing else in the store is taken for one', () => {
    const store = memoryStore();
    writeVerdict(store, verdictKey('en_GB', 0, 3, 'lamp'), 'preferLeft');
    expect(readVerdict(store, verdictKey('en_GB', 0, 3, 'lamp'))).toBe('preferLeft');
    expect(readVerdict(store, verdictKey('en_GB', 0, 3, 'sofa'))).toBeNull();
    expect(readVerdict(store, verdictKey('en_GB', 0, 1, 'lamp'))).toBeNull();
    expect(readVerdict(store, verdictKey('nl_NL', 0, 3, 'lamp'))).toBeNull();
    store.data.set(verdictKey('en_GB', 0, 3, 'odd'), 'left');
    expect(readVerdict(store, verdictKey('en_GB', 0, 3, 'odd'))).toBeNull();
    expect(readVerdict(null, 'k')).toBeNull();
  });
});

describe('grades of every product an answer can hold', () => {
  it('keeps a grade under the longest id an answer carries (its texts are cut at 300 characters), and no longer one', () => {
    const long = 'p'.repeat(300);
    expect(cleanGrades({ [long]: 3 })).toEqual({ [long]: 3 });
    expect(cleanGrades({ [`${long}x`]: 3 })).toEqual({});
  });
});
