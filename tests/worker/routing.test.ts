// Language routing on the built site Worker over real HTTP, bad input included.
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useSite } from '../support/site-and-browser.ts';

const site = useSite();
const port = () => Number(new URL(site.url).port);

/** A raw GET, so that paths fetch() would normalise reach the Worker as they are. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: port(), path, headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('language routing', () => {
  it('redirects temporarily with Vary: Cookie to the cookie language or az', async () => {
    expect(await get('/products?page=2')).toMatchObject({ status: 302, headers: { location: '/az/products?page=2', vary: 'Cookie' } });
    expect((await get('/', { Cookie: 'LANG=ru' })).headers.location).toBe('/ru/');
    expect((await get('/AZ/')).headers.location).toBe('/az/');
  });

  it('sets the LANG cookie from a supported prefix over one that names another language (without one, the page’s script writes it)', async () => {
    const response = await get('/en/', { Cookie: 'LANG=az' });
    expect(response.status).toBe(200);
    expect(response.headers['set-cookie']).toEqual(['LANG=en; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect((await get('/en/', { Cookie: 'LANG=en' })).headers['set-cookie']).toBeUndefined();
    expect((await get('/en/')).headers['set-cookie']).toBeUndefined();
  });

  it.each(['//evil.example', '//evil.example/%2e%2e', '/%2F%2Fevil.example', '/%5Cevil.example', '/%0D%0ALocation:%20http://evil.example', '/de/x', '/%00'])(
    'keeps %s on the site and never fails',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(302);
      const location = String(response.headers.location);
      expect(location).toMatch(/^\/az\/(?![/\\])/);
      expect(new URL(location, `http://127.0.0.1:${port()}`).host).toBe(`127.0.0.1:${port()}`);
      const followed = await get(location);
      expect(followed.status).toBeLessThan(500);
    },
  );

  it('answers a very long path 404, and unknown pages under a language 404', async () => {
    expect((await get(`/${'x'.repeat(3000)}`)).status).toBe(404);
    expect((await get('/az/no/such/page')).status).toBe(404);
    expect((await get('/az/%2F..%2F..%2Fetc/passwd')).status).toBe(404);
  });
});

describe('renamed products', () => {
  it.each([
    ['/en/products/hesab-go-mobile-app-free-licence', '/en/products/hesab-go-mobile-app', 'Hesab Go mobile app for business owners'],
    ['/az/products/additional-workstation-licence', '/az/products/additional-checkout-licence', 'Əlavə kassa yeri lisenziyası'],
    [
      '/ru/products/safebox-cd-460-stainless-steel-cash-drawer',
      '/ru/products/safebox-cd-460-cash-drawer-with-stainless-steel-front',
      'Денежный ящик SafeBox CD-460 с панелью',
    ],
  ])('sends the old address %s permanently to %s, which shows the product', async (old, current, title) => {
    const moved = await get(old);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(current);
    const response = await fetch(`${site.url}${current}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(title);
  });
});
