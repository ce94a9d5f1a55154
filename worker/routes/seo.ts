// For crawlers: robots.txt (the site is open to them; the JSON endpoints and the purge are not
// pages) and sitemap.xml: every page and every product in az, en and ru, each with its hreflang
// alternates (x-default → az) and lastmod, from the upstream through the cache. Past
// SITEMAP_MAX_URLS it becomes a sitemap index of numbered sitemaps.
import { Hono } from 'hono';
import { createDataApi } from '../../shared/data/api.ts';
import type { Category, ProductSummary } from '../../shared/data/types.ts';
import type { DataSource } from '../../shared/data/source.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants.ts';
import { SITEMAP_PAGES } from '../../shared/pages.ts';
import { categoryPath, pagePath as alternatePath, PRODUCTS_PATH, productPath } from '../../shared/urls.ts';
import { fixedOrigin, publicOrigin, readConfig } from '../core/config.ts';
import type { WorkerEnv } from '../core/env.ts';
import { CODE_ONLY, codeOnly, dataAnswerHeaders } from '../core/http-cache.ts';

/** URLs per sitemap file (the protocol allows 50,000; smaller files are friendlier to crawlers). */
export const SITEMAP_MAX_URLS = 10_000;

/** `path`: without the language prefix, e.g. "/products/x" or "/products?category=y". */
type Entry = { path: string; lastmod?: string };

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** W3C datetime, the date part is enough for crawlers. */
const day = (iso: string | null | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toISOString().slice(0, 10) : undefined);

async function sitemapEntries(source: DataSource): Promise<Entry[]> {
  const api = createDataApi(source, DEFAULT_LANGUAGE);
  const [products, categories] = await Promise.all([api.allProducts(), api.categories()]);
  const lastmods = products.results.map((product: ProductSummary) => day(product.updated_at ?? product.created_at));
  const newest = lastmods.toSorted().findLast((date) => date !== undefined);
  const flat = (list: Category[]): Category[] => list.flatMap((category) => [category, ...flat(category.children)]);
  return [
    ...SITEMAP_PAGES.map((path) => ({ path, lastmod: path === '/' || path === `/${PRODUCTS_PATH}` ? newest : undefined })),
    ...flat(categories.results).map((category) => ({ path: `/${categoryPath(category.slug)}`, lastmod: newest })),
    ...products.results.map((product, index) => ({ path: `/${productPath(encodeURIComponent(product.slug))}`, lastmod: lastmods[index] })),
  ];
}

/** The entry's <url> in each language, each with the same alternates. */
function urlElement(origin: string, { path, lastmod }: Entry): string[] {
  const href = (language: Language) => escapeXml(origin + alternatePath(language, path));
  const alternates = [...LANGUAGES, 'x-default' as const].map(
    (hreflang) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href(hreflang === 'x-default' ? DEFAULT_LANGUAGE : hreflang)}"/>`,
  );
  return LANGUAGES.map((language) => `<url><loc>${href(language)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates.join('')}</url>`);
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The sitemap (or index) for /sitemap.xml, or numbered part n ≥ 1; undefined when no such part. */
export function renderSitemap(origin: string, entries: Entry[], part?: number): string | undefined {
  const urls = entries.flatMap((entry) => urlElement(origin, entry));
  const parts = Math.ceil(urls.length / SITEMAP_MAX_URLS);
  if (part === undefined && parts > 1) {
    const sitemaps = Array.from({ length: parts }, (_, index) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`);
    return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
  }
  const index = part === undefined ? 0 : part - 1;
  if (index < 0 || index >= Math.max(parts, 1) || (part !== undefined && parts <= 1)) return undefined;
  const slice = urls.slice(index * SITEMAP_MAX_URLS, (index + 1) * SITEMAP_MAX_URLS);
  return `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${slice.join('\n')}\n</urlset>\n`;
}

const robotsTxt = (origin: string) =>
  ['User-agent: *', 'Allow: /', 'Disallow: /_api/', 'Disallow: /_purge', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');

export const seo = new Hono<WorkerEnv>();

seo.get('/robots.txt', (c) => c.text(robotsTxt(publicOrigin(c.env, c.req.url)), 200, codeOnly(fixedOrigin(c.env))));

seo.get('/:file{sitemap(-[0-9]{1,4})?\\.xml}', async (c) => {
  const part = c.req.param('file').match(/^sitemap-(\d+)\.xml$/)?.[1];
  try {
    const entries = await sitemapEntries(c.get('dataSource'));
    const xml = renderSitemap(publicOrigin(c.env, c.req.url), entries, part === undefined ? undefined : Number(part));
    if (xml === undefined) return c.text('Not Found', 404, CODE_ONLY);
    const caching = dataAnswerHeaders(readConfig(c.env).cache, c.get('readDependencies'), fixedOrigin(c.env));
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', ...caching });
  } catch {
    return c.text('The sitemap is unavailable for a moment.', 503, { 'Retry-After': '120' });
  }
});
