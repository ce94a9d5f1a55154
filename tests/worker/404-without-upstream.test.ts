// Addresses that cannot exist, answered from what the Worker's data cache already holds: an unknown
// category, a page past the last, an unknown product are 404s kept out of search indexes, without
// an upstream call; a product added upstream shows once it is purged; dot segments never give a
// second address of a page. Counted on a fake upstream.
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { fakeContact, fakeList, fakeProduct, type Route } from '../../build/fake-upstream.ts';
import { useSite } from '../support/site-and-browser.ts';

let products = Array.from({ length: 13 }, (_, at) => fakeProduct(`p${at + 1}`, `Product ${at + 1}`, 10 + at));
const detail = (slug: string) => ({ ...fakeProduct(slug, `Product ${slug}`, 10), description: '', features: [] });

/** Paginates as the upstream does (DRF): `Invalid page.` past the last page. */
const upstream: Route = (url) => {
  const path = url.pathname.replace(/^\/api\//, '');
  if (path === 'contact/information/') return { body: fakeContact };
  if (path === 'categories/') return { body: fakeList([{ slug: 'printers', title: 'Printers', image: null, children: [] }]) };
  if (path === 'categories/printers') return { body: { slug: 'printers', title: 'Printers', image: null, children: [], parent: null } };
  if (path === 'products/') {
    const limit = url.searchParams.get('limit') ?? '10';
    if (limit === 'all') return { body: fakeList(products) };
    const page = Number(url.searchParams.get('page') ?? '1');
    const start = (page - 1) * Number(limit);
    if (page > 1 && start >= products.length) return { status: 404, body: { detail: 'Invalid page.' } };
    return { body: { ...fakeList(products.slice(start, start + Number(limit))), count: products.length } };
  }
  const slug = /^products\/([^/]+)$/.exec(path)?.[1];
  if (slug && products.some((item) => item.slug === slug)) return { body: detail(slug) };
  if (/^products\/[^/]+\/related$/.test(path)) return { body: fakeList([]) };
  return undefined;
};

const site = useSite({ upstream });
const calls = (match: (url: URL) => boolean) => site.upstream.calls.filter((call) => match(call.url)).length;

/** A raw GET: Node's fetch would resolve dot segments before sending. */
function get(path: string) {
  const { port } = new URL(site.url);
  return new Promise<{ status: number; location?: string; robots?: string; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: Number(port), path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, robots: res.headers['x-robots-tag'] as string, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function expectNotFoundPage(page: { status: number; robots?: string; body: string }) {
  expect(page.status).toBe(404);
  expect(page.robots).toBe('noindex');
  expect(page.body).toMatch(/<meta name="robots" content="noindex[^"]*"/);
}

describe('what the Worker already knows', () => {
  it('answers an unknown category 404, noindex, with no upstream call once the tree is cached', async () => {
    expect((await get('/en/products')).status).toBe(200);
    expectNotFoundPage(await get('/en/products?category=no-such-category'));
    expect(calls((url) => url.searchParams.get('category') === 'no-such-category' || url.pathname.endsWith('/no-such-category'))).toBe(0);
    const known = await get('/en/products?category=printers');
    expect(known.status).toBe(200);
    expect(known.body).toContain('<meta name="robots" content="index, follow"');
  });

  it('answers a page past the last 404 without a call when the count is known, and asks when it is not', async () => {
    expect((await get('/ru/products')).status).toBe(200);
    expectNotFoundPage(await get('/ru/products?page=3'));
    expect(calls((url) => url.searchParams.get('page') === '3')).toBe(0);
    expect((await get('/ru/products?page=2')).status).toBe(200);
    // Sorted by price, page 1 was never asked: the upstream's `Invalid page.` decides.
    expectNotFoundPage(await get('/ru/products?page=4&ordering=price'));
    expect(calls((url) => url.searchParams.get('page') === '4')).toBe(1);
  });

  it('answers an unknown product 404 with no upstream call once the catalogue is cached', async () => {
    expect((await fetch(`${site.url}/sitemap.xml`)).status).toBe(200);
    const page = await get('/az/products/no-such-product');
    expectNotFoundPage(page);
    expect(page.body).toContain('data-testid="product-not-found"');
    expect(calls((url) => url.pathname.includes('no-such-product'))).toBe(0);
    expect((await get('/az/products/p2')).status).toBe(200);
  });

  it('shows a product added upstream once it is purged by its slug', async () => {
    expect((await fetch(`${site.url}/sitemap.xml`)).status).toBe(200);
    products = [...products, fakeProduct('p-new', 'New', 99)];
    expectNotFoundPage(await get('/az/products/p-new'));
    expect(calls((url) => url.pathname.endsWith('/products/p-new'))).toBe(0);
    const purged = await fetch(`${site.url}/_purge`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${site.stack.purgeToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ scope: 'product', slug: 'p-new' }),
    });
    expect(purged.status).toBe(200);
    const shown = await get('/az/products/p-new');
    expect(shown.status).toBe(200);
    expect(shown.body).toContain('Product p-new');
  });

  it.each(['/en/products/.', '/en/products/%2e', '/en/products/%2E/', '/en/products/x/..', '/en/products/x/%2e%2E', '/en/products/'])(
    'redirects %s to the list at its one address',
    async (path) => {
      expect(await get(path)).toMatchObject({ status: 301, location: '/en/products' });
    },
  );

  it.each(['/en/products/a%2f..%2fp1', '/en/products/..%2fp1', '/en/products/%2e%2e%2Fabout'])('answers %s 404 without an upstream call', async (path) => {
    expect((await fetch(`${site.url}/sitemap.xml`)).status).toBe(200);
    const before = site.upstream.calls.length;
    const page = await get(path.replace('/en/', '/az/'));
    expectNotFoundPage(page);
    expect(site.upstream.calls.slice(before).filter((call) => call.url.pathname.includes('%2'))).toEqual([]);
  });
});
