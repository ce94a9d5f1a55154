// The rendered-page cache on workerd, against a scriptable upstream: a page rendered from fresh
// cache hits is served again without rendering, byte for byte; a purge or the end of its data's
// freshness retires it; pages with a stale, failed or missing read, errors and 404s are never
// kept; cookies are never shared between visitors; the request log has a line for each render
// and none for a kept page. The location tier shared by isolates: page-cache-location.test.ts.
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { upstreamDefaults, fakeProduct } from '../support/fake-upstream.ts';
import { useSite } from '../support/site-and-browser.ts';

const FRESH_SECONDS = 2;

let title = 'First title';
const logs: string[] = [];

const site = useSite({
  upstream: upstreamDefaults(() => [fakeProduct('p1', title, 10)]),
  // `search` makes each test's page one of its own (listPage()): the upstream must answer it.
  siteVars: { CACHE_FRESH_PRODUCTS_SECONDS: String(FRESH_SECONDS), CACHE_FRESH_SHARED_SECONDS: '600', SEARCH_INDEX_MAX_PRODUCTS: '0' },
  onLog: (line) => logs.push(line),
});

beforeEach(() => {
  title = 'First title';
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let unique = 0;
/** A list page no other test opens, so each test starts cold. */
const listPage = () => `/az/products?search=page${++unique}`;

async function view(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${path}`, { headers: { Accept: 'text/html', 'X-Debug-Token': site.stack.debugToken, ...headers } });
  const timing = response.headers.get('server-timing') ?? '';
  const html = await response.text();
  return {
    status: response.status,
    html,
    /** Every nonce attribute of the page, and the one its CSP allows. */
    nonces: [...new Set([...html.matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]))],
    cspNonce: response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1],
    page: timing.match(/page;desc="(\w+)"/)?.[1],
    cache: timing.match(/cache;desc="([^"]*)"/)?.[1],
    headers: response.headers,
  };
}

/** A page's answer as it arrives, not decoded: its headers and its raw bytes. */
function raw(path: string, acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${site.url}${path}`,
      { headers: { Accept: 'text/html', 'Accept-Encoding': acceptEncoding, 'X-Debug-Token': site.stack.debugToken } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
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
    // The same page, with this answer's own nonce on every inline script.
    expect(kept.nonces).toEqual([kept.cspNonce]);
    expect(rendered.nonces).toEqual([rendered.cspNonce]);
    expect(kept.cspNonce).not.toBe(rendered.cspNonce);
    expect(kept.html.replaceAll(kept.cspNonce!, 'N')).toBe(rendered.html.replaceAll(rendered.cspNonce!, 'N'));
    const again = await view(path);
    expect(again.page).toBe('hit');
    expect(again.nonces).toEqual([again.cspNonce]);
    expect(again.cspNonce).not.toBe(kept.cspNonce);
    expect(kept.html).toContain('First title');
    expect(kept.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(kept.headers.get('content-language')).toBe('az');
    // Another address (here another language) is another page.
    expect((await view(path.replace('/az/', '/en/'))).page).toBe('render');
  });

  it('sends a kept page gzip-compressed as kept to a client that takes gzip, and plain to one that does not', async () => {
    const path = listPage();
    const rendered = await warm(path);
    const expected = rendered.html.replaceAll(rendered.cspNonce!, 'N');
    const nonceOf = (headers: Record<string, string | string[] | undefined>) => String(headers['content-security-policy']).match(/'nonce-([^']+)'/)![1]!;
    const gzip = await raw(path, 'gzip, deflate');
    expect(gzip.headers['server-timing']).toContain('page;desc="hit"');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('Accept-Encoding');
    // The kept bytes themselves (with a length), not a compression on the way.
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(Buffer.byteLength(rendered.html) / 3);
    const html = gunzipSync(gzip.body).toString('utf8');
    expect(html.replaceAll(nonceOf(gzip.headers), 'N')).toBe(expected);
    const plain = await raw(path, 'identity');
    expect(plain.headers['server-timing']).toContain('page;desc="hit"');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.body.toString('utf8').replaceAll(nonceOf(plain.headers), 'N')).toBe(expected);
    expect(nonceOf(plain.headers)).not.toBe(nonceOf(gzip.headers));
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

  it("never shares one visitor's cookie with another", async () => {
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

describe('the request log', () => {
  /** The request lines logged from the index on (each a JSON line). */
  const requestLines = (from: number) =>
    logs.slice(from).flatMap((line) => {
      try {
        const parsed = JSON.parse(line) as { message: string; path: string; status: number; page?: string; cache: object };
        return parsed.message === 'request' ? [parsed] : [];
      } catch {
        return [];
      }
    });
  /** Waits for a 404's line: lines come in order, so once it is in, every earlier request's is. */
  async function settled(marker: string) {
    await view(marker);
    for (let tries = 0; !requestLines(0).some((line) => line.path === marker); tries++) {
      expect(tries, 'the marker request was never logged').toBeLessThan(200);
      await sleep(25);
    }
    return logs.length;
  }

  it('has a JSON line for each request that rendered or failed, and none for a page answered from the cache', async () => {
    const before = await settled('/en/log-start');
    await view('/en/about', { 'Cache-Control': 'no-cache' });
    await view('/en/no-such-page');
    await settled('/en/log-rendered');
    expect(requestLines(before).find((line) => line.path === '/en/about')).toMatchObject({ status: 200, page: 'render', cache: expect.any(Object) });
    expect(requestLines(before).find((line) => line.path === '/en/no-such-page')).toMatchObject({ status: 404 });

    // Its data is warm now: this render is kept (once the cache writes land).
    await view('/en/about');
    await sleep(100);
    const kept = await settled('/en/log-kept');
    for (let views = 0; views < 3; views++) expect((await view('/en/about')).page).toBe('hit');
    await settled('/en/log-end');
    expect(requestLines(kept).map((line) => line.path)).toEqual(['/en/log-end']);
  });
});
