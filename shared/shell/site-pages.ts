// The site's public pages, without the language prefix, and how a page's URL reads in another
// language. The sitemap, the canonical and hreflang links and the quality gates all use these,
// so that they agree.

/** Pages listed in the sitemap besides categories and products (not maintenance, not 404). */
export const SITEMAP_PAGES = ['/', '/products', '/about', '/contact', '/partners', '/reference', '/certificates'] as const;
