// One address per answer: the Workers Cache keys an answer by its query string as written, order
// included (docs/caching.md), so the same parameters in another order, repeated, unknown or
// spelled otherwise must never make a second storable answer. Pages and /_api answer them with a
// 301 to the one address the site itself writes (or a 400), which then answers 200.
import { describe, expect, it } from 'vitest';
import { apiCall, apiRequestUrl } from '../../shared/data/api-url.ts';
import { useSite } from '../support/site-and-browser.ts';

const site = useSite();

const ask = (path: string) => fetch(`${site.url}${path}`, { redirect: 'manual' });

/** The address a request is redirected to, after checking the redirect may be kept by any cache. */
async function movedTo(path: string): Promise<string> {
  const response = await ask(path);
  await response.arrayBuffer();
  expect(response.status, path).toBe(301);
  expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  return response.headers.get('location')!;
}

async function okAt(path: string): Promise<string> {
  const response = await ask(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** A seeded shuffle (Fisher-Yates), the same on every run. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 48271) % 2147483647;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('a page asked with its parameters in another order', () => {
  it('answers the order the site writes with 200, and the other with a 301 to it', async () => {
    const page = await okAt('/en/products?page=2&ordering=price');
    expect(page).toContain('data-testid="product-card"');
    expect(await movedTo('/en/products?ordering=price&page=2')).toBe('/en/products?page=2&ordering=price');
  });

  it('redirects every order but one of the filters, search and sort to that one', async () => {
    const address = '?category=printers&search=printer&ordering=-price&price__gte=100&price__lte=900';
    const params = [...new URLSearchParams(address)];
    await okAt(`/en/products${address}`);
    for (const seed of [3, 11, 29, 47, 101]) {
      const order = new URLSearchParams(shuffled(params, seed)).toString();
      if (`?${order}` !== address) expect(await movedTo(`/en/products?${order}`)).toBe(`/en/products${address}`);
    }
  });

  it('redirects 200 parameters, a repeated one, another spelling of a value and a bare "?" to the one address', async () => {
    const many = Array.from({ length: 200 }, (_, i) => `p${i}=${'x'.repeat(50)}`).join('&');
    expect(await movedTo(`/en/products?ordering=price&${many}`)).toBe('/en/products?ordering=price');
    expect(await movedTo('/en/products?ordering=price&ordering=price')).toBe('/en/products?ordering=price');
    expect(await movedTo('/en/products?search=receipt%20printer')).toBe('/en/products?search=receipt+printer');
    expect(await movedTo('/en/products?')).toBe('/en/products');
    expect(await movedTo('/en/about?')).toBe('/en/about');
    expect(await movedTo('/en/contact?sent=1&product=x')).toBe('/en/contact?product=x&sent=1');
    await okAt('/en/products?search=receipt+printer');
  });
});

describe('an /_api answer asked otherwise than the browser asks it', () => {
  it("answers the browser's own address (apiCall: keys sorted) with 200, any other order with a 301 to it", async () => {
    const own = `/_api/en/${apiCall('products/', { ordering: 'price', page: 2, limit: 10 })}`;
    expect(own).toBe('/_api/en/products/?limit=10&ordering=price&page=2');
    expect(JSON.parse(await okAt(own)).results.length).toBeGreaterThan(0);
    expect(await movedTo('/_api/en/products/?page=2&ordering=price&limit=10')).toBe(own);
    expect(await movedTo('/_api/en/products/?ordering=price&limit=10&page=2')).toBe(own);
  });

  it('redirects 200 parameters, a repeated one, a junk value, the path spelled without its slash', async () => {
    const many = Array.from({ length: 200 }, (_, i) => `zz${i}=${i}`).join('&');
    expect(await movedTo(`/_api/en/products/?limit=10&${many}`)).toBe('/_api/en/products/?limit=10');
    expect(await movedTo('/_api/en/products/?limit=10&limit=10')).toBe('/_api/en/products/?limit=10');
    expect(await movedTo('/_api/en/products/?limit=10&ordering=bogus')).toBe('/_api/en/products/?limit=10');
    expect(await movedTo('/_api/en/products?limit=10')).toBe('/_api/en/products/?limit=10');
    expect(await movedTo('/_api/en/categories/')).toBe('/_api/en/categories/?limit=all');
    expect(await movedTo(`/_api/en/products/?limit=10&search=${'a'.repeat(3000)}`)).toBe(`/_api/en/products/?limit=10&search=${'a'.repeat(100)}`);
  });

  it('redirects a batch whose calls come in another order, repeat, or say the same call otherwise', async () => {
    const own = apiRequestUrl('en', ['categories/?limit=all', 'products/?is_new=true&limit=8']);
    expect(JSON.parse(await okAt(own)).results.map((result: { status: number }) => result.status)).toEqual([200, 200]);
    const call = (text: string) => `call=${encodeURIComponent(text)}`;
    expect(await movedTo(`/_api/en?${call('products/?is_new=true&limit=8')}&${call('categories/?limit=all')}`)).toBe(own);
    expect(await movedTo(`/_api/en?${call('categories/?limit=all')}&${call('products/?limit=8&is_new=true')}`)).toBe(own);
    expect(await movedTo(`/_api/en?${call('categories/?limit=all')}&${call('categories/?limit=all')}&${call('products/?is_new=true&limit=8')}`)).toBe(own);
    expect(await movedTo(`${own}&zz=1`)).toBe(own);
    // One call left is the single form's address.
    expect(await movedTo(`/_api/en?${call('categories/')}&${call('categories/?limit=all')}`)).toBe('/_api/en/categories/?limit=all');
  });
});
