// How the site writes its own addresses. Links, forms, canonical and hreflang URLs, JSON-LD and
// the sitemap all go through these, so that a page has one spelling everywhere.
import type { Language } from './constants.ts';
import { PAGES } from './pages.ts';

export const PRODUCTS_PATH = PAGES.products.path;
export const CONTACT_PATH = PAGES.contact.path;
export const COMPARE_PATH = PAGES.compare.path;
export const QUOTE_PATH = PAGES.quote.path;

/** A page's path in a language: "products?category=x" in ru → "/ru/products?category=x"; "" → "/ru/". */
export function pagePath(language: Language, path = ''): string {
  return `/${language}/${path.replace(/^\/+/, '')}`;
}

/** The absolute URL of a page of this site in a language. */
export function pageUrl(origin: string, language: Language, path: string): string {
  return origin + pagePath(language, path);
}

/** A product's page, after the language. */
export function productPath(slug: string): string {
  return `${PRODUCTS_PATH}/${slug}`;
}

/** The product list filtered by a category, after the language. */
export function categoryPath(slug: string): string {
  return `${PRODUCTS_PATH}?category=${encodeURIComponent(slug)}`;
}

/** The contact page with its message started about a product, after the language. */
export function askAboutProductPath(slug: string): string {
  return `${CONTACT_PATH}?product=${encodeURIComponent(slug)}`;
}

/**
 * The compare page of these products, after the language: their slugs as given, joined by commas
 * written as commas (the page's canonical order is compareSearch's, shared/compare/compare-query.ts).
 */
export function comparePath(slugs: readonly string[]): string {
  return slugs.length ? `${COMPARE_PATH}?products=${slugs.join(',')}` : COMPARE_PATH;
}

/** A phone number as a tel: URL: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}
