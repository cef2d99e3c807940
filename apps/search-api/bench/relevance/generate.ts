/**
 * Builds the judged query set from the catalogue's own data: product types, partial types, brand + type,
 * colour + type, material + type, article numbers, typos, diacritics left out, department groups and brands are
 * derived per language; plurals, compounds, inflected forms and synonyms come from the hand-written table below.
 * Hand corrections of the generated part live in apps/search-api/relevance/corrections.json and are applied last,
 * so a re-run keeps them.
 * Run: npx tsx apps/search-api/bench/relevance/generate.ts   (writes apps/search-api/relevance/judged-set.json)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildCatalogue,
  FLAG_FLASH_SALES,
  FLAG_NO_GRIDBOX,
  FLAG_PREVENT_SELLING,
  FLAG_PREVIEW,
  type Catalogue,
  type Category,
} from '../../src/catalogue/catalogue';
import { createRng, type Rng } from '../../src/catalogue/prng';
import { COLOURS, LANGUAGES, MATERIALS, wordIn, type Language } from '../../src/catalogue/vocabulary';
import { fold } from '../../src/engine/text';
import { LOCALE_OF, type Grade, type GradeRule, type JudgedQuery, type JudgedSet, type Tier } from '../../src/relevance/judgements';

const DIR = path.resolve(__dirname, '../../relevance');
const HIDDEN = FLAG_PREVIEW | FLAG_PREVENT_SELLING | FLAG_FLASH_SALES | FLAG_NO_GRIDBOX;

/** A hand-written query: leaves named by their English name, with a grade each. */
interface HandQuery {
  q: string;
  kind: string;
  tier: Tier;
  intent: string;
  grades: Record<string, Grade>;
  colour?: string;
}

const SHOES = ['Running shoe', 'Canvas sneaker', 'Trail shoe', 'Ankle boot', 'Hiking boot', 'Rain boot', 'Slipper', 'Sandal', 'Flip-flop'];
const allShoes = (grade: Grade): Record<string, Grade> => Object.fromEntries(SHOES.map((s) => [s, grade]));
const LAMPS: Record<string, Grade> = { 'Solar lamp': 3, Lantern: 2, 'Smart bulb': 2, 'String lights': 1 };
const CHAIRS: Record<string, Grade> = { 'Garden chair': 3, 'Office chair': 3, Armchair: 2 };
const JACKETS: Record<string, Grade> = { 'Rain jacket': 3, 'Fleece jacket': 3, 'Winter coat': 2 };
// A dog bed is a bed too, but not the one a shopper typing "bed" usually means.
const BEDS: Record<string, Grade> = { 'Bed frame': 3, 'Dog bed': 2 };

const HAND: Record<Language, HandQuery[]> = {
  en: [
    { q: 'lamp', kind: 'synonym', tier: 'head', intent: 'any lamp or light', grades: LAMPS },
    { q: 'lamps', kind: 'plural', tier: 'head', intent: 'any lamp or light', grades: LAMPS },
    { q: 'tables', kind: 'plural', tier: 'head', intent: 'a table', grades: { 'Coffee table': 3, Nightstand: 2, Desk: 2, Workbench: 1 } },
    { q: 'chairs', kind: 'plural', tier: 'head', intent: 'a chair', grades: CHAIRS },
    { q: 'shoes', kind: 'plural', tier: 'head', intent: 'shoes', grades: allShoes(3) },
    { q: 'jackets', kind: 'plural', tier: 'torso', intent: 'a jacket', grades: JACKETS },
    { q: 'bed', kind: 'partial', tier: 'head', intent: 'a bed', grades: BEDS },
    { q: 'black sofas', kind: 'colour-type', tier: 'torso', intent: 'a black sofa', grades: { Sofa: 3 }, colour: 'Black' },
  ],
  de: [
    { q: 'lampe', kind: 'synonym', tier: 'head', intent: 'any lamp or light', grades: LAMPS },
    { q: 'Lampe', kind: 'synonym', tier: 'head', intent: 'any lamp or light', grades: LAMPS },
    { q: 'lampen', kind: 'plural', tier: 'head', intent: 'any lamp or light', grades: LAMPS },
    { q: 'leuchte', kind: 'synonym', tier: 'torso', intent: 'any lamp or light', grades: LAMPS },
    { q: 'solarlampe', kind: 'compound', tier: 'torso', intent: 'a solar lamp', grades: { 'Solar lamp': 3, Lantern: 1, 'String lights': 1 } },
    { q: 'tisch', kind: 'compound', tier: 'head', intent: 'a table', grades: { 'Coffee table': 3, Nightstand: 3, Desk: 3, Workbench: 1 } },
    { q: 'kaffee', kind: 'synonym', tier: 'tail', intent: 'something for coffee', grades: { Mug: 2, Kettle: 1, 'Coffee table': 1 } },
    { q: 'stühle', kind: 'plural', tier: 'head', intent: 'a chair', grades: CHAIRS },
    { q: 'schuhe', kind: 'plural', tier: 'head', intent: 'shoes', grades: allShoes(3) },
    { q: 'jacke', kind: 'compound', tier: 'head', intent: 'a jacket', grades: JACKETS },
    { q: 'schwarze sofas', kind: 'colour-type', tier: 'torso', intent: 'a black sofa', grades: { Sofa: 3 }, colour: 'Black' },
    { q: 'bett', kind: 'compound', tier: 'head', intent: 'a bed', grades: BEDS },
    { q: 'schrank', kind: 'compound', tier: 'torso', intent: 'a wardrobe', grades: { Wardrobe: 3 } },
    { q: 'rucksäcke', kind: 'plural', tier: 'torso', intent: 'a backpack', grades: { Backpack: 3, 'School backpack': 3 } },
  ],
  fr: [
    { q: 'lampes', kind: 'plural', tier: 'head', intent: 'any lamp or light', grades: LAMPS },
    { q: 'chaises', kind: 'plural', tier: 'head', intent: 'a chair', grades: CHAIRS },
    { q: 'tables', kind: 'plural', tier: 'head', intent: 'a table', grades: { 'Coffee table': 3, Nightstand: 3, Desk: 2, Workbench: 1 } },
    { q: 'chaussures', kind: 'plural', tier: 'head', intent: 'shoes', grades: allShoes(3) },
    { q: 'vestes', kind: 'plural', tier: 'torso', intent: 'a jacket', grades: JACKETS },
    { q: 'lit', kind: 'partial', tier: 'head', intent: 'a bed', grades: BEDS },
    { q: 'canapés noirs', kind: 'colour-type', tier: 'torso', intent: 'a black sofa', grades: { Sofa: 3 }, colour: 'Black' },
  ],
  it: [
    { q: 'lampade', kind: 'plural', tier: 'head', intent: 'any lamp or light', grades: LAMPS },
    { q: 'sedie', kind: 'plural', tier: 'head', intent: 'a chair', grades: CHAIRS },
    { q: 'tavolo', kind: 'synonym', tier: 'head', intent: 'a table', grades: { 'Coffee table': 3, Desk: 2, Nightstand: 2, Workbench: 1 } },
    { q: 'scarpe', kind: 'plural', tier: 'head', intent: 'shoes', grades: allShoes(3) },
    { q: 'giacche', kind: 'plural', tier: 'torso', intent: 'a jacket', grades: JACKETS },
    { q: 'letto', kind: 'partial', tier: 'head', intent: 'a bed', grades: BEDS },
    { q: 'divani neri', kind: 'colour-type', tier: 'torso', intent: 'a black sofa', grades: { Sofa: 3 }, colour: 'Black' },
  ],
  nl: [
    { q: 'lamp', kind: 'compound', tier: 'head', intent: 'any lamp or light', grades: { ...LAMPS, 'Smart bulb': 3 } },
    { q: 'lampen', kind: 'plural', tier: 'head', intent: 'any lamp or light', grades: { ...LAMPS, 'Smart bulb': 3 } },
    { q: 'tafel', kind: 'compound', tier: 'head', intent: 'a table', grades: { 'Coffee table': 3, Desk: 2, Nightstand: 2, Workbench: 1 } },
    { q: 'stoelen', kind: 'plural', tier: 'head', intent: 'a chair', grades: CHAIRS },
    { q: 'schoenen', kind: 'plural', tier: 'head', intent: 'shoes', grades: allShoes(3) },
    { q: 'jas', kind: 'compound', tier: 'torso', intent: 'a jacket or coat', grades: { 'Rain jacket': 3, 'Winter coat': 3, 'Fleece jacket': 3 } },
    { q: 'fietsen', kind: 'plural', tier: 'torso', intent: 'a bicycle', grades: { Bicycle: 3, 'Bike helmet': 1, 'Bike lock': 1 } },
  ],
  pl: [
    { q: 'lampy', kind: 'plural', tier: 'head', intent: 'any lamp or light', grades: LAMPS },
    { q: 'lozko', kind: 'diacritics', tier: 'head', intent: 'a bed', grades: BEDS },
    { q: 'łóżka', kind: 'inflection', tier: 'torso', intent: 'a bed', grades: BEDS },
    { q: 'krzesła', kind: 'plural', tier: 'head', intent: 'a chair', grades: CHAIRS },
    { q: 'buty', kind: 'plural', tier: 'head', intent: 'shoes', grades: allShoes(3) },
    { q: 'kurtki', kind: 'plural', tier: 'torso', intent: 'a jacket', grades: { 'Rain jacket': 3, 'Fleece jacket': 2, 'Winter coat': 2 } },
    { q: 'stolik', kind: 'partial', tier: 'torso', intent: 'a small table', grades: { 'Coffee table': 3, Nightstand: 2, Desk: 2, Workbench: 1 } },
    { q: 'rowery', kind: 'plural', tier: 'torso', intent: 'a bicycle', grades: { Bicycle: 3 } },
  ],
  cs: [
    { q: 'lampy', kind: 'plural', tier: 'head', intent: 'any lamp or light', grades: LAMPS },
    { q: 'postel', kind: 'inflection', tier: 'head', intent: 'a bed', grades: BEDS },
    { q: 'zidle', kind: 'diacritics', tier: 'head', intent: 'a chair', grades: CHAIRS },
    { q: 'boty', kind: 'plural', tier: 'head', intent: 'shoes', grades: allShoes(3) },
    { q: 'stul', kind: 'diacritics', tier: 'torso', intent: 'a table', grades: { Desk: 3, Workbench: 2, 'Coffee table': 2, Nightstand: 2 } },
    { q: 'bundy', kind: 'plural', tier: 'torso', intent: 'a jacket', grades: { 'Fleece jacket': 3, 'Rain jacket': 3, 'Winter coat': 2 } },
    { q: 'kola', kind: 'plural', tier: 'torso', intent: 'a bicycle', grades: { Bicycle: 3, 'Bike lock': 1 } },
  ],
  hu: [
    { q: 'lámpa', kind: 'compound', tier: 'head', intent: 'any lamp or light', grades: LAMPS },
    { q: 'lámpák', kind: 'plural', tier: 'head', intent: 'any lamp or light', grades: LAMPS },
    { q: 'szék', kind: 'partial', tier: 'head', intent: 'a chair', grades: CHAIRS },
    { q: 'székek', kind: 'plural', tier: 'head', intent: 'a chair', grades: CHAIRS },
    { q: 'cipő', kind: 'compound', tier: 'head', intent: 'shoes', grades: allShoes(3) },
    { q: 'asztal', kind: 'compound', tier: 'head', intent: 'a table', grades: { 'Coffee table': 3, Desk: 3, Nightstand: 2, Workbench: 1 } },
    { q: 'kabát', kind: 'compound', tier: 'torso', intent: 'a coat', grades: { 'Winter coat': 3, 'Rain jacket': 3, 'Fleece jacket': 2 } },
  ],
};

/** Head word of a multi-word type name: first in Romance languages and Polish, last elsewhere. */
const HEAD_FIRST = new Set<Language>(['fr', 'it', 'pl']);

interface Corrections {
  /** Generated query ids to drop (the generator got them wrong). */
  drop: string[];
  /** Per query id, product grades set by hand. */
  products: Record<string, Record<string, Grade>>;
  /** Per query id, rules replaced by hand. */
  rules: Record<string, GradeRule[]>;
}

function leafByEnglish(catalogue: Catalogue): Map<string, Category> {
  return new Map(catalogue.leaves.map((leaf) => [leaf.names.en, leaf]));
}

function typo(word: string, rng: Rng): string {
  const at = 1 + Math.floor(rng() * (word.length - 3));
  const kind = Math.floor(rng() * 3);
  if (kind === 0) return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + (word[at] ?? '') + word.slice(at);
}

/** Other types whose name holds this type's whole name ("Sac à dos scolaire" is a "Sac à dos" too): grade 2. */
function containingRule(catalogue: Catalogue, leaf: Category, language: Language): GradeRule[] {
  const name = ` ${fold(leaf.names[language])} `;
  const others = catalogue.leaves.filter((other) => other !== leaf && ` ${fold(other.names[language])} `.includes(name));
  return others.length > 0 ? [{ grade: 2, leaf: others.map((o) => o.id) }] : [];
}

function siblingsRule(leaf: Category, grade: Grade): GradeRule {
  return { grade, leaf: (leaf.parent?.children ?? []).filter((c) => c !== leaf).map((c) => c.id) };
}

function generateLanguage(catalogue: Catalogue, language: Language): JudgedQuery[] {
  const rng = createRng(1000 + LANGUAGES.indexOf(language));
  const queries: JudgedQuery[] = [];
  const seen = new Set<string>();
  const locale = LOCALE_OF[language];
  const add = (q: string, kind: string, tier: Tier, intent: string, rules: GradeRule[]) => {
    const key = fold(q).trim();
    if (seen.has(key)) return;
    seen.add(key);
    queries.push({ id: `${language}-${String(queries.length + 1).padStart(3, '0')}`, language, locale, q, tier, kind, intent, rules, products: {} });
  };
  const leaves = catalogue.leaves;
  const p = catalogue.products;
  const nameOf = (leaf: Category) => leaf.names[language];

  // Product types, spread over the departments.
  for (let k = 0; k < 8; k++) {
    const leaf = leaves[(k * 13 + LANGUAGES.indexOf(language) * 5) % leaves.length] as Category;
    const q = k % 2 === 0 ? nameOf(leaf) : nameOf(leaf).toLowerCase();
    add(q, 'type', 'head', `a ${leaf.names.en.toLowerCase()}`, [
      { grade: 3, leaf: [leaf.id] },
      ...containingRule(catalogue, leaf, language),
      siblingsRule(leaf, 1),
    ]);
  }
  // The head word of multi-word type names: every type whose name has that head word is what was asked for.
  const heads = new Map<string, Category[]>();
  for (const leaf of leaves) {
    const words = nameOf(leaf).split(/[\s-]+/).filter((w) => w.length >= 4);
    if (nameOf(leaf).split(/\s+/).length < 2 || words.length === 0) continue;
    const head = fold(HEAD_FIRST.has(language) ? (words[0] ?? '') : (words[words.length - 1] ?? ''));
    heads.set(head, [...(heads.get(head) ?? []), leaf]);
  }
  const shared = [...heads.entries()].filter(([, ls]) => ls.length >= 2).sort((a, b) => b[1].length - a[1].length);
  for (const [head, ls] of shared.slice(0, 4)) {
    add(head, 'partial', 'torso', `any of: ${ls.map((l) => l.names.en).join(', ')}`, [{ grade: 3, leaf: ls.map((l) => l.id) }]);
  }
  // Brand + type, colour + type, material + type from real products.
  // Products the shop shows (not preview, not blocked, with a gridbox), so an article number can be found.
  const product = (): number => {
    for (;;) {
      const d = Math.floor(rng() * catalogue.size);
      if (((p.flags[d] ?? 0) & HIDDEN) === 0) return d;
    }
  };
  for (let k = 0; k < 4; k++) {
    const d = product();
    const leaf = catalogue.categories[p.leaf[d] ?? 0] as Category;
    const brand = catalogue.brands[p.brand[d] ?? 0]?.name ?? '';
    add(`${brand} ${nameOf(leaf)}`, 'brand-type', 'torso', `a ${leaf.names.en.toLowerCase()} by ${brand}`, [
      { grade: 3, leaf: [leaf.id], brand: [brand] },
      { grade: 1, leaf: [leaf.id] },
    ]);
  }
  for (let k = 0; k < 4; k++) {
    const d = product();
    const leaf = catalogue.categories[p.leaf[d] ?? 0] as Category;
    const colour = p.colour[d] ?? 0;
    const colourWord = wordIn(COLOURS[colour] ?? '', language).toLowerCase();
    const q = k % 2 === 0 ? `${nameOf(leaf)} ${colourWord}` : `${colourWord} ${nameOf(leaf).toLowerCase()}`;
    add(q, 'colour-type', 'torso', `a ${wordIn(COLOURS[colour] ?? '', 'en').toLowerCase()} ${leaf.names.en.toLowerCase()}`, [
      { grade: 3, leaf: [leaf.id], colour: [colour] },
      { grade: 1, leaf: [leaf.id] },
    ]);
  }
  for (let k = 0, found = 0; k < 50 && found < 2; k++) {
    const d = product();
    const material = p.material[d] ?? -1;
    if (material < 0) continue;
    found++;
    const leaf = catalogue.categories[p.leaf[d] ?? 0] as Category;
    add(`${nameOf(leaf)} ${wordIn(MATERIALS[material] ?? '', language)}`, 'material-type', 'tail', `a ${leaf.names.en.toLowerCase()} of ${wordIn(MATERIALS[material] ?? '', 'en').toLowerCase()}`, [
      { grade: 3, leaf: [leaf.id], material: [material] },
      { grade: 1, leaf: [leaf.id] },
    ]);
  }
  // Article numbers.
  for (let k = 0; k < 3; k++) {
    const d = product();
    add(p.erpNumber[d] ?? '', 'article', 'tail', 'the product with this article number', [{ grade: 3, product: [p.productId[d] ?? ''] }]);
  }
  // Typos of single-word types of at least 6 letters.
  const typoable = leaves.filter((leaf) => /^\p{L}{6,}$/u.test(nameOf(leaf)));
  for (let k = 0; k < 5 && typoable.length > 0; k++) {
    const leaf = typoable[Math.floor(rng() * typoable.length)] as Category;
    add(typo(nameOf(leaf).toLowerCase(), rng), 'typo', 'tail', `a ${leaf.names.en.toLowerCase()} (typed with a typo)`, [
      { grade: 3, leaf: [leaf.id] },
      siblingsRule(leaf, 1),
    ]);
  }
  // Diacritics left out.
  const accented = leaves.filter((leaf) => fold(nameOf(leaf)) !== nameOf(leaf).toLowerCase());
  for (let k = 0; k < 4 && accented.length > 0; k++) {
    const leaf = accented[(k * 7 + 3) % accented.length] as Category;
    add(fold(nameOf(leaf)), 'diacritics', 'torso', `a ${leaf.names.en.toLowerCase()} (typed without diacritics)`, [
      { grade: 3, leaf: [leaf.id] },
      siblingsRule(leaf, 1),
    ]);
  }
  // Department groups and brands.
  const groups = catalogue.categories.filter((c) => c.depth === 2);
  for (let k = 0; k < 2; k++) {
    const group = groups[(k * 17 + LANGUAGES.indexOf(language) * 3) % groups.length] as Category;
    add(group.names[language], 'group', 'head', `anything in ${group.names.en}`, [{ grade: 3, leaf: group.children.map((c) => c.id) }]);
  }
  for (let k = 0; k < 2; k++) {
    const brand = catalogue.brands[p.brand[product()] ?? 0]?.name ?? '';
    add(brand, 'brand', 'torso', `anything by ${brand}`, [{ grade: 3, brand: [brand] }]);
  }
  // Plurals, compounds, inflection, synonyms written by hand.
  const byEnglish = leafByEnglish(catalogue);
  for (const hand of HAND[language]) {
    const rules: GradeRule[] = Object.entries(hand.grades).map(([english, grade]) => {
      const leaf = byEnglish.get(english);
      if (!leaf) throw new Error(`no leaf named ${english}`);
      return { grade, leaf: [leaf.id] };
    });
    if (hand.colour !== undefined) {
      const colour = COLOURS.findIndex((c) => wordIn(c, 'en') === hand.colour);
      for (const rule of rules) {
        if (rule.grade === 3) {
          rules.push({ ...rule, grade: 1 });
          rule.colour = [colour];
        }
      }
    }
    add(hand.q, hand.kind, hand.tier, hand.intent, rules);
  }
  // Fill up to 40 with more product types.
  for (let k = 8; queries.length < 40; k++) {
    const leaf = leaves[(k * 13 + LANGUAGES.indexOf(language) * 5) % leaves.length] as Category;
    add(nameOf(leaf).toLowerCase(), 'type', 'head', `a ${leaf.names.en.toLowerCase()}`, [
      { grade: 3, leaf: [leaf.id] },
      ...containingRule(catalogue, leaf, language),
      siblingsRule(leaf, 1),
    ]);
  }
  return queries;
}

export function generate(catalogue: Catalogue, corrections: Corrections): JudgedSet {
  const queries = LANGUAGES.flatMap((language) => generateLanguage(catalogue, language))
    .filter((query) => !corrections.drop.includes(query.id))
    .map((query) => ({
      ...query,
      rules: corrections.rules[query.id] ?? query.rules,
      products: { ...query.products, ...corrections.products[query.id] },
    }));
  return { version: 1, catalogueChecksum: catalogue.checksum, queries };
}

function main(): void {
  const corrections = JSON.parse(readFileSync(path.join(DIR, 'corrections.json'), 'utf8')) as Corrections;
  const set = generate(buildCatalogue(), corrections);
  const lines = set.queries.map((query) => `    ${JSON.stringify(query)}`);
  writeFileSync(
    path.join(DIR, 'judged-set.json'),
    `{\n  "version": 1,\n  "catalogueChecksum": ${JSON.stringify(set.catalogueChecksum)},\n  "queries": [\n${lines.join(',\n')}\n  ]\n}\n`,
  );
  const perLanguage = LANGUAGES.map((l) => `${l} ${set.queries.filter((q) => q.language === l).length}`).join(', ');
  console.log(`${set.queries.length} judged queries (${perLanguage})`);
}

if (require.main === module) main();
