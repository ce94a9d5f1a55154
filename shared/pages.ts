// The site's pages, one row each: the path after /{lang}/, whether the sitemap lists the page,
// and the message key of its menu entry. The route table, the menus, each page's canonical
// address, the sitemap and the URL helpers (urls.ts) all read it, so a page is spelled once.
// Product pages hang below `products` (urls.ts's productPath); the 404 page has no address.

interface Page {
  path: string;
  sitemap: boolean;
  /** Its title in the menus, where a menu shows it. */
  menu?: `nav.${string}`;
}

export const PAGES = {
  home: { path: '', sitemap: true, menu: 'nav.home' },
  products: { path: 'products', sitemap: true, menu: 'nav.products' },
  about: { path: 'about', sitemap: true, menu: 'nav.about' },
  contact: { path: 'contact', sitemap: true, menu: 'nav.contact' },
  partners: { path: 'partners', sitemap: true, menu: 'nav.partners' },
  reference: { path: 'reference', sitemap: true },
  certificates: { path: 'certificates', sitemap: true },
  /** Products side by side, named in its query: not indexed (docs/decisions/022-compare-noindex.md). */
  compare: { path: 'compare', sitemap: false },
  /** The visitor's quote list, which lives in their browser: the same empty page for everyone. */
  quote: { path: 'quote', sitemap: false },
  maintenance: { path: 'maintenance', sitemap: false },
  /** The search modal's JSON answers: a route, never a page a visitor sees. */
  searchResults: { path: 'search-results', sitemap: false },
} as const satisfies Record<string, Page>;

export type PageName = keyof typeof PAGES;

/** The pages the sitemap lists besides categories and products, as "/" + path ("/" is home). */
export const SITEMAP_PAGES: readonly string[] = Object.values(PAGES)
  .filter((page) => page.sitemap)
  .map((page) => `/${page.path}`);
