// The compare page (/{lang}/compare?products=…): one address per list of products (sorted, each
// once, commas written as commas; any other spelling a 301 to it), unknown and extra products
// dropped with a 301 to the known ones, a 404 (noindex) when none is known, with no upstream call
// for a slug the cached catalogue rules out; features aligned across products; links that work
// without JavaScript; kept by the Workers Cache and purged with its products.
import { describe, expect, it } from 'vitest';
import { fakeContact, fakeList, fakeProduct, type Route } from '../../build/fake-upstream.ts';
import { useSite } from '../support/site-and-browser.ts';

const FEATURES: Record<string, { name: string; value: string }[]> = {
  p1: [
    { name: 'Display', value: '15.6-inch' },
    { name: 'Warranty', value: '24 months' },
    { name: 'Ports', value: '6×USB' },
  ],
  // The same things under other labels, another order, and one feature of its own.
  p2: [
    { name: 'warranty:', value: '24  Months' },
    { name: 'Screen', value: '10.1-inch' },
    { name: 'Interfaces', value: '4×USB' },
    { name: 'Battery', value: '5000 mAh' },
  ],
};
const catalogue = Array.from({ length: 6 }, (_, at) => fakeProduct(`p${at + 1}`, `Product ${at + 1}`, 100 * (at + 1)));
const detail = (slug: string) => ({ ...catalogue.find((item) => item.slug === slug)!, description: '<p>About it.</p>', features: FEATURES[slug] ?? [] });

const upstream: Route = (url) => {
  const path = url.pathname.replace(/^\/api\//, '');
  if (path === 'contact/information/') return { body: fakeContact };
  if (path === 'categories/') return { body: fakeList([]) };
  if (path === 'products/') return { body: fakeList(catalogue) };
  const slug = /^products\/([^/]+)$/.exec(path)?.[1];
  if (slug && catalogue.some((item) => item.slug === slug)) return { body: detail(slug) };
  return undefined;
};

const site = useSite({ upstream });
/** The local stack as `npm start` runs it: the Workers Cache in front of the site, on the reference API. */
const fronted = useSite({ siteVars: { SITE_ORIGIN: 'https://www.hesabpos.az' }, workersCache: true });

const ask = (path: string, base = site.url) => fetch(`${base}${path}`, { redirect: 'manual' });
const productCalls = (slug: string) => site.upstream.calls.filter((call) => call.url.pathname === `/api/products/${slug}`).length;

async function movedTo(path: string): Promise<{ location: string; cacheControl: string | null }> {
  const response = await ask(path);
  await response.arrayBuffer();
  expect(response.status, path).toBe(301);
  return { location: response.headers.get('location')!, cacheControl: response.headers.get('cache-control') };
}

/** The rows of the comparison: label, cells, and whether they agree. */
function rows(html: string): { label: string; cells: string[]; same: boolean }[] {
  return [...html.matchAll(/<tr([^>]*)data-testid="compare-row"[^>]*>([\s\S]*?)<\/tr>/g)].map(([, attributes, body]) => ({
    same: /data-same/.test(attributes!),
    label: /<th[^>]*>([\s\S]*?)<\/th>/.exec(body!)![1]!.replace(/<[^>]+>/g, ''),
    cells: [...body!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) => cell!.replace(/<[^>]+>/g, '')),
  }));
}

describe('the compare page', () => {
  it('puts the products side by side with their features aligned across labels, and marks the rows that agree', async () => {
    const response = await ask('/en/compare?products=p1,p2');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1');
    expect(html.match(/data-testid="compare-product"/g)).toHaveLength(2);
    const table = rows(html);
    expect(table.find((row) => row.label === 'Display')).toEqual({ label: 'Display', cells: ['15.6-inch', '10.1-inch'], same: false });
    expect(table.find((row) => row.label === 'Warranty')).toMatchObject({ cells: ['24 months', '24  Months'], same: true });
    expect(table.find((row) => row.label === 'Ports')).toMatchObject({ cells: ['6×USB', '4×USB'], same: false });
    expect(table.find((row) => row.label === 'Battery')).toMatchObject({ cells: ['Not stated', '5000 mAh'], same: false });
    // One row for each thing described: nothing left on a row of its own under another label.
    expect(table.map((row) => row.label)).toEqual(['Category', 'Display', 'Warranty', 'Ports', 'Battery']);
    // The differences switch is a checkbox the page's CSS reads: no second address.
    expect(html).toContain('data-testid="compare-differences"');
  });

  it('links without JavaScript: each product, each "remove", and Compare on cards and the product page', async () => {
    const html = await (await ask('/en/compare?products=p1,p2,p3')).text();
    const removes = [...html.matchAll(/href="([^"]+)"[^>]*data-testid="compare-remove"/g)].map(([, href]) => href!.replaceAll('&amp;', '&'));
    expect(removes).toEqual(['/en/compare?products=p2,p3', '/en/compare?products=p1,p3', '/en/compare?products=p1,p2']);
    expect(html).toContain('href="/en/products/p2"');
    const product = await (await ask('/en/products/p1')).text();
    expect(product).toMatch(/href="\/en\/compare\?products=p1"[^>]*data-testid="compare-toggle"/);
    expect(product).toMatch(/href="\/en\/contact\?product=p1"[^>]*data-testid="quote-add"/);
  });

  it('redirects another order, repeats, an encoded comma and other parameters to the one address (301, kept an hour)', async () => {
    for (const path of [
      '/en/compare?products=p2,p1',
      '/en/compare?products=p1,p2,p1',
      '/en/compare?products=p1%2Cp2',
      '/en/compare?products=p1&products=p2',
      '/en/compare?products=p1,p2&utm=x',
    ]) {
      expect(await movedTo(path)).toEqual({ location: '/en/compare?products=p1,p2', cacheControl: 'public, max-age=3600' });
    }
    expect((await ask('/en/compare?products=p1,p2')).status).toBe(200);
  });

  it('keeps the first four known products in order, with a 301 to them, and drops unknown slugs without asking for them', async () => {
    expect((await movedTo('/ru/compare?products=p1,p2,p3,p4,p5')).location).toBe('/ru/compare?products=p1,p2,p3,p4');
    // Once the catalogue is cached (the sitemap reads it), a slug it lacks costs no upstream call.
    expect((await ask('/sitemap.xml')).status).toBe(200);
    expect((await movedTo('/az/compare?products=no-such-one,p3')).location).toBe('/az/compare?products=p3');
    expect(productCalls('no-such-one')).toBe(0);
    expect((await ask('/az/compare?products=p3')).status).toBe(200);
  });

  it('answers 404, noindex, when no product of the address exists, without an upstream call once the catalogue is cached', async () => {
    expect((await ask('/sitemap.xml')).status).toBe(200);
    const response = await ask('/az/compare?products=gone-one,gone-two');
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain('data-testid="compare-not-found"');
    expect(productCalls('gone-one') + productCalls('gone-two')).toBe(0);
  });

  it('shows an empty comparison at /compare, noindex, and the sitemap lists neither it nor the quote list', async () => {
    const response = await ask('/az/compare');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('data-testid="compare-empty"');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    const sitemap = await (await ask('/sitemap.xml')).text();
    expect(sitemap).not.toMatch(/\/compare|\/quote/);
  });
});

describe('the compare page through the Workers Cache', () => {
  it('is one answer per address: a second visitor gets the kept page whatever they send, and a purge of products retires it', async () => {
    const home = await (await fetch(`${fronted.url}/en/products`)).text();
    const slugs = [...new Set([...home.matchAll(/href="\/en\/products\/([^"?#]+)"/g)].map(([, slug]) => slug!))].slice(0, 2).sort();
    expect(slugs).toHaveLength(2);
    const path = `/en/compare?products=${slugs.join(',')}`;
    const first = await ask(path, fronted.url);
    const body = await first.text();
    await fronted.stack.workersCache!.settled();
    const second = await fetch(`${fronted.url}${path}`, { headers: { Cookie: 'LANG=en; hesabpos.shortlist=x', 'Accept-Language': 'ru' } });
    expect([first.status, first.headers.get('cf-cache-status'), second.headers.get('cf-cache-status'), await second.text()]).toEqual([
      200,
      'MISS',
      'HIT',
      body,
    ]);
    // The reversed order is a 301, never a second copy of the page.
    const reversed = await ask(`/en/compare?products=${[...slugs].reverse().join(',')}`, fronted.url);
    await reversed.arrayBuffer();
    expect([reversed.status, reversed.headers.get('location')]).toEqual([301, path]);
    const purged = await fetch(`${fronted.url}/_purge`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${fronted.stack.purgeToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ scope: 'products' }),
    });
    expect(purged.status).toBe(200);
    await purged.text();
    await expect
      .poll(() => fronted.stack.workersCache!.cache.purges.at(-1), { timeout: 30_000 })
      .toMatchObject({ options: { tags: expect.arrayContaining(['products']) }, result: { success: true } });
    const after = await ask(path, fronted.url);
    await after.text();
    expect(after.headers.get('cf-cache-status')).toBe('MISS');
  });
});
