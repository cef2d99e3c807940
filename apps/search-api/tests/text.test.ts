import { allowedEdits, analyse, editDistance, fold, stem, tokenize } from '../src/engine/text';

describe('tokenizer', () => {
  it('lowercases and folds diacritics, ß and ł', () => {
    expect(fold('Gießkanne Größe Łódź Čern')).toBe('giesskanne grosse lodz cern');
  });

  it('splits on anything that is not a letter or digit', () => {
    expect(tokenize('T-Shirt, 42 cm / Café-Crème')).toEqual(['t', 'shirt', '42', 'cm', 'cafe', 'creme']);
  });

  it('stems singular and plural to the same term per language', () => {
    expect(stem('chairs', 'en')).toBe(stem('chair', 'en'));
    expect(stem('batteries', 'en')).toBe('battery');
    expect(stem('glass', 'en')).toBe('glass');
    expect(stem('schuhe', 'de')).toBe(stem('schuhen', 'de'));
    expect(stem('chaussures', 'fr')).toBe(stem('chaussure', 'fr'));
    expect(stem('scarpe', 'it')).toBe(stem('scarpa', 'it'));
    expect(stem('schoenen', 'nl')).toBe(stem('schoen', 'nl'));
    expect(stem('cipok', 'hu')).toBe(stem('cipo', 'hu'));
    expect(stem('butorok', 'hu')).toBe(stem('butor', 'hu'));
  });

  it('never stems numbers or short words', () => {
    expect(stem('2000', 'de')).toBe('2000');
    expect(stem('bus', 'en')).toBe('bus');
  });

  it('analyses text into folded, stemmed terms', () => {
    expect(analyse('Rote Schuhe', 'de')).toEqual(['rot', 'schuh']);
  });
});

describe('typo tolerance primitives', () => {
  it('counts substitutions, insertions, deletions and transpositions as one edit', () => {
    expect(editDistance('chair', 'chiar', 2)).toBe(1);
    expect(editDistance('chair', 'chairs', 2)).toBe(1);
    expect(editDistance('chair', 'char', 2)).toBe(1);
    expect(editDistance('chair', 'cheir', 2)).toBe(1);
  });

  it('stops early once the distance exceeds the limit', () => {
    expect(editDistance('lantern', 'hammer', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('allows 1 edit from 5 letters, 2 from 9, none for shorter terms or numbers', () => {
    expect(allowedEdits('mug')).toBe(0);
    expect(allowedEdits('lamp')).toBe(0);
    expect(allowedEdits('lampe')).toBe(1);
    expect(allowedEdits('headphone')).toBe(2);
    expect(allowedEdits('kopfhörer')).toBe(2);
    expect(allowedEdits('sandale')).toBe(1);
    expect(allowedEdits('1234567')).toBe(0);
  });
});
