import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import type { SeedCategory } from '../../reference-api/seed/types.ts';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import { VOCABULARY_PRODUCTS } from '../../tests/support/vocabulary-products.ts';
import { renamedCatalogue } from '../../scripts/bench-search/renamed-catalogue.ts';
import { featureWords } from './feature-words.ts';
import { VOCABULARY } from './vocabulary.ts';
import { search } from './match.ts';
import { buildIndex } from './search-index.ts';
import { meaningful } from './stopwords.ts';

/** Entries that name what a product has, not what it is: a catalogue names these in its specifications. */
const FEATURES = new Set(VOCABULARY.filter((entry) => entry.feature).map((entry) => entry.concept));

/** The demo catalogue's index per language, as the Worker builds it: title and category names, with features when asked. */
function demoCatalogue(language: Language, withFeatures = false) {
  const paths = new Map<string, string[]>();
  const walk = (category: SeedCategory, above: string[]) => {
    paths.set(category.slug, [category.title[language], ...above]);
    for (const child of category.children ?? []) walk(child, paths.get(category.slug)!);
  };
  for (const category of seedData.categories) walk(category, []);
  const products = seedData.products;
  const index = buildIndex(
    products.map((product) => ({
      title: product.title[language],
      categories: paths.get(product.category)!,
      ...(withFeatures
        ? { features: featureWords((product.features ?? []).map((feature) => ({ name: feature.name[language], value: feature.value[language] }))).features }
        : {}),
    })),
    language,
  );
  return { index, find: (query: string) => search(index, query).map((at) => products[at]!.slug) };
}

const leaves = (categories: SeedCategory[]): SeedCategory[] =>
  categories.flatMap((category) => (category.children?.length ? leaves(category.children) : [category]));

describe('the trade vocabulary', () => {
  it('names every entry in all three languages, each name with a word search reads (not only function words)', () => {
    for (const entry of VOCABULARY) {
      for (const language of LANGUAGES) {
        expect(entry.names[language].length, `${entry.concept} ${language}`).toBeGreaterThan(1);
        for (const name of [...entry.names[language], ...(entry.wider?.[language] ?? [])])
          expect(meaningful(name, language), `${language} «${name}»`).not.toEqual([]);
      }
    }
  });

  it('says for every entry of a product or a program which demo products it names (tests/support/vocabulary-products.ts), or that it names a feature', () => {
    for (const { concept } of VOCABULARY) expect(FEATURES.has(concept) || concept in VOCABULARY_PRODUCTS, concept).toBe(true);
    for (const concept of Object.keys(VOCABULARY_PRODUCTS)) expect(VOCABULARY.map((entry) => entry.concept)).toContain(concept);
    for (const { concept, holds } of VOCABULARY)
      for (const held of holds ?? [])
        expect(
          VOCABULARY.map((entry) => entry.concept),
          `${concept} holds ${held}`,
        ).toContain(held);
  });

  it('covers every product type and software module of the demo catalogue in all three languages: its term finds it first', () => {
    const software = new Set(leaves(seedData.categories.filter((category) => category.slug === 'software')).map((category) => category.slug));
    // Every leaf category is a product type; every software product is a module of its own.
    const wanted = [
      ...leaves(seedData.categories).map((category) => ({
        what: category.slug,
        products: seedData.products.filter((product) => product.category === category.slug).map((product) => product.slug),
      })),
      ...seedData.products.filter((product) => software.has(product.category)).map((product) => ({ what: product.slug, products: [product.slug] })),
    ];
    for (const language of LANGUAGES) {
      const { find } = demoCatalogue(language);
      const uncovered = wanted.filter(({ products }) => VOCABULARY.every(({ names }) => !products.includes(find(names[language][0])[0] ?? '')));
      expect(
        uncovered.map(({ what }) => what),
        language,
      ).toEqual([]);
    }
  });

  // The catalogue names its products otherwise than this site does: every name buyers use finds them all the same.
  it.each(LANGUAGES)('%s: each name of a product or a program finds its products in a catalogue that names them differently', (language) => {
    const items = renamedCatalogue(language);
    const index = buildIndex(items, language);
    const failures: string[] = [];
    // A wider word ('terminal', 'display') leads to several entries: any of their products is a fine first answer.
    const widening = (word: string) =>
      VOCABULARY.filter(({ wider }) => wider?.[language]?.includes(word)).flatMap(({ concept }) => [
        ...(VOCABULARY_PRODUCTS[concept]?.must ?? []),
        ...(VOCABULARY_PRODUCTS[concept]?.also ?? []),
      ]);
    for (const { concept, names, wider, soldAs } of VOCABULARY) {
      // An entry sold as another (an online cash register, ККТ, as a POS terminal) finds that one's products.
      const wanted = VOCABULARY_PRODUCTS[soldAs ?? concept];
      if (!wanted) continue;
      for (const name of [...names[language], ...(wider?.[language] ?? [])]) {
        const found = search(index, name).map((at) => items[at]!.slug);
        const missing = wanted.must.filter((slug) => !found.includes(slug));
        const first = found[0];
        const fine = [...wanted.must, ...(wanted.also ?? []), ...widening(name)];
        if (missing.length > 0) failures.push(`«${name}» (${concept}) misses ${missing.join(', ')}`);
        else if (!first || !fine.includes(first)) failures.push(`«${name}» (${concept}) offers ${first} first`);
      }
    }
    expect(failures).toEqual([]);
  });

  // A word the trade says alone for the whole kind ('accounting', az 'anbar', az 'displey') leads to the kind's names:
  // it finds the products a catalogue titles by another of them ("bookkeeping", "sklad proqramı", "alıcı ekranı").
  it.each([
    ['en', 'accounting', false, ['hesab-books-start-accounting-software', 'hesab-books-business-accounting-software']],
    ['az', 'anbar', false, ['hesab-stock-inventory-management-software']],
    ['az', 'displey', false, VOCABULARY_PRODUCTS['customer display']!.must],
    // The multi-user program is accounting software too: what sets it apart, said with the bare word, puts it first.
    ['en', 'accounting with IFRS for a group of companies', true, ['hesab-books-business-accounting-software']],
  ] as [Language, string, boolean, string[]][])('%s «%s» finds first the products the trade means by it', (language, query, details, wanted) => {
    const items = renamedCatalogue(language, details);
    const found = search(buildIndex(items, language), query).map((at) => items[at]!.slug);
    expect(found.slice(0, wanted.length).sort()).toEqual([...wanted].sort());
  });

  // A brand the trade names a kind by ("Zebra kimi", «типа Sunmi») is a wider word of that kind: a catalogue that sells a
  // product of the brand as another kind ("Zebra" cash drawer) keeps it that kind, and the brand still finds it.
  it.each(LANGUAGES)('%s: a brand that leads to a kind does not make a product of that brand that kind', (language) => {
    // The brands among the vocabulary's wider words (the vocabulary does not mark them apart).
    const brands = new Set([
      'Sunmi',
      'iMin',
      'Posiflex',
      'Evotor',
      'Эвотор',
      'Атол',
      'Epson',
      'Star Micronics',
      'Zebra',
      'зебра',
      'Godex',
      'TSC',
      'Dymo',
      'Honeywell',
      'Datalogic',
      'CAS',
      'Mettler',
      'Xero',
      'QuickBooks',
      'iiko',
      'R-Keeper',
      'Poster',
      'Toast',
      'MoySklad',
      'МойСклад',
      'Newland',
      'ньюленд',
      'Urovo',
      'уробо',
      'Brother',
      'Bizerba',
      'бизерба',
      'DIGI',
      'диджи',
      'Elo',
      'ркипер',
      'икспринтер',
    ]);
    const drawer = VOCABULARY.find(({ concept }) => concept === 'cash drawer')!.names[language][0];
    const failures: string[] = [];
    for (const { concept, names, wider, feature } of VOCABULARY) {
      if (feature) continue;
      for (const brand of (wider?.[language] ?? []).filter((word) => brands.has(word))) {
        const items = [...renamedCatalogue(language), { slug: 'brand-drawer', title: `${brand} ${drawer}`, categories: [drawer] }];
        const index = buildIndex(items, language);
        const find = (query: string) => search(index, query).map((at) => items[at]!.slug);
        if (find(names[language][0]).includes('brand-drawer')) failures.push(`«${names[language][0]}» (${concept}) finds the ${brand} drawer`);
        if (!find(brand).includes('brand-drawer')) failures.push(`«${brand}» does not find the ${brand} drawer`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('finds with each name of a feature what its site term finds in the demo specifications', () => {
    for (const language of LANGUAGES) {
      const { find } = demoCatalogue(language, true);
      for (const { concept, names } of VOCABULARY) {
        if (!FEATURES.has(concept)) continue;
        const [term, ...others] = names[language];
        const meant = find(term);
        // A feature only specifications name ("Kəsicinin xidmət müddəti: 1,5 mln kəsmə") ranks like the description: not offered alone.
        if (meant.length === 0) continue;
        for (const name of others) expect(meant, `${language} «${name}» (${concept})`).toContain(find(name)[0]);
      }
    }
  });
});
