// The rendered-page cache on workerd, against a scriptable upstream: a page rendered from fresh
// cache hits is served again without rendering, byte for byte; a purge or the end of its data's
// freshness retires it; pages with a stale, failed or missing read, errors and 404s are never
// kept; cookies are never shared between visitors.
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueDefaults, fakeProduct } from '../support/fake-upstream.ts';
import { useSite } from '../support/site-and-browser.ts';

const FRESH_SECONDS = 2;

let title = 'First title';

const site = useSite({
  upstream: catalogueDefaults(() => [fakeProduct('p1', title, 10)]),
  // `search` makes each test's page one of its own (listPage()): the upstream must answer it.
  siteVars: { CACHE_FRESH_PRODUCTS_SECONDS: String(FRESH_SECONDS), CACHE_FRESH_SHARED_SECONDS: '600', SEARCH_INDEX_MAX_PRODUCTS: '0' },
});

beforeEach(() => {
  title = 'First title';
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let unique = 0;
/** A list page no other test opens, so each test starts cold. */
const listPage = () => `/az/products?search=page${++unique}`;

async function view(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${path}`, { headers: { Accept: 'text/html', ...headers } });
  const timing = response.headers.get('server-timing') ?? '';
  return {
    status: response.status,
    html: await response.text(),
    page: timing.match(/page;desc="(\w+)"/)?.[1],
    cache: timing.match(/cache;desc="([^"]*)"/)?.[1],
    headers: response.headers,
  };
}

/** Views a page until it renders from fresh cache hits only (the render that gets kept). */
async function warm(path: string) {
  await view(path);
  // Let the cache writes (waitUntil) land.
  await sleep(100);
  const rendered = await view(path);
  expect(rendered.cache).toMatch(/^hit=\d+$/);
  await sleep(100);
  return rendered;
}

async function purge(scope: string) {
  const response = await fetch(`${site.url}/_purge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${site.stack.purgeToken}` },
    body: JSON.stringify({ scope }),
  });
  expect(response.status).toBe(200);
}

describe('rendered-page cache', () => {
  it('serves a page rendered from fresh hits again, identical, without rendering or reading the cache', async () => {
    const path = listPage();
    const first = await view(path);
    expect(first.page).toBe('render');
    expect(first.cache).toContain('miss=');
    await sleep(100);
    // From fresh hits now: this render is kept.
    const rendered = await view(path);
    expect(rendered.page).toBe('render');
    expect(rendered.cache).toMatch(/^hit=\d+$/);
    await sleep(100);
    const kept = await view(path);
    expect(kept.page).toBe('hit');
    expect(kept.cache).toBe('none');
    expect(kept.status).toBe(200);
    expect(kept.html).toBe(rendered.html);
    expect(kept.html).toContain('First title');
    expect(kept.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(kept.headers.get('content-language')).toBe('az');
    // Another address (here another language) is another page.
    expect((await view(path.replace('/az/', '/en/'))).page).toBe('render');
  });

  it('renders again right after a purge, with the new data', async () => {
    const path = listPage();
    await warm(path);
    expect((await view(path)).page).toBe('hit');
    title = 'Changed title';
    await purge('products');
    const after = await view(path);
    expect(after.page).toBe('render');
    expect(after.html).toContain('Changed title');
    expect(after.html).not.toContain('First title');
  });

  it('stops serving a page when the data it was rendered from stops being fresh', async () => {
    const path = listPage();
    await warm(path);
    expect((await view(path)).page).toBe('hit');
    await sleep((FRESH_SECONDS + 0.3) * 1000);
    const later = await view(path);
    expect(later.page).toBe('render');
    expect(later.cache).toContain('stale=');
  });

  it('never keeps a page with a failed read, an error status or a 404', async () => {
    // Home with a section whose upstream call fails: the page renders (200, without the hero)
    // and is not kept, however often it is viewed.
    site.answers['slides/'] = { status: 500, body: { detail: 'boom' } };
    for (let i = 0; i < 3; i++) {
      const home = await view('/az/');
      expect(home.status).toBe(200);
      expect(home.page).toBe('render');
      await sleep(50);
    }
    // A missing product: 404, rendered every time.
    site.answers['products/missing/'] = { status: 404, body: { detail: 'Not found.' } };
    for (let i = 0; i < 3; i++) {
      const missing = await view('/az/products/missing');
      expect(missing.status).toBe(404);
      expect(missing.page).toBe('render');
    }
  });

  it('never shares one visitor\'s cookie with another', async () => {
    const path = listPage();
    await warm(path);
    const withoutCookie = await view(path);
    expect(withoutCookie.page).toBe('hit');
    expect(withoutCookie.headers.getSetCookie()).toEqual(['LANG=az; Path=/; Max-Age=31536000; SameSite=Lax']);
    const sameLanguage = await view(path, { Cookie: 'LANG=az' });
    expect(sameLanguage.page).toBe('hit');
    expect(sameLanguage.headers.getSetCookie()).toEqual([]);
    const otherLanguage = await view(path, { Cookie: 'LANG=ru' });
    expect(otherLanguage.headers.getSetCookie()).toEqual(['LANG=az; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it('keeps what a non-HTML request got apart from what a browser gets', async () => {
    const path = '/az/search-results?q=printer';
    for (let i = 0; i < 3; i++) await view(path, { Accept: '*/*' });
    expect((await view(path)).status).toBe(404);
  });
});
