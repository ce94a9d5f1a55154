/**
 * Slugs as the catalogue makes them (letters, digits, _ and -), for products and categories alike:
 * anything else is never looked up, purged or put in a URL. The limit is generous (the longest
 * slug in the data is far shorter) and keeps upstream URLs and cache keys bounded.
 */
const SLUG = /^[\w-]{1,200}$/;

export function isSlug(value: string): boolean {
  return SLUG.test(value);
}
