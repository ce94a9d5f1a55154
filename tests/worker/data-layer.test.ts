// The site's data layer on workerd with real KV, against a scriptable upstream: cache hit,
// miss, stale refresh, stale-if-error, coalescing, timeout, no caching of errors, purge,
// maintenance, Server-Timing and the request log.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { startStack } from '../../scripts/local-stack.ts';
import { catalogueDefaults, fakeList, fakeProduct, startFakeUpstream, type Answer } from '../support/fake-upstream.ts';
import { useSite } from '../support/site-and-browser.ts';

const FRESH_SECONDS = 1;
const SWR_SECONDS = 1;
const TIMEOUT_MS = 600;

const logs: string[] = [];
/** The fake upstream answers every products list with one product unless a test says otherwise. */
const site = useSite({
  upstream: catalogueDefaults((url) => [fakeProduct('p1', `List ${url.search}`, 10)]),
  siteVars: {
    CACHE_FRESH_PRODUCTS_SECONDS: String(FRESH_SECONDS),
    CACHE_FRESH_SHARED_SECONDS: String(FRESH_SECONDS),
    CACHE_STALE_WHILE_REVALIDATE_SECONDS: String(SWR_SECONDS),
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
  },
  onLog: (line) => logs.push(line),
});

/** Server-Timing tells the cache's details only to requests with the debug token. */
const debug = () => ({ headers: { 'X-Debug-Token': site.stack.debugToken } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let unique = 0;
/** A query no other test uses, so each test starts with a cold cache entry. */
const fresh = () => `search=t${++unique}`;

async function json(path: string) {
  const response = await fetch(`${site.url}/_api/az/${path}`, debug());
  return {
    status: response.status,
    body: await response.json(),
    timing: response.headers.get('server-timing') ?? '',
    headers: response.headers,
  };
}

async function until(condition: () => boolean, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(25);
  }
}

async function purge(body: unknown, token: string | null = site.stack.purgeToken) {
  return fetch(`${site.url}/_purge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
}

describe('cache', () => {
  it('answers a second request from KV without calling the upstream', async () => {
    const query = fresh();
    const first = await json(`products/?${query}`);
    expect(first.status).toBe(200);
    expect(first.timing).toContain('cache;desc="miss=1"');
    expect(first.timing).toMatch(/upstream;dur=\d+;desc="1 call"/);
    const second = await json(`products/?${query}`);
    expect(second.body).toEqual(first.body);
    expect(second.timing).toContain('cache;desc="hit=1"');
    expect(second.timing).toContain('desc="0 calls"');
    // The site's own page size: /_api asks the upstream what the site would.
    expect(site.upstream.count('products/', `limit=10&${query}`)).toBe(1);
  });

  it('keys entries by language and sorted query', async () => {
    const query = fresh();
    await json(`products/?${query}&limit=3`);
    expect((await json(`products/?limit=3&${query}`)).timing).toContain('hit=1');
    const russian = await fetch(`${site.url}/_api/ru/products/?${query}&limit=3`, debug());
    expect(russian.headers.get('server-timing')).toContain('miss=1');
  });

  it('serves a stale entry at once and refreshes it in the background', async () => {
    const query = fresh();
    let title = 'old';
    site.answers['products/'] = () => ({ body: fakeList([fakeProduct('p', title, 1)]) });
    await json(`products/?${query}`);
    title = 'new';
    await sleep((FRESH_SECONDS + 0.2) * 1000);
    const stale = await json(`products/?${query}`);
    expect(stale.body.results[0].title).toBe('old');
    expect(stale.timing).toContain('stale=1');
    await until(() => site.upstream.calls.filter((call) => call.url.search.includes(query)).length === 2);
    await sleep(100);
    const refreshed = await json(`products/?${query}`);
    expect(refreshed.body.results[0].title).toBe('new');
    expect(refreshed.timing).toContain('hit=1');
  });

  it('serves a stale entry when the upstream fails past the revalidation window', async () => {
    const query = fresh();
    site.answers['products/'] = { body: fakeList([fakeProduct('p', 'kept', 1)]) };
    await json(`products/?${query}`);
    site.answers['products/'] = { status: 500, body: { detail: 'boom' } };
    await sleep((FRESH_SECONDS + SWR_SECONDS + 0.2) * 1000);
    const answer = await json(`products/?${query}`);
    expect(answer.status).toBe(200);
    expect(answer.body.results[0].title).toBe('kept');
    expect(answer.timing).toContain('stale-if-error=1');
  });

  it('shares one upstream call among concurrent misses for the same key', async () => {
    const query = fresh();
    site.answers['products/'] = { body: fakeList([fakeProduct('p', 'slow', 1)]), delayMs: 300 };
    const answersReceived = await Promise.all(Array.from({ length: 12 }, () => json(`products/?${query}`)));
    for (const answer of answersReceived) expect(answer.body.results[0].title).toBe('slow');
    expect(site.upstream.calls.filter((call) => call.url.search.includes(query))).toHaveLength(1);
  });

  it('gives up on a slow upstream after the timeout', async () => {
    const query = fresh();
    site.answers['products/'] = { body: fakeList([]), delayMs: TIMEOUT_MS * 4 };
    const started = Date.now();
    const answer = await json(`products/?${query}`);
    expect(answer.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
  });

  it.each<[string, Answer, number]>([
    ['a 500', { status: 500, body: { detail: 'boom' } }, 502],
    ['a 503', { status: 503, body: { detail: 'maintenance' } }, 503],
    ['malformed JSON', { raw: '{"count": 1, "results": [' }, 502],
    ['a malformed shape', { body: { count: 'many', results: 'none' } }, 502],
  ])('never caches %s', async (_name, answer, status) => {
    const query = fresh();
    site.answers['products/'] = answer;
    expect((await json(`products/?${query}`)).status).toBe(status);
    site.answers['products/'] = { body: fakeList([fakeProduct('p', 'recovered', 1)]) };
    const next = await json(`products/?${query}`);
    expect(next.status).toBe(200);
    expect(next.body.results[0].title).toBe('recovered');
    expect(site.upstream.calls.filter((call) => call.url.search.includes(query))).toHaveLength(2);
  });

  it('remembers a 404 for a minute, so a flood of requests for one missing product costs one call', async () => {
    const slug = `missing-${++unique}`;
    site.answers[`products/${slug}/`] = { status: 404, body: { detail: 'Not found.' } };
    const answers = await Promise.all(Array.from({ length: 20 }, () => json(`products/${slug}/`)));
    for (let i = 0; i < 30; i++) answers.push(await json(`products/${slug}/`));
    expect(answers.every((answer) => answer.status === 404)).toBe(true);
    expect(site.upstream.count(`products/${slug}/`)).toBe(1);
    // A purge of the product retires it like any entry: the product may exist now.
    await purge({ scope: 'product', slug });
    await json(`products/${slug}/`);
    expect(site.upstream.count(`products/${slug}/`)).toBe(2);
  });

  it('does not store values over the size limit', async () => {
    const query = fresh();
    const big = fakeList(Array.from({ length: 3000 }, (_, index) => fakeProduct(`p${index}`, 'x'.repeat(200), index)));
    site.answers['products/'] = { body: big };
    expect((await json(`products/?${query}`)).body.count).toBe(3000);
    expect((await json(`products/?${query}`)).timing).toContain('miss=1');
    expect(site.upstream.calls.filter((call) => call.url.search.includes(query))).toHaveLength(2);
  });

  it('caches a long search under a hashed key (KV keys stop at 512 bytes)', async () => {
    const query = `search=${'ə'.repeat(1000)}`;
    expect((await json(`products/?${query}`)).status).toBe(200);
    expect((await json(`products/?${query}`)).timing).toContain('hit=1');
  });
});

describe('purge', () => {
  async function warm(paths: string[]) {
    for (const path of paths) await json(path);
    for (const path of paths) expect((await json(path)).timing, path).toContain('hit=1');
  }

  beforeEach(() => {
    site.answers['products/p1'] = { body: { ...fakeProduct('p1', 'One', 1), description: '', features: [] } };
    site.answers['products/p2'] = { body: { ...fakeProduct('p2', 'Two', 2), description: '', features: [] } };
  });

  const outcome = async (path: string) => ((await json(path)).timing.match(/cache;desc="(\w+)/)?.[1] ?? '');

  it.each([
    [{ scope: 'products' }, { 'products/?q=1': 'miss', 'products/p1': 'miss', 'categories/': 'hit', 'contact/information/': 'hit' }],
    [{ scope: 'product', slug: 'p1' }, { 'products/?q=1': 'hit', 'products/p1': 'miss', 'products/p2': 'hit', 'categories/': 'hit' }],
    [{ scope: 'categories' }, { 'products/?q=1': 'hit', 'categories/': 'miss', 'contact/information/': 'hit' }],
    [{ scope: 'shared' }, { 'products/p1': 'hit', 'categories/': 'hit', 'contact/information/': 'miss' }],
    [{ scope: 'all' }, { 'products/?q=1': 'miss', 'products/p2': 'miss', 'categories/': 'miss', 'contact/information/': 'miss' }],
  ])('%j retires exactly its scope', async (body, expected) => {
    await warm(Object.keys(expected));
    const response = await purge(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject(body);
    for (const [path, result] of Object.entries(expected)) expect(await outcome(path), path).toBe(result);
  });

  it.each([
    ['no token', null],
    ['a wrong token', 'wrong'],
    ['a token one character short', 'x'],
    ['an empty token', ''],
  ])('answers 401 with nothing else to %s', async (_name, token) => {
    const response = await purge({ scope: 'all' }, token === 'x' ? site.stack.purgeToken.slice(0, -1) : token);
    expect(response.status).toBe(401);
    expect(await response.text()).toBe('');
  });

  it('answers 400 to a bad scope or a product without slug, 405 to a GET', async () => {
    expect((await purge({ scope: 'everything' })).status).toBe(400);
    expect((await purge({ scope: 'product' })).status).toBe(400);
    expect((await purge({ scope: 'product', slug: '../x' })).status).toBe(400);
    const notJson = await fetch(`${site.url}/_purge`, { method: 'POST', headers: { Authorization: `Bearer ${site.stack.purgeToken}` }, body: 'all' });
    expect(notJson.status).toBe(400);
    expect((await fetch(`${site.url}/_purge`)).status).toBe(405);
  });
});

describe('maintenance', () => {
  it('answers a page 503 with Retry-After when the upstream is in maintenance, and never caches it', async () => {
    site.answers['products/'] = { status: 503, body: { detail: 'maintenance' } };
    site.answers['contact/information/'] = { status: 503, body: { detail: 'maintenance' } };
    site.answers['categories/'] = { status: 503, body: { detail: 'maintenance' } };
    await purge({ scope: 'all' });
    const page = await fetch(`${site.url}/en/`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('120');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const data = await fetch(`${site.url}/_api/en/contact/information/`);
    expect(data.status).toBe(503);
    expect(data.headers.get('retry-after')).toBe('120');
    site.answers = {};
    expect((await fetch(`${site.url}/en/`)).status).toBe(200);
  });
});

describe('observability', () => {
  it('puts Server-Timing on HTML and JSON answers and logs one JSON line per request', async () => {
    const before = logs.length;
    const page = await fetch(`${site.url}/az/`, debug());
    await page.text();
    expect(page.headers.get('server-timing')).toMatch(/cache;desc="[^"]+", upstream;dur=\d+;desc="\d+ calls?", total;dur=\d+/);
    const data = await fetch(`${site.url}/_api/az/categories/`, debug());
    expect(data.headers.get('server-timing')).toContain('cache;desc=');
    const stranger = await fetch(`${site.url}/_api/az/categories/`, { headers: { 'X-Debug-Token': 'wrong' } });
    expect(stranger.headers.get('server-timing')).toBeNull();
    await until(() => logs.slice(before).filter((line) => line.startsWith('{"level"')).length >= 2);
    const lines = logs.slice(before).flatMap((line) => {
      try {
        return [JSON.parse(line) as { path: string; status: number; cache: object }];
      } catch {
        return [];
      }
    });
    expect(lines.find((line) => line.path === '/az/')).toMatchObject({ status: 200, cache: expect.any(Object) });
    expect(lines.find((line) => line.path === '/_api/az/categories/')).toMatchObject({ status: 200 });
  });
});

describe('another upstream', () => {
  it('never answers from entries another upstream filled, even in the same KV', async () => {
    const persistDir = await mkdtemp(join(tmpdir(), 'site-kv-'));
    const upstreams = await Promise.all(
      ['First upstream', 'Second upstream'].map((title) => startFakeUpstream(catalogueDefaults(() => [fakeProduct('p', title, 1)]))),
    );
    try {
      for (const [index, upstream] of upstreams.entries()) {
        // Each site starts on the same persisted KV, as a redeploy with a new UPSTREAM_URL would.
        const stack = await startStack({ upstreamUrl: upstream.url, persistDir, port: 0, onLog: () => {} });
        try {
          const response = await fetch(`${stack.siteUrl}/_api/az/products/?limit=1`, { headers: { 'X-Debug-Token': stack.debugToken } });
          const body = (await response.json()) as { results: { title: string }[] };
          expect(body.results[0]!.title).toBe(index === 0 ? 'First upstream' : 'Second upstream');
          expect(response.headers.get('server-timing')).toContain('miss=1');
          // Let the KV write land before the site stops.
          await sleep(200);
        } finally {
          await stack.close();
        }
      }
    } finally {
      await Promise.all(upstreams.map((upstream) => upstream.close()));
      await rm(persistDir, { recursive: true, force: true });
    }
  }, 60_000);
});
