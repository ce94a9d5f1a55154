import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import type { SeedCategory } from '../../reference-api/seed/types.ts';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import { GLOSSARY } from './glossary.ts';
import { search } from './match.ts';
import { buildIndex } from './search-index.ts';

/** The demo catalogue's index per language, as the edge builds it (title and category names). */
function catalogue(language: Language) {
  const paths = new Map<string, string[]>();
  const walk = (category: SeedCategory, above: string[]) => {
    paths.set(category.slug, [category.title[language], ...above]);
    for (const child of category.children ?? []) walk(child, paths.get(category.slug)!);
  };
  for (const category of seedData.categories) walk(category, []);
  const products = seedData.products;
  const index = buildIndex(
    products.map((product) => ({ title: product.title[language], categories: paths.get(product.category)! })),
    language,
  );
  return { index, find: (query: string) => search(index, query).map((at) => products[at]!) };
}

const catalogues = Object.fromEntries(LANGUAGES.map((language) => [language, catalogue(language)])) as Record<Language, ReturnType<typeof catalogue>>;
const leaves = (categories: SeedCategory[]): SeedCategory[] =>
  categories.flatMap((category) => (category.children?.length ? leaves(category.children) : [category]));

describe('the trade glossary', () => {
  it('names every entry in all three languages, with at least one name buyers type besides the term', () => {
    for (const entry of GLOSSARY) for (const language of LANGUAGES) expect(entry.names[language].length, `${entry.concept} ${language}`).toBeGreaterThan(1);
  });

  it('covers every product type and software module of the catalogue in all three languages: its term finds it first', () => {
    const software = new Set(leaves(seedData.categories.filter((category) => category.slug === 'software')).map((category) => category.slug));
    // Every leaf category is a product type; every software product is a module of its own.
    const wanted = [
      ...leaves(seedData.categories).map((category) => ({
        what: category.slug,
        products: seedData.products.filter((product) => product.category === category.slug),
      })),
      ...seedData.products.filter((product) => software.has(product.category)).map((product) => ({ what: product.slug, products: [product] })),
    ];
    for (const language of LANGUAGES) {
      const uncovered = wanted.filter(({ products }) =>
        GLOSSARY.every(({ names }) => {
          const first = catalogues[language].find(names[language][0])[0];
          return !first || !products.includes(first);
        }),
      );
      expect(
        uncovered.map(({ what }) => what),
        language,
      ).toEqual([]);
    }
  });

  it('finds with each name buyers type what the term finds', () => {
    for (const language of LANGUAGES) {
      const { find } = catalogues[language];
      for (const { concept, names } of GLOSSARY) {
        const [term, ...typed] = names[language];
        const meant = find(term);
        // Features (an auto-cutter) are named in the features, which the list the edge indexes lacks.
        if (meant.length === 0) continue;
        for (const name of typed) expect(meant, `${language} «${name}» (${concept})`).toContain(find(name)[0]);
      }
    }
  });
});
