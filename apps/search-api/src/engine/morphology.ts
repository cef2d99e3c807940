/**
 * Language knowledge of the engine: Snowball stemmers (Orama's TypeScript ports of the Snowball project's
 * algorithms; Polish and Czech have none there, so they keep our light suffix stripping), compound parts for
 * German, Dutch and Hungarian, and the few synonyms the catalogue needs.
 *
 * Why @orama/stemmers and not snowball-stemmers: both run the same Snowball algorithms, but snowball-stemmers (one
 * release, transpiled from Java, a property getter per character access) took 0.3 ms a word in Node and 1.3 ms in
 * Jest, which doubled the index build; Orama's ports take about a tenth of that and are maintained.
 */
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as hungarian } from '@orama/stemmers/hungarian';
import { stemmer as italian } from '@orama/stemmers/italian';
import type { Language } from '../catalogue/vocabulary';
import { fold, stem as lightStem } from './text';

const SNOWBALL: Partial<Record<Language, (word: string) => string>> = {
  en: english,
  de: german,
  fr: french,
  it: italian,
  nl: dutch,
  hu: hungarian,
};

/**
 * The index terms of one word: its Snowball stem (on the word with its diacritics, then folded) and our light
 * stem of the folded word. Both are kept because either alone misses pairs (Dutch fiets/fietsen, Hungarian
 * lámpa/lámpák, Italian divano/divani meet only under one of them). `snowball: false` gives the light stem only
 * (for names, such as brands, that are no words of the language).
 */
export function stems(word: string, language: Language, snowball = true): string[] {
  if (!snowball) {
    const folded = fold(word);
    return [/\d/.test(folded) || folded.length < 3 ? folded : lightStem(folded, language)];
  }
  const key = `${language}:${word}`;
  let found = stemCache.get(key);
  if (!found) {
    found = computeStems(word, language);
    // The index's vocabulary is small and fixed; query words are not, so the memo is bounded.
    if (stemCache.size >= STEM_CACHE_SIZE) stemCache.clear();
    stemCache.set(key, found);
  }
  return found;
}

const STEM_CACHE_SIZE = 20_000;
const stemCache = new Map<string, string[]>();

function computeStems(word: string, language: Language): string[] {
  const folded = fold(word);
  if (/\d/.test(folded) || folded.length < 3) return [folded];
  const light = lightStem(folded, language);
  const stemmer = SNOWBALL[language];
  const snow = stemmer ? fold(stemmer(word.toLowerCase())) : light;
  return snow === light || snow.length < 3 ? [light] : [light, snow];
}

/**
 * Words that stand as the last part of compounds (Couch|tisch, Salon|tafel, Dohányzó|asztal) or as the first
 * (Solar|leuchte), besides every word of the catalogue's own vocabulary, which is added at index time.
 */
export const COMPOUND_PARTS: Partial<Record<Language, readonly string[]>> = {
  de: ['tisch', 'stuhl', 'schuh', 'leuchte', 'lampe', 'bett', 'schrank', 'jacke', 'mantel', 'kanne', 'topf', 'pfanne', 'helm',
    'schloss', 'tasche', 'rucksack', 'spiel', 'zeug', 'kette', 'regal', 'creme', 'gel', 'tuch', 'solar', 'licht', 'garten',
    'sonne', 'hund', 'katze', 'kaffee', 'wasser', 'schul', 'kinder', 'hantel', 'band', 'matte', 'lotion', 'stiefel', 'sneaker',
    'kocher', 'säge', 'schrauber', 'schleifer', 'werkzeug', 'kamera', 'steckdose', 'birne', 'lautsprecher', 'streu', 'futter', 'leine'],
  nl: ['tafel', 'stoel', 'schoen', 'lamp', 'jas', 'kast', 'bed', 'pan', 'zak', 'tas', 'mat', 'laars', 'helm', 'slot', 'speelgoed',
    'spel', 'fiets', 'hond', 'kat', 'zon', 'tuin', 'bak', 'doos', 'trommel', 'gel', 'krem'],
  hu: ['asztal', 'kabát', 'cipő', 'lámpa', 'szék', 'csizma', 'táska', 'zsák', 'szekrény', 'polc', 'ágy', 'kanna', 'edény',
    'készlet', 'játék', 'kerékpár', 'sisak', 'zár', 'toll', 'doboz', 'krém', 'fürdő', 'kutya', 'macska'],
};

/** Query stem → further index stems it means, per language (folded, stemmed like index terms). */
const SYNONYM_WORDS: Partial<Record<Language, readonly (readonly string[])[]>> = {
  de: [['lampe', 'leuchte'], ['kaffee', 'becher'], ['tasse', 'becher'], ['couch', 'sofa'], ['kanapee', 'sofa']],
  en: [['lamp', 'light'], ['cupboard', 'wardrobe'], ['couch', 'sofa'], ['table', 'desk']],
  fr: [['lampe', 'lanterne'], ['tasse', 'mug'], ['sofa', 'canapé']],
  it: [['tavolo', 'tavolino'], ['lampada', 'lanterna'], ['sofà', 'divano']],
  nl: [['lamp', 'lantaarn'], ['couch', 'bank'], ['tafel', 'bureau']],
  pl: [['lampa', 'latarnia'], ['kanapa', 'sofa'], ['stół', 'stolik']],
  cs: [['lampa', 'lucerna'], ['gauč', 'pohovka'], ['stůl', 'stolek']],
  hu: [['lámpa', 'lámpás'], ['kanapé', 'kanapé']],
};

const synonymTables = new Map<Language, Map<string, string[]>>();

/** Stems a query stem stands for besides itself (both directions of each pair). */
export function synonyms(stemmed: string, language: Language): readonly string[] {
  let table = synonymTables.get(language);
  if (!table) {
    table = new Map();
    for (const [a = '', b = ''] of SYNONYM_WORDS[language] ?? []) {
      for (const sa of stems(a, language)) {
        for (const sb of stems(b, language)) {
          if (sa === sb) continue;
          table.set(sa, [...(table.get(sa) ?? []), sb]);
          table.set(sb, [...(table.get(sb) ?? []), sa]);
        }
      }
    }
    synonymTables.set(language, table);
  }
  return table.get(stemmed) ?? [];
}

/** Linking letters German and Dutch put between compound parts (Hund-e-bett, Fahrrad-s-schloss). */
const LINKS = ['', 's', 'e', 'n', 'en', 'es'];
const MIN_PART = 3;

/**
 * Splits a folded compound into known parts (each at least 3 letters), longest head first; null when no split
 * into two known parts exists. `known` says whether a folded word is a known part.
 */
export function splitCompound(word: string, known: (part: string) => boolean): [string, string] | null {
  for (let at = word.length - MIN_PART; at >= MIN_PART; at--) {
    const tail = word.slice(at);
    if (!known(tail)) continue;
    for (const link of LINKS) {
      const head = word.slice(0, at);
      if (!head.endsWith(link)) continue;
      const bare = head.slice(0, head.length - link.length);
      if (bare.length >= MIN_PART && known(bare)) return [bare, tail];
    }
  }
  return null;
}
