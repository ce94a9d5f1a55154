// A synthetic catalogue of any size for measuring search at scale (npm run bench:search and the
// memory test): the demo products again and again, each copy with a brand and model number of
// its own, its category path, features and description, so that the vocabulary grows as a real
// catalogue's does (every model number is a new word), not only the count.
import { seedData } from '../../reference-api/seed/index.ts';
import type { SeedCategory } from '../../reference-api/seed/types.ts';
import type { Language } from '../../shared/constants.ts';
import type { ProductSummary } from '../../shared/data/types.ts';

export interface SyntheticProduct {
  slug: string;
  title: string;
  categories: string[];
  features: string[];
  description: string;
}

const BRANDS = [
  'Atol',
  'Sunmi',
  'Posiflex',
  'Zebra',
  'Honeywell',
  'Datalogic',
  'Epson',
  'Bixolon',
  'Citizen',
  'Xprinter',
  'Shtrih',
  'Mertech',
  'CAS',
  'Massa-K',
  'Newland',
  'Urovo',
];

function categoryPaths(language: Language): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  const walk = (category: SeedCategory, above: string[]) => {
    const path = [category.title[language], ...above];
    paths.set(category.slug, path);
    for (const child of category.children ?? []) walk(child, path);
  };
  for (const category of seedData.categories) walk(category, []);
  return paths;
}

/** `count` products in one language; the same count and language always give the same catalogue. */
export function syntheticCatalogue(count: number, language: Language): SyntheticProduct[] {
  const paths = categoryPaths(language);
  const seed = seedData.products;
  return Array.from({ length: count }, (_, index) => {
    const product = seed[index % seed.length]!;
    const brand = BRANDS[Math.floor(index / seed.length) % BRANDS.length]!;
    const model = `${brand.slice(0, 2).toUpperCase()}-${100 + Math.floor(index / seed.length)}`;
    // The model number of the original (TP-80, CD-405) becomes this copy's own.
    const title = `${brand} ${product.title[language].replace(/\b[A-Z]{1,3}-?\d+[A-Z]?\b/, model)}`;
    return {
      slug: `${product.slug}-${index}`,
      title,
      categories: paths.get(product.category) ?? [],
      features: product.features.map((feature) => `${feature.name[language]}: ${feature.value[language]}`),
      description: product.description[language].replace(/<[^>]*>/g, ' '),
    };
  });
}

/** The list items (cards) of a synthetic catalogue, as the upstream's product list gives them (about 600 bytes each). */
export function syntheticCards(products: readonly SyntheticProduct[]): ProductSummary[] {
  return products.map((product, index) => {
    const [leaf, ...above] = product.categories;
    const category = [leaf, ...above].reduceRight<ProductSummary['category']>(
      (parent, title) => (title === undefined ? parent : { slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), title, parent }),
      null,
    );
    return {
      slug: product.slug,
      title: product.title,
      price: 50 + ((index * 37) % 4950),
      discount: index % 7 === 0 ? 10 : null,
      is_new: index % 5 === 0,
      created_at: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString(),
      updated_at: null,
      images: [1, 2].map((id) => ({ id: index * 10 + id, url: `https://api.hesabpos.az/media/products/${product.slug}-${id}.webp` })),
      category,
    };
  });
}
