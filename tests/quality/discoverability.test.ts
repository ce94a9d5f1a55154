// robots.txt and sitemap.xml as crawlers read them, the sitemap validated against the
// sitemap protocol's schema (tests/quality/schemas, the JDK's validator).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../build/local-stack.ts';
import { seedData } from '../../reference-api/seed/index.ts';
import type { SeedCategory } from '../../reference-api/seed/types.ts';
import { LANGUAGES } from '../../shared/constants.ts';
import { SITEMAP_PAGES } from '../../shared/pages.ts';
import { renderSitemap, SITEMAP_MAX_URLS } from '../../worker/routes/seo.ts';
import { decode } from '../support/html.ts';
import { useSite } from '../support/site-and-browser.ts';

const SCHEMAS = join(ROOT, 'tests/quality/schemas');
const site = useSite();
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitemap-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Schema errors of an XML document, one line each; [] when valid. */
async function schemaErrors(xml: string, name = 'sitemap.xml'): Promise<string[]> {
  const file = join(dir, name);
  await writeFile(file, xml);
  try {
    await promisify(execFile)('java', [join(SCHEMAS, 'Validate.java'), join(SCHEMAS, 'sitemap.xsd'), file]);
    return [];
  } catch (error) {
    const { stdout, code } = error as { stdout?: string; code?: string | number };
    if (code === 'ENOENT') throw new Error('Validating the sitemap needs Java: sudo apt-get install -y default-jre-headless');
    return (stdout ?? String(error)).trim().split('\n');
  }
}

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

function parseUrls(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body]) => ({
    loc: decode(body!.match(/<loc>(.*?)<\/loc>/)![1]!),
    lastmod: body!.match(/<lastmod>(.*?)<\/lastmod>/)?.[1],
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang, decode(href!)]),
    ),
  }));
}

describe('robots.txt', () => {
  it('allows the site, disallows the JSON endpoints and the purge, and points to the sitemap', async () => {
    const response = await fetch(`${site.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /_api/', 'Disallow: /_purge', `Sitemap: ${site.url}/sitemap.xml`]));
  });
});

describe('sitemap.xml', () => {
  it('is valid against the sitemap schema', async () => {
    const response = await fetch(`${site.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    expect(await schemaErrors(await response.text())).toEqual([]);
  });

  it('is checked for real: a broken sitemap fails the schema', async () => {
    const broken = (await (await fetch(`${site.url}/sitemap.xml`)).text()).replace('<lastmod>', '<priority>2</priority><lastmod>');
    expect((await schemaErrors(broken, 'broken.xml')).length).toBeGreaterThan(0);
  });

  it('lists every page, category and product in az, en and ru with hreflang alternates', async () => {
    const urls = parseUrls(await (await fetch(`${site.url}/sitemap.xml`)).text());
    const origin = site.url;
    const flat = (list: SeedCategory[]): SeedCategory[] => list.flatMap((c) => [c, ...flat(c.children ?? [])]);
    const paths = [
      ...SITEMAP_PAGES,
      ...flat(seedData.categories).map((c) => `/products?category=${c.slug}`),
      ...seedData.products.map((p) => `/products/${p.slug}`),
    ];
    expect(urls.map((url) => url.loc).sort()).toEqual(LANGUAGES.flatMap((language) => paths.map((path) => `${origin}/${language}${path}`)).sort());
    for (const url of urls) {
      const path = url.loc.slice(origin.length + 3);
      expect(url.alternates, url.loc).toEqual({
        az: `${origin}/az${path}`,
        en: `${origin}/en${path}`,
        ru: `${origin}/ru${path}`,
        'x-default': `${origin}/az${path}`,
      });
    }
    const product = urls.find((url) => url.loc.endsWith(`/az/products/${seedData.products[0]!.slug}`))!;
    expect(product.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('agrees with every page it lists: canonical is the loc, hreflang links are the alternates', async () => {
    const urls = parseUrls(await (await fetch(`${site.url}/sitemap.xml`)).text());
    const disagreements: string[] = [];
    for (const url of urls) {
      const response = await fetch(url.loc);
      const html = await response.text();
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      const alternates = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, decode(href!)]),
      );
      if (response.status !== 200) disagreements.push(`${url.loc}: status ${response.status}`);
      else if (decode(canonical ?? '') !== url.loc) disagreements.push(`${url.loc}: canonical ${canonical}`);
      else if (JSON.stringify(alternates) !== JSON.stringify(url.alternates)) disagreements.push(`${url.loc}: alternates ${JSON.stringify(alternates)}`);
    }
    expect(disagreements).toEqual([]);
  }, 120_000);

  it('becomes a valid sitemap index with numbered parts when large', async () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS }, (_, index) => ({ path: `/products/p${index}`, lastmod: '2026-11-01' }));
    const index = renderSitemap('https://site.test', entries)!;
    expect(index).toContain('<sitemapindex');
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(await schemaErrors(index, 'index.xml')).toEqual([]);
    const part = renderSitemap('https://site.test', entries, 3)!;
    expect(parseUrls(part)).toHaveLength(SITEMAP_MAX_URLS);
    expect(await schemaErrors(part, 'part.xml')).toEqual([]);
    expect(renderSitemap('https://site.test', entries, 4)).toBeUndefined();
    expect((await fetch(`${site.url}/sitemap-2.xml`)).status).toBe(404);
  }, 60_000);
});
