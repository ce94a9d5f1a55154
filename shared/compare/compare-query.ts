// The compare page's address: /{lang}/compare?products=a,b,c, its product slugs each once, in
// one order (the slugs' own, sorted), written with plain commas. Any other spelling of the same
// list (another order, repeats, %2C, other parameters) is a 301 to it before anything is rendered
// (worker/render/canonical-url.ts); which of the slugs are known is the loader's to say.
import { isSlug } from '../data/slug.ts';

/**
 * Slugs read from an address at most: a list past the four the page shows is cut to its first
 * known four by the loader, and this bounds what a crafted address can make it look up.
 */
export const COMPARE_READ_MAX = 12;

/** The slugs an address names: every `products` value split at commas, valid slugs only, each once, sorted. */
export function compareSlugs(params: URLSearchParams): string[] {
  const slugs = params
    .getAll('products')
    .flatMap((value) => value.split(','))
    .map((slug) => slug.trim())
    .filter(isSlug);
  return [...new Set(slugs)].sort().slice(0, COMPARE_READ_MAX);
}

/** The page's canonical query string: '' without products, else `?products=a,b`. */
export function compareSearch(params: URLSearchParams): string {
  const slugs = compareSlugs(params);
  return slugs.length ? `?products=${slugs.join(',')}` : '';
}
