// What caches may do with each kind of answer: every visitor of a page gets the same bytes (so
// Cloudflare's cache in front of the Worker may keep it), ETags make a browser's check a 304, and
// each kind of answer says who may keep it and for how long.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants.ts';
import { apiRequestUrl } from '../../shared/data/api-url.ts';
import { fakeProduct, upstreamDefaults } from '../../build/fake-upstream.ts';
import { useSite } from '../support/site-and-browser.ts';

const SITE_ORIGIN = 'https://www.hesabpos.az';
const site = useSite({ siteVars: { SITE_ORIGIN } });
let price = 10;
const own = useSite({ siteVars: { SITE_ORIGIN }, upstream: upstreamDefaults(() => [fakeProduct('p1', 'Printer', price)]) });
const hostless = useSite({ siteVars: { SITE_ORIGIN: '' } });

/** Two visitors who differ in everything a request can differ in; the first has no LANG cookie, the second the page's language. */
function visitor(index: number, language: string): Record<string, string> {
  return [
    {
      Cookie: `LANG=${language}; _ga=GA1.1.12345`,
      'Accept-Language': 'az-AZ,az;q=0.9',
      'CF-Connecting-IP': '203.0.113.7',
      'User-Agent': 'Mozilla/5.0 (iPhone)',
    },
    {
      Cookie: `theme=dark; LANG=${language}`,
      'Accept-Language': 'ru-RU,ru;q=0.9,en;q=0.5',
      'CF-Connecting-IP': '198.51.100.23',
      'User-Agent': 'Mozilla/5.0 (X11; Linux)',
    },
  ][index]!;
}

/** CDN-Cache-Control's max-age, or undefined when a shared cache may not keep the answer. */
function sharedMaxAge(headers: Headers): number | undefined {
  const directive = headers.get('cdn-cache-control') ?? '';
  const age = directive.match(/(?:^|,\s*)max-age=(\d+)/)?.[1];
  return /no-store|private/.test(directive) || age === undefined ? undefined : Number(age);
}

/**
 * The same CDN-Cache-Control on two answers. Its max-age is what is left of the data's freshness
 * in whole seconds, so two requests made together may straddle a second's boundary.
 */
function expectSameLifetime(one: Response, other: Response): void {
  const read = (response: Response) => {
    const value = response.headers.get('cdn-cache-control') ?? '';
    return { seconds: sharedMaxAge(response.headers) ?? NaN, shape: value.replace(/max-age=\d+/, 'max-age=N') };
  };
  expect(read(one).shape).toBe(read(other).shape);
  expect(Math.abs(read(one).seconds - read(other).seconds)).toBeLessThanOrEqual(1);
}

async function pageAddresses(): Promise<string[]> {
  const index = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const paths = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  const product = paths.find((path) => /^\/az\/products\/[^/]+$/.test(path))!;
  return [
    '/az/',
    '/en/products',
    '/ru/products?page=2&category=printers',
    product,
    '/en/about',
    '/ru/contact',
    '/az/partners',
    '/en/reference',
    '/ru/certificates',
    '/az/no-such-page',
  ];
}

describe('the same page for every visitor', () => {
  it('gives two different visitors identical bytes, one ETag, no Set-Cookie and a public lifetime on every kind of page', async () => {
    for (const path of await pageAddresses()) {
      const language = path.split('/')[1]!;
      const [first, second] = await Promise.all([0, 1].map((index) => fetch(`${site.url}${path}`, { headers: visitor(index, language) })));
      const [a, b] = await Promise.all([first!.text(), second!.text()]);
      expect(a, path).toBe(b);
      for (const response of [first!, second!]) {
        expect(response.headers.get('set-cookie'), path).toBeNull();
        expect(response.headers.get('cache-control'), path).toBe('public, no-cache');
        expect(sharedMaxAge(response.headers), path).toBeGreaterThan(0);
        expect(response.headers.get('cdn-cache-control'), path).toMatch(/stale-while-revalidate=\d+, stale-if-error=\d+/);
        expect(response.headers.get('cache-tag'), path).toContain('shared');
      }
      if (first!.status === 200) expect(first!.headers.get('etag'), path).toBe(second!.headers.get('etag'));
      expect(a).not.toMatch(/nonce=/);
    }
  });

  it('sets LANG only for a visitor whose cookie names another language; the cookie still leads the bare address', async () => {
    const none = await fetch(`${site.url}/en/about`);
    expect(none.headers.get('set-cookie')).toBeNull();
    const other = await fetch(`${site.url}/en/about`, { headers: { Cookie: 'LANG=ru' } });
    expect(other.headers.get('set-cookie')).toMatch(/^LANG=en; Path=\/; Max-Age=\d+; SameSite=Lax/);
    const same = await fetch(`${site.url}/en/about`, { headers: { Cookie: 'LANG=en' } });
    expect(same.headers.get('set-cookie')).toBeNull();
    const bare = await fetch(`${site.url}/about`, { headers: { Cookie: 'LANG=en' }, redirect: 'manual' });
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe('/en/about');
    expect(bare.headers.get('cache-control')).toBe('private, no-store');
    await Promise.all([none.text(), other.text(), same.text(), bare.text()]);
  });
});

describe('validators', () => {
  it('answers 304 with the validators and lifetimes to a matching If-None-Match, and the whole page to a forged one', async () => {
    const page = await fetch(`${site.url}/en/products`);
    const etag = page.headers.get('etag')!;
    const html = await page.text();
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await fetch(`${site.url}/en/products`, { headers: { 'If-None-Match': `"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, no-cache');
    expectSameLifetime(again, page);
    const forged = await fetch(`${site.url}/en/products`, { headers: { 'If-None-Match': 'W/"forged"' } });
    expect(forged.status).toBe(200);
    expect(await forged.text()).toBe(html);
  });

  it('gives a new ETag, and the whole page to the old one, once the data behind the page changed', async () => {
    const first = await fetch(`${own.url}/en/products`);
    const etag = first.headers.get('etag')!;
    expect(await first.text()).toContain('Printer');
    price = 25;
    const purged = await fetch(`${own.url}/_purge`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${own.stack.purgeToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ scope: 'products' }),
    });
    expect(purged.status).toBe(200);
    const stale = await fetch(`${own.url}/en/products`, { headers: { 'If-None-Match': etag } });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('etag')).not.toBe(etag);
    expect(await stale.text()).toMatch(/25[.,]00/);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const [get, head] = await Promise.all([fetch(`${site.url}/az/about`), fetch(`${site.url}/az/about`, { method: 'HEAD' })]);
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get.text()).length).toBeGreaterThan(1000);
    for (const name of ['etag', 'cache-control', 'cache-tag', 'content-type']) expect(head.headers.get(name), name).toBe(get.headers.get(name));
    expectSameLifetime(head, get);
  });

  it('gives /_api answers an ETag and a 304, single or batched', async () => {
    for (const path of ['/_api/en/categories/?limit=all', apiRequestUrl('en', ['categories/?limit=all', 'slides/?limit=all'])]) {
      const first = await fetch(`${site.url}${path}`);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag')!;
      expect(etag, path).toMatch(/^W\//);
      await first.text();
      const second = await fetch(`${site.url}${path}`, { headers: { 'If-None-Match': etag } });
      expect(second.status, path).toBe(304);
      expect(second.headers.get('cache-tag'), path).toBe(first.headers.get('cache-tag'));
    }
  });
});

describe('who may keep each kind of answer', () => {
  const header = async (url: string, name: string, init?: RequestInit) => {
    const response = await fetch(url, { redirect: 'manual', ...init });
    await response.arrayBuffer();
    return { status: response.status, value: response.headers.get(name), headers: response.headers };
  };

  it('lets shared caches keep pages, JSON and the sitemap while their data is fresh, and code-only answers for an hour', async () => {
    for (const path of ['/en/', '/_api/en/categories/?limit=all', '/sitemap.xml']) {
      const { headers } = await header(`${site.url}${path}`, 'cache-control');
      expect(headers.get('cache-control'), path).toBe('public, no-cache');
      expect(sharedMaxAge(headers), path).toBeGreaterThan(3600);
    }
    expect((await header(`${site.url}/robots.txt`, 'cache-control')).value).toBe('public, max-age=3600');
    expect((await header(`${site.url}/az/products?zz=1`, 'cache-control')).value).toBe('public, max-age=3600');
    expect((await header(`${site.url}/az/products/`, 'cache-control')).value).toBe('public, max-age=3600');
    expect((await header(`${site.url}/${'x'.repeat(3000)}`, 'cache-control')).value).toBe('public, max-age=3600');
  });

  it('lets no cache keep errors, maintenance, POST answers, the purge or a CSP report', async () => {
    own.answers['slides/'] = { status: 503, body: { detail: 'Maintenance.' } };
    try {
      const maintenance = await header(`${own.url}/az/`, 'cache-control');
      expect(maintenance.status).toBe(503);
      expect(maintenance.value).toBe('no-store');
      expect(maintenance.headers.get('cdn-cache-control')).toBeNull();
      const batch = await header(`${own.url}${apiRequestUrl('az', ['categories/?limit=all', 'slides/?limit=all'])}`, 'cache-control');
      expect(batch.value).toBe('no-store');
    } finally {
      delete own.answers['slides/'];
    }
    expect((await header(`${site.url}/_api/az/nothing/`, 'cache-control')).value).toBe('no-store');
    expect((await header(`${site.url}/_purge`, 'cache-control')).value).toBe('no-store');
    expect((await header(`${site.url}/_purge`, 'cache-control', { method: 'POST' })).value).toBe('no-store');
    const form = new URLSearchParams({ name: '', email: '', phone: '', subject: '', message: '' });
    const posted = await header(`${site.url}/en/contact`, 'cache-control', { method: 'POST', body: form, headers: { Origin: site.url } });
    expect(posted.value).toBe('no-store');
    expect(posted.headers.get('cdn-cache-control')).toBeNull();
    expect((await header(`${site.url}/_csp-report`, 'cache-control', { method: 'POST', body: '{}' })).value).toBe('no-store');
  });

  it('keeps pages that name the request’s host out of shared caches when SITE_ORIGIN is not set', async () => {
    for (const language of LANGUAGES) {
      const { headers } = await header(`${hostless.url}/${language}/about`, 'cache-control');
      expect(headers.get('cache-control')).toBe('public, no-cache');
      expect(headers.get('cdn-cache-control')).toBe('no-store');
    }
    expect((await header(`${hostless.url}/robots.txt`, 'cdn-cache-control')).value).toBe('no-store');
    // JSON names no host: it may still be shared.
    expect(sharedMaxAge((await header(`${hostless.url}/_api/en/categories/?limit=all`, 'cache-control')).headers)).toBeGreaterThan(0);
  });
});
