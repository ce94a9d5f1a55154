// The one list of pages every quality gate checks (accessibility, valid HTML, size budgets,
// Lighthouse): every route of the site, in az, en and ru. A new route is one line here.
import { seedData } from '../../reference-api/seed/index.ts';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import { PAGES as SITE_PAGES } from '../../shared/pages.ts';
import { categoryPath, comparePath, PRODUCTS_PATH, productPath, QUOTE_PATH } from '../../shared/urls.ts';

export type PageKind = 'home' | 'product-list' | 'product-detail' | 'other';

export interface CheckedPage {
  name: string;
  /** The path after the language prefix. */
  path: string;
  kind: PageKind;
}

const product = seedData.products.find((p) => p.images.length > 1 && p.features.length > 0)!;
const category = seedData.categories.find((c) => c.children?.length)!;
/** Two products of one category, side by side. */
const compared = seedData.products
  .filter((p) => p.category === product.category)
  .slice(0, 2)
  .map((p) => p.slug)
  .sort();

/** A page of the table (shared/pages.ts) that has no kind of its own. */
const other = (name: 'about' | 'contact' | 'partners' | 'reference' | 'certificates' | 'maintenance'): CheckedPage => ({
  name,
  path: `/${SITE_PAGES[name].path}`,
  kind: 'other',
});

export const PAGES: CheckedPage[] = [
  { name: 'home', path: `/${SITE_PAGES.home.path}`, kind: 'home' },
  { name: 'product list', path: `/${PRODUCTS_PATH}`, kind: 'product-list' },
  { name: 'product list, category', path: `/${categoryPath(category.slug)}`, kind: 'product-list' },
  { name: 'product list, search', path: `/${PRODUCTS_PATH}?search=printer`, kind: 'product-list' },
  { name: 'product detail', path: `/${productPath(product.slug)}`, kind: 'product-detail' },
  ...(['about', 'contact', 'partners', 'reference', 'certificates', 'maintenance'] as const).map(other),
  { name: 'compare', path: `/${comparePath(compared)}`, kind: 'other' },
  { name: 'quote list', path: `/${QUOTE_PATH}`, kind: 'other' },
  { name: 'not found', path: '/no-such-page', kind: 'other' },
];

export interface LocalizedPage extends CheckedPage {
  language: Language;
  /** The full path, e.g. /ru/products?category=printers. */
  url: string;
}

export const LOCALIZED_PAGES: LocalizedPage[] = LANGUAGES.flatMap((language) => PAGES.map((page) => ({ ...page, language, url: `/${language}${page.path}` })));
