// The site Worker from the production build on workerd, against the reference API and
// against another upstream given by UPSTREAM_URL.
import { describe, expect, it } from 'vitest';
import { startStack } from '../../build/local-stack.ts';
import { startFakeUpstream } from '../../build/fake-upstream.ts';
import { newArrivalTitles as newTitles } from '../support/seed.ts';
import { decode } from '../support/html.ts';
import { useSite } from '../support/site-and-browser.ts';

const site = useSite();

const page = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${path}`, { headers, redirect: 'manual' });

describe('language routing', () => {
  it.each([
    ['/', {}, '/az/'],
    ['/products?category=printers&page=2', {}, '/az/products?category=printers&page=2'],
    ['/', { Cookie: 'LANG=ru' }, '/ru/'],
    ['/contact', { Cookie: 'LANG=en' }, '/en/contact'],
    ['/', { Cookie: 'LANG=de' }, '/az/'],
  ])('%s with %j redirects to %s', async (path, headers, location) => {
    const response = await page(path, headers);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('vary')).toContain('Cookie');
  });
});

describe('home page', () => {
  it.each(['az', 'en', 'ru'] as const)('renders the new products from the upstream in %s', async (language) => {
    const response = await page(`/${language}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const body = decode(await response.text());
    expect(body).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}"[ >]`));
    for (const title of newTitles(language)) expect(body).toContain(title);
    expect(body).toMatch(/<title>[^<]+\| HesabPOS<\/title>/);
  });

  it('references the built client bundle and stylesheet from the Vite manifest', async () => {
    const body = await (await page('/az/')).text();
    const script = body.match(/"(\/assets\/entry-[\w-]+\.js)"/)?.[1];
    const style = body.match(/<link rel="stylesheet" href="(\/assets\/[\w-]+\.css)"/)?.[1];
    expect(script).toBeDefined();
    expect(style).toBeDefined();
    for (const asset of [script!, style!]) expect((await page(asset)).status).toBe(200);
    expect(body).toMatch(/<script type="application\/json" id="router-state">\{"loaderData":/);
    // No script is fetched before the window has loaded: one inline script loads the entry and the
    // page's chunks then, which the page's JSON data block names.
    expect(body).not.toMatch(/<script[^>]*\bsrc=/);
    expect(body).not.toMatch(/<link[^>]*rel="modulepreload"/);
    const loader = body.match(/<script id="_R_">([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(loader).toContain('addEventListener("load"');
    const files = JSON.parse(body.match(/<script type="application\/json" id="page-files">([\s\S]*?)<\/script>/)?.[1] ?? '{}') as {
      entry?: string[];
      chunks?: string[];
    };
    expect(files.chunks?.some((chunk) => /^\/assets\/home\.page-[\w-]+\.js$/.test(chunk))).toBe(true);
    expect(files.entry).toContain(script);
  });

  it('answers an unknown page with 404 and the not-found text', async () => {
    const response = await page('/az/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Səhifə tapılmadı');
    expect(await (await page('/en/no/such/page')).text()).toContain('Page Not Found');
  });
});

describe('JSON endpoints for the browser', () => {
  it('answers allowed upstream calls in the requested language', async () => {
    const response = await page('/_api/ru/products/?is_new=true&limit=8');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.results.map((p: { title: string }) => p.title)).toEqual(newTitles('ru'));
  });

  it.each(['/_api/de/products', '/_api/az/contact/messages', '/_api/az/../admin', '/_api/az/products/a/b/c'])('refuses %s', async (path) => {
    expect((await page(path)).status).toBe(404);
  });
});

describe('another upstream through UPSTREAM_URL', () => {
  it('renders what that upstream answers, asking in the page language', async () => {
    const upstream = await startFakeUpstream((url) =>
      url.pathname === '/api/products/'
        ? {
            body: {
              count: 1,
              next: null,
              previous: null,
              results: [
                {
                  slug: 'outside-scanner',
                  title: 'Scanner from elsewhere',
                  price: 10,
                  discount: null,
                  is_new: true,
                  created_at: '2026-11-01T00:00:00Z',
                  images: [],
                },
              ],
            },
          }
        : undefined,
    );
    const other = await startStack({ upstreamUrl: upstream.url, persistDir: false, port: 0, onLog: () => {} });
    try {
      expect(other.api).toBeUndefined();
      const body = await (await fetch(`${other.siteUrl}/en/`)).text();
      expect(body).toContain('Scanner from elsewhere');
      // New arrivals and the home grid are asked at once: either may arrive first.
      const call = upstream.calls.find((c) => c.url.pathname === '/api/products/' && c.url.searchParams.has('is_new'))!;
      expect(call.headers['accept-language']).toBe('en');
      expect(call.headers['content-type']).toBe('application/json');
      expect(Object.fromEntries(call.url.searchParams)).toEqual({ is_new: 'true', limit: '8' });
    } finally {
      await other.close();
      await upstream.close();
    }
  }, 60_000);
});
