/** robots.txt: the site is open to crawlers; the JSON endpoints and the purge are not pages. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /_api/', 'Disallow: /_purge', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
