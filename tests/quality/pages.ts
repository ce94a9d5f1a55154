// The one list of pages every quality gate checks (accessibility, valid HTML, size budgets,
// Lighthouse): every route of the site, in az, en and ru. A new route is one line here.
import { seedData } from '../../reference-api/seed/index.ts';
import { LANGUAGES, type Language } from '../../shared/constants.ts';

export type PageKind = 'home' | 'product-list' | 'product-detail' | 'other';

export interface CheckedPage {
  name: string;
  /** The path after the language prefix. */
  path: string;
  kind: PageKind;
}

const product = seedData.products.find((p) => p.images.length > 1 && p.features.length > 0)!;
const category = seedData.categories.find((c) => c.children?.length)!;

export const PAGES: CheckedPage[] = [
  { name: 'home', path: '/', kind: 'home' },
  { name: 'product list', path: '/products', kind: 'product-list' },
  { name: 'product list, category', path: `/products?category=${category.slug}`, kind: 'product-list' },
  { name: 'product list, search', path: '/products?search=printer', kind: 'product-list' },
  { name: 'product detail', path: `/products/${product.slug}`, kind: 'product-detail' },
  { name: 'about', path: '/about', kind: 'other' },
  { name: 'contact', path: '/contact', kind: 'other' },
  { name: 'partners', path: '/partners', kind: 'other' },
  { name: 'reference', path: '/reference', kind: 'other' },
  { name: 'certificates', path: '/certificates', kind: 'other' },
  { name: 'maintenance', path: '/maintenance', kind: 'other' },
  { name: 'not found', path: '/no-such-page', kind: 'other' },
];

export interface LocalizedPage extends CheckedPage {
  language: Language;
  /** The full path, e.g. /ru/products?category=printers. */
  url: string;
}

export const LOCALIZED_PAGES: LocalizedPage[] = LANGUAGES.flatMap((language) => PAGES.map((page) => ({ ...page, language, url: `/${language}${page.path}` })));
