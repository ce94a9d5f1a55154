// One answer per address: Cloudflare's Workers Cache keys an answer by path and query only, so
// whatever one visitor's request carries (cookies, Accept-Language, Authorization, User-Agent, the
// debug token, the scheme) and whichever isolate rendered it must not change what it keeps. Each
// kind of storable answer is filled into the local Workers Cache (build/workers-cache.ts) by one
// visitor and read by another: the second must get what a fresh render for them would give, and
// nothing of the first's. "A fresh isolate" is a second site Worker that has served nothing.
import { describe, expect, it } from 'vitest';
import { siteHandler } from '../../build/workers-cache-front.ts';
import { createHash } from 'node:crypto';
import { CONSUMED_HEADERS, WALL_CLOCK, WorkersCache } from '../../build/workers-cache.ts';
import { fakeContact, fakeProduct, upstreamDefaults } from '../../build/fake-upstream.ts';
import { useSite } from '../support/site-and-browser.ts';

const SITE_ORIGIN = 'https://www.hesabpos.az';
const DEBUG_TOKEN = 'probe-debug-token';
// One media host for both stacks, as the site has one.
const siteVars = { SITE_ORIGIN, DEBUG_TOKEN, MEDIA_HOST: 'https://media.example.az' };
const warm = useSite({ siteVars });
const fresh = useSite({ siteVars });
/** A catalogue whose map is on an origin of its own, on a site Worker that has served nothing before its test. */
const MAP = 'https://maps.example.az/embed?pb=hesabpos';
const mapped = useSite({ siteVars, upstream: upstreamDefaults(() => [fakeProduct('p1', 'Printer', 10)]) });
/** The local stack as `npm start` runs it: the Workers Cache in front of the site. */
const fronted = useSite({ siteVars, workersCache: true });

const PLAIN: Record<string, string> = {
  Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'Accept-Language': 'en-GB,en;q=0.9',
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
};

interface Visitor {
  name: string;
  headers?: Record<string, string>;
  scheme?: 'http' | 'https';
  isolate?: 'fresh';
}

/** Everything a second visitor's request may differ in. */
const READERS: Visitor[] = [
  { name: 'cookies', headers: { Cookie: 'LANG=ru; _ga=GA1.1.99; theme=dark' } },
  { name: 'Accept-Language', headers: { 'Accept-Language': 'ru-RU,ru;q=0.9' } },
  { name: 'Authorization', headers: { Authorization: 'Bearer someone-else' } },
  { name: 'User-Agent', headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } },
  { name: 'a valid debug token', headers: { 'X-Debug-Token': DEBUG_TOKEN } },
  { name: 'an invalid debug token', headers: { 'X-Debug-Token': 'guess' } },
  { name: 'the scheme', scheme: 'http' },
  { name: 'the isolate', isolate: 'fresh' },
];
const FILLERS: Visitor[] = [{ name: 'a plain visitor' }, { name: 'a debug visitor', headers: { 'X-Debug-Token': DEBUG_TOKEN } }];

/**
 * Headers that differ between any two answers of one address (when, how old, what the cache did,
 * how the bytes are framed), and those Cloudflare never shows.
 */
const LEFT_OUT = new Set(['date', 'age', 'cf-cache-status', 'transfer-encoding', 'content-length', ...CONSUMED_HEADERS]);
/** Countdowns and durations: a value per moment, not per visitor. */
const MOMENTARY: Record<string, RegExp> = { 'cdn-cache-control': /max-age=\d+/g, 'server-timing': /dur=\d+/g };

function requestOf(path: string, visitor: Visitor): Request {
  return new Request(`${visitor.scheme ?? 'https'}://www.hesabpos.az${path}`, { headers: { ...PLAIN, ...visitor.headers }, redirect: 'manual' });
}

/** An answer as a visitor gets it, Date and the like aside. */
async function seen(response: Response) {
  const headers = Object.fromEntries(
    [...response.headers]
      .filter(([name]) => !LEFT_OUT.has(name) && name !== 'set-cookie')
      .map(([name, value]) => [name, MOMENTARY[name] ? value.replace(MOMENTARY[name], (found) => found.replace(/\d+/, 'N')) : value]),
  );
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers, body: `${body.length} bytes, sha256 ${createHash('sha256').update(body).digest('base64')}` };
}

/** The addresses of each kind of storable answer, found on the site itself. */
async function addresses(): Promise<Record<string, string>> {
  const home = await (await fetch(`${warm.url}/en/`)).text();
  const product = home.match(/href="(\/en\/products\/[^"?#]+)"/)?.[1];
  // An old image address of a photo the page names on the media host: the Worker's 301 to it.
  const image = home.match(/\/v\/(?:avif|webp)\/\d+\/[^"\s,]+/)?.[0]?.replace(/^\/v\//, '/_img/');
  const category = home.match(/href="\/en\/products\?category=([^"&]+)"/)?.[1];
  expect([product, image, category]).not.toContain(undefined);
  // The list with filters at its canonical address: whatever order the site writes, it redirects there.
  const listed = await fetch(`${warm.url}/en/products?price__lte=2000&category=${category}&ordering=price`, { redirect: 'manual' });
  const list =
    listed.status === 301
      ? new URL(listed.headers.get('location')!, warm.url).pathname + new URL(listed.headers.get('location')!, warm.url).search
      : `/en/products?price__lte=2000&category=${category}&ordering=price`;
  await listed.text();
  return {
    home: '/en/',
    'list with filters': list,
    product: product!,
    about: '/en/about',
    partners: '/ru/partners',
    'a 404 page': '/en/products/no-such-product-here',
    'compare page': `/en/compare?products=${product!.replace('/en/products/', '')}`,
    '/_api': `/_api/en/${product!.replace('/en/', '')}`,
    sitemap: '/sitemap.xml',
    'robots.txt': '/robots.txt',
    'old image address': image!,
    'a canonical 301': '/en/products?page=1&junk=1',
  };
}

describe('one answer per address, through the Workers Cache', () => {
  it('gives a second visitor what a fresh render for them gives, and nothing of the first visitor, for every kind of storable answer', async () => {
    let isolate = warm;
    const handler = siteHandler(() => isolate.stack.site!);
    const worker = (request: Request) =>
      handler(
        request,
        {},
        { waitUntil: () => undefined, passThroughOnException: () => undefined, cache: { purge: async () => ({ success: true, errors: [] }) } },
      );
    const kept: string[] = [];
    const kinds = await addresses();
    for (const [kind, path] of Object.entries(kinds)) {
      for (const filler of FILLERS) {
        for (const reader of READERS) {
          const pending: Promise<unknown>[] = [];
          const ctx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException: () => undefined };
          const cache = new WorkersCache(handler, WALL_CLOCK);
          isolate = warm;
          const filled = await cache.fetch(requestOf(path, filler), {}, ctx);
          await filled.arrayBuffer();
          await Promise.all(pending);
          isolate = reader.isolate ? fresh : warm;
          const served = await cache.fetch(requestOf(path, reader), {}, ctx);
          const status = served.headers.get('cf-cache-status');
          const got = await seen(served);
          // What the reader would get from the Worker itself; a debug request that the cache answers
          // gets the kept answer (no Worker runs for it), as anyone without the token would.
          const fromCache = ['HIT', 'UPDATING', 'STALE', 'REVALIDATED'].includes(status ?? '');
          const asked = fromCache && reader.headers?.['X-Debug-Token'] === DEBUG_TOKEN ? { ...reader, headers: {} } : reader;
          const expected = await seen(await worker(requestOf(path, asked)));
          const label = `${kind} ${path}, filled by ${filler.name}, read with another ${reader.name} (${status})`;
          expect(got, label).toEqual(expected);
          if (fromCache) {
            kept.push(`${kind}/${filler.name}`);
            expect(served.headers.get('server-timing'), label).toBeNull();
            expect(served.headers.get('set-cookie'), label).toBeNull();
          }
        }
      }
    }
    // Every kind is kept when a plain visitor fills it (else the property above says little), and never when a debug visitor does.
    expect(new Set(kept.filter((entry) => entry.endsWith('a plain visitor')))).toHaveProperty('size', Object.keys(kinds).length);
    expect(kept.filter((entry) => entry.endsWith('a debug visitor'))).toEqual([]);
  }, 240_000);

  it('keeps for a forged or over-long X-Forwarded-Host or a Forwarded header only what the canonical request gets', async () => {
    const handler = siteHandler(() => warm.stack.site!);
    const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined };
    const forgeries: Record<string, string>[] = [
      { 'X-Forwarded-Host': 'evil.example' },
      { 'X-Forwarded-Host': `${'a'.repeat(4000)}.example` },
      { Forwarded: 'for=203.0.113.9;host=evil.example;proto=http' },
    ];
    for (const headers of forgeries) {
      for (const path of ['/en/', '/sitemap.xml', '/robots.txt']) {
        const cache = new WorkersCache(handler, WALL_CLOCK);
        const forged = await seen(await cache.fetch(requestOf(path, { name: 'forged', headers }), {}, ctx));
        const canonical = await seen(
          await handler(requestOf(path, { name: 'plain' }), {}, { ...ctx, cache: { purge: async () => ({ success: true, errors: [] }) } }),
        );
        expect(forged, `${path} ${JSON.stringify(headers).slice(0, 60)}`).toEqual(canonical);
      }
    }
  });

  it("keeps no debug answer: the token's Server-Timing comes with private, no-store, and the next visitor gets none", async () => {
    const debug = await fetch(`${fronted.url}/en/about`, { headers: { 'X-Debug-Token': DEBUG_TOKEN } });
    await debug.text();
    expect(debug.headers.get('server-timing')).toMatch(/page;desc="render"/);
    expect([debug.headers.get('cache-control'), debug.headers.get('cdn-cache-control'), debug.headers.get('cf-cache-status')]).toEqual([
      'private, no-store',
      'no-store',
      'BYPASS',
    ]);
    await fronted.stack.workersCache!.settled();
    const next = await fetch(`${fronted.url}/en/about`);
    await next.text();
    expect([next.headers.get('cf-cache-status'), next.headers.get('server-timing')]).toEqual(['MISS', null]);
  });

  it("names the map's origin in frame-src from a fresh isolate's first page on, whatever page it is", async () => {
    mapped.answers['contact/information/'] = { body: { ...fakeContact, map_url: MAP } };
    const first = await fetch(`${mapped.url}/en/about`);
    await first.text();
    expect(first.headers.get('content-security-policy')).toContain('frame-src https://maps.example.az;');
  });

  it('sends HSTS over http too when the site is https: the cache keys without the scheme', async () => {
    const overHttp = await fetch(`${warm.url}/en/`);
    await overHttp.text();
    expect(new URL(warm.url).protocol).toBe('http:');
    expect(overHttp.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it("runs in front of the local stack: a second view is a hit, and the Worker's ctx.cache.purge reaches it", async () => {
    const { stack } = fronted;
    const first = await fetch(`${fronted.url}/ru/partners`);
    await first.text();
    await stack.workersCache!.settled();
    const second = await fetch(`${fronted.url}/ru/partners`, { headers: { Cookie: 'LANG=az', 'Accept-Language': 'az' } });
    expect([first.headers.get('cf-cache-status'), second.headers.get('cf-cache-status'), await second.text()]).toEqual([
      'MISS',
      'HIT',
      expect.stringContaining('<html lang="ru"'),
    ]);
    const purged = await fetch(`${fronted.url}/_purge`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.purgeToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ scope: 'shared' }),
    });
    expect([purged.status, purged.headers.get('cf-cache-status')]).toEqual([200, 'DYNAMIC']);
    await purged.text();
    // The purge queue's consumer purges within seconds (worker/cache/purge.ts).
    await expect
      .poll(() => stack.workersCache!.cache.purges.at(-1), { timeout: 30_000 })
      .toMatchObject({ options: { tags: ['shared'] }, result: { success: true } });
    const after = await fetch(`${fronted.url}/ru/partners`);
    await after.text();
    expect(after.headers.get('cf-cache-status')).toBe('MISS');
  });
});
