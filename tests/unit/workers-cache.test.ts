// The local Workers Cache (build/workers-cache.ts) that the local stack and the cost bench put in
// front of the Worker: each rule of Cloudflare's documentation that decides what is stored, for
// whom, and whether the Worker runs (and so what is billed), with the sentence it follows.
import { describe, expect, it } from 'vitest';
import { PURGE_LIMITS, WorkersCache, type WorkersCacheContext } from '../../build/workers-cache.ts';

type Answer = { status?: number; headers?: Record<string, string>; body?: string } | 'throw';

/** A Worker that answers from a script of answers (the last repeats) and records what it was asked. */
function setup(...script: Answer[]) {
  const clock = { now: Date.UTC(2026, 10, 25) };
  const asked: Request[] = [];
  const pending: Promise<unknown>[] = [];
  let purge: WorkersCacheContext['cache']['purge'] | undefined;
  const cache = new WorkersCache(async (request, _env, ctx) => {
    asked.push(request);
    purge = ctx.cache.purge;
    const answer = script[Math.min(asked.length - 1, script.length - 1)]!;
    if (answer === 'throw') throw new Error('the Worker failed');
    return new Response(answer.status === 304 ? null : (answer.body ?? `run ${asked.length}`), { status: answer.status ?? 200, headers: answer.headers });
  }, clock);
  const ctx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException: () => undefined };
  const get = async (path = '/en/products', headers: Record<string, string> = {}, method = 'GET') => {
    const response = await cache.fetch(new Request(`https://www.example.az${path}`, { method, headers }), {}, ctx);
    const body = await response.text();
    await Promise.all(pending.splice(0));
    return { status: response.status, cache: response.headers.get('cf-cache-status'), body, headers: response.headers };
  };
  return {
    cache,
    ctx,
    pending,
    clock,
    asked,
    get,
    advance: (seconds: number) => {
      clock.now += seconds * 1000;
    },
    purge: (...args: Parameters<WorkersCacheContext['cache']['purge']>) => purge!(...args),
  };
}

const PUBLIC = { 'Cache-Control': 'public, max-age=60' };

describe('the local Workers Cache', () => {
  it('answers a fresh entry without running the Worker, whatever the host, cookies or Accept-Language', async () => {
    const { get, asked, advance } = setup({ headers: PUBLIC });
    expect((await get()).cache).toBe('MISS');
    advance(59);
    const again = await get('/en/products', { Cookie: 'LANG=en; _ga=2', 'Accept-Language': 'ru' });
    expect(again).toMatchObject({ cache: 'HIT', body: 'run 1' });
    expect(asked).toHaveLength(1);
    expect((await get('/en/products?page=2')).cache).toBe('MISS');
    advance(1);
    expect(await get()).toMatchObject({ cache: 'EXPIRED', body: 'run 3' });
  });

  it('serves a stale entry at once within stale-while-revalidate and refreshes it with one background run', async () => {
    const { get, asked, advance, cache, ctx, pending } = setup({ headers: { 'Cache-Control': 'max-age=60, stale-while-revalidate=600' } });
    await get();
    advance(120);
    expect(await get()).toMatchObject({ cache: 'UPDATING', body: 'run 1' });
    expect(asked).toHaveLength(2);
    expect(cache.counts.BACKGROUND).toBe(1);
    expect(await get()).toMatchObject({ cache: 'HIT', body: 'run 2' });
    // Views that arrive while a refresh is under way start no other.
    advance(120);
    const views = ['first', 'second'].map(() => cache.fetch(new Request('https://www.example.az/en/products'), {}, ctx));
    expect(await Promise.all(views.map(async (view) => (await view).headers.get('cf-cache-status')))).toEqual(['UPDATING', 'UPDATING']);
    await Promise.all(pending.splice(0));
    expect([asked.length, cache.counts.BACKGROUND]).toEqual([3, 2]);
    advance(60 + 601);
    expect(await get()).toMatchObject({ cache: 'EXPIRED', body: 'run 4' });
  });

  it('s-maxage, must-revalidate and proxy-revalidate switch stale-while-revalidate off', async () => {
    for (const extra of ['s-maxage=60', 'must-revalidate', 'proxy-revalidate']) {
      const { get, advance } = setup({ headers: { 'Cache-Control': `max-age=60, stale-while-revalidate=600, ${extra}` } });
      await get();
      advance(120);
      expect((await get()).cache, extra).toBe('EXPIRED');
    }
  });

  it('serves the stale entry when the refresh fails (5xx or a throw) within stale-if-error, and the error after it', async () => {
    const { get, advance } = setup({ headers: { 'Cache-Control': 'max-age=60, stale-if-error=300' } }, { status: 503, body: 'down' }, 'throw', { status: 500 });
    await get();
    advance(120);
    expect(await get()).toMatchObject({ status: 200, cache: 'STALE', body: 'run 1' });
    expect(await get()).toMatchObject({ status: 200, cache: 'STALE', body: 'run 1' });
    advance(300);
    expect(await get()).toMatchObject({ status: 500, cache: 'EXPIRED' });
  });

  it('stores nothing that sets a cookie, is private or no-store; private="set-cookie" is stored without the cookie', async () => {
    for (const headers of <Record<string, string>[]>[
      { ...PUBLIC, 'Set-Cookie': 'LANG=en' },
      { 'Set-Cookie': 'LANG=en' },
      { 'Cache-Control': 'private, max-age=60' },
      { 'Cache-Control': 'no-store' },
    ]) {
      const { get, asked } = setup({ headers });
      expect([(await get()).cache, (await get()).cache], JSON.stringify(headers)).toEqual(['BYPASS', 'BYPASS']);
      expect(asked).toHaveLength(2);
    }
    const { get } = setup({ headers: { 'Cache-Control': 'max-age=60, private="set-cookie"', 'Set-Cookie': 'LANG=en' } });
    expect((await get()).headers.get('set-cookie')).toBe('LANG=en');
    const hit = await get();
    expect([hit.cache, hit.headers.get('set-cookie')]).toEqual(['HIT', null]);
  });

  it('takes the most specific of Cloudflare-CDN-Cache-Control, CDN-Cache-Control and Cache-Control', async () => {
    const cdn = setup({ headers: { 'Cache-Control': 'no-store', 'CDN-Cache-Control': 'max-age=60' } });
    await cdn.get();
    expect((await cdn.get()).cache).toBe('HIT');
    const cloudflare = setup({ headers: { 'CDN-Cache-Control': 'max-age=60', 'Cloudflare-CDN-Cache-Control': 'private' } });
    await cloudflare.get();
    expect((await cloudflare.get()).cache).toBe('BYPASS');
    const kept = await setup({ headers: { 'Cloudflare-CDN-Cache-Control': 'max-age=60', 'Cache-Tag': 'products' } }).get();
    expect([kept.headers.get('cloudflare-cdn-cache-control'), kept.headers.get('cache-tag')]).toEqual([null, null]);
  });

  it('without any cache header keeps a 200 two hours and a 404 three minutes', async () => {
    const ok = setup({});
    await ok.get();
    ok.advance(7199);
    expect((await ok.get()).cache).toBe('HIT');
    ok.advance(1);
    expect((await ok.get()).cache).toBe('EXPIRED');
    const missing = setup({ status: 404 });
    await missing.get();
    missing.advance(180);
    expect((await missing.get()).cache).toBe('EXPIRED');
  });

  it('revalidates a stale entry with its validators; a 304 refreshes it and its headers without a body', async () => {
    const { get, asked, advance } = setup(
      { headers: { 'Cache-Control': 'max-age=60', ETag: '"v1"', 'Last-Modified': 'Tue, 24 Nov 2026 10:00:00 GMT' }, body: 'page' },
      { status: 304, headers: { 'Cache-Control': 'max-age=600', ETag: '"v1"' } },
    );
    await get();
    advance(61);
    expect(await get()).toMatchObject({ status: 200, cache: 'REVALIDATED', body: 'page' });
    expect([asked[1]!.headers.get('if-none-match'), asked[1]!.headers.get('if-modified-since')]).toEqual(['"v1"', 'Tue, 24 Nov 2026 10:00:00 GMT']);
    advance(599);
    expect(await get()).toMatchObject({ cache: 'HIT', body: 'page' });
    expect(asked).toHaveLength(2);
  });

  it("answers a client's matching If-None-Match with a 304 from the cache, and a HEAD from a GET's entry", async () => {
    const { get, asked } = setup({ headers: { ...PUBLIC, ETag: 'W/"v1"' }, body: 'page' });
    await get();
    expect(await get('/en/products', { 'If-None-Match': '"v0", "v1"' })).toMatchObject({ status: 304, cache: 'HIT', body: '' });
    expect(await get('/en/products', {}, 'HEAD')).toMatchObject({ status: 200, cache: 'HIT', body: '' });
    expect(asked).toHaveLength(1);
  });

  it('fills a cold entry for a HEAD with a GET, which the next GET then hits', async () => {
    const { get, asked } = setup({ headers: PUBLIC, body: 'page' });
    expect(await get('/en/', {}, 'HEAD')).toMatchObject({ cache: 'MISS', body: '' });
    expect(asked[0]!.method).toBe('GET');
    expect(await get('/en/')).toMatchObject({ cache: 'HIT', body: 'page' });
  });

  it('purges by tag (any case), by path prefix and everything, through the ctx.cache the Worker gets', async () => {
    const { get, purge, cache } = setup({ headers: { ...PUBLIC, 'Cache-Tag': 'product:p1,Products' } });
    await get('/en/products/p1');
    await get('/az/products/p1');
    await purge({ tags: ['shared'] });
    expect((await get('/en/products/p1')).cache).toBe('HIT');
    await purge({ tags: ['products'] });
    expect(cache.size).toBe(0);
    await get('/en/products/p1');
    await get('/az/products/p1');
    await purge({ pathPrefixes: ['/az/'] });
    expect([(await get('/en/products/p1')).cache, (await get('/az/products/p1')).cache]).toEqual(['HIT', 'MISS']);
    await purge({ purgeEverything: true });
    expect(cache.size).toBe(0);
  });

  it('keeps a variant per value of the request headers the response varies on', async () => {
    const { get } = setup({ headers: { ...PUBLIC, Vary: 'Accept-Encoding' } });
    await get('/en/', { 'Accept-Encoding': 'gzip' });
    expect((await get('/en/', { 'Accept-Encoding': 'gzip' })).cache).toBe('HIT');
    expect((await get('/en/', { 'Accept-Encoding': 'br' })).cache).toBe('MISS');
    const stopped = setup({ headers: { ...PUBLIC, Vary: 'Accept-Encoding' } }, { headers: PUBLIC });
    await stopped.get('/en/', { 'Accept-Encoding': 'gzip' });
    await stopped.get('/en/', { 'Accept-Encoding': 'br' });
    expect(await stopped.get('/en/', { 'Accept-Encoding': 'gzip' })).toMatchObject({ cache: 'HIT', body: 'run 2' });
  });

  it('never looks up a POST, and a no-cache entry is checked with the Worker every time', async () => {
    const post = setup({ headers: PUBLIC });
    expect([(await post.get('/_purge', {}, 'POST')).cache, (await post.get('/_purge', {}, 'POST')).cache]).toEqual(['DYNAMIC', 'DYNAMIC']);
    const noCache = setup({ headers: { 'Cache-Control': 'max-age=600, no-cache', ETag: '"a"' } }, { status: 304, headers: { ETag: '"a"' } });
    await noCache.get();
    expect((await noCache.get()).cache).toBe('REVALIDATED');
    expect(noCache.asked).toHaveLength(2);
  });

  // "Workers Caching keys responses by: … The path and query string of the request URL." (…/workers/cache/cache-keys/)
  it('keys by path and query as written: another order of the same parameters is another entry, the host and scheme are not', async () => {
    const { get, asked } = setup({ headers: PUBLIC });
    await get('/en/products?ordering=price&page=2');
    expect((await get('/en/products?page=2&ordering=price')).cache).toBe('MISS');
    const other = await setup({ headers: PUBLIC }).cache.fetch(
      new Request('http://other.example/en/products?page=2&ordering=price'),
      {},
      { waitUntil: () => undefined, passThroughOnException: () => undefined },
    );
    expect(other.headers.get('cf-cache-status')).toBe('MISS');
    expect(asked).toHaveLength(2);
  });

  // cache-keys: X-Forwarded-Host and Forwarded are part of the key, so a forged one makes an entry of its own.
  it('keys by X-Forwarded-Host and Forwarded too', async () => {
    const { get, asked } = setup({ headers: PUBLIC });
    await get('/en/');
    expect((await get('/en/', { 'X-Forwarded-Host': 'evil.example' })).cache).toBe('MISS');
    expect((await get('/en/', { Forwarded: 'host=evil.example' })).cache).toBe('MISS');
    expect((await get('/en/', { 'X-Forwarded-Host': 'evil.example' })).cache).toBe('HIT');
    expect((await get('/en/', { Cookie: 'LANG=ru', Authorization: 'Bearer x', 'User-Agent': 'bot' })).cache).toBe('HIT');
    expect(asked).toHaveLength(3);
  });

  // configuration: "Vary" is honoured, "values are compared verbatim": one Accept string, one entry.
  it('compares Vary values verbatim', async () => {
    const { get } = setup({ headers: { ...PUBLIC, Vary: 'Accept' } });
    await get('/_img/x', { Accept: 'image/avif,image/webp,*/*' });
    expect((await get('/_img/x', { Accept: 'image/avif,image/webp,*/*' })).cache).toBe('HIT');
    expect((await get('/_img/x', { Accept: 'image/avif, image/webp, */*' })).cache).toBe('MISS');
  });

  // limitations: 206 and 520-526 are never stored; nor is an answer that varies on `*`.
  it('never stores a 206, a 520-526 or Vary: *', async () => {
    for (const answer of [{ status: 206, headers: PUBLIC }, { status: 522, headers: PUBLIC }, { headers: { ...PUBLIC, Vary: '*' } }]) {
      const { get } = setup(answer);
      expect([(await get()).cache, (await get()).cache], JSON.stringify(answer)).toEqual(['BYPASS', 'BYPASS']);
    }
  });

  // Every answer says what the cache did: Cf-Cache-Status.
  it('says Cf-Cache-Status on every answer', async () => {
    const { get } = setup({ headers: { 'Cache-Control': 'no-store' } });
    expect((await get()).headers.get('cf-cache-status')).toBe('BYPASS');
  });

  // purge: "Workers Caching always uses the Free tier limits"; purge-cache: Free, "5 requests per minute",
  // "Bucket size 25", "Max operations per request 100", token bucket; a limited purge answers success: false.
  it('limits purges to a bucket of 25 refilled at 5 a minute, answering success: false past it without purging', async () => {
    const { get, cache, advance } = setup({ headers: { ...PUBLIC, 'Cache-Tag': 'products' } });
    for (let call = 0; call < PURGE_LIMITS.bucket; call++) expect(cache.purge({ tags: ['shared'] }).success).toBe(true);
    await get();
    advance(1);
    const limited = cache.purge({ tags: ['products'] });
    expect(limited.success).toBe(false);
    expect(limited.errors[0]!.message).toMatch(/rate limit/);
    expect((await get()).cache).toBe('HIT');
    advance(12);
    expect(cache.purge({ tags: ['products'] }).success).toBe(true);
    expect(cache.size).toBe(0);
    expect(cache.purge({ tags: Array.from({ length: 101 }, (_, index) => `product:p${index}`) }).success).toBe(false);
    expect(cache.purges.at(-1)!.result.success).toBe(false);
  });

  it('streams a miss to the client while it stores it; the next request hits once it is stored', async () => {
    const { get, asked } = setup({ headers: PUBLIC, body: 'streamed page' });
    expect(await get('/en/')).toMatchObject({ cache: 'MISS', body: 'streamed page' });
    expect(await get('/en/')).toMatchObject({ cache: 'HIT', body: 'streamed page' });
    expect(asked).toHaveLength(1);
  });
});
