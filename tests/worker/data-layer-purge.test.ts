// The site's data layer on workerd with real KV, against a scriptable upstream: purge,
// maintenance, Server-Timing, another upstream.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { startStack } from '../../build/local-stack.ts';
import { sleep, useDataLayerSite } from '../support/data-layer-site.ts';
import { upstreamDefaults, fakeProduct, startFakeUpstream } from '../../build/fake-upstream.ts';
import { VERSIONS_OBJECT } from '../../worker/cache/versions.ts';

// Entries stay fresh for the whole file: only a purge may retire them.
const { site, debug, json, purge } = useDataLayerSite({ freshSeconds: 600 });

describe('purge', () => {
  async function warm(paths: string[]) {
    for (const path of paths) await json(path);
    for (const path of paths) expect((await json(path)).timing, path).toContain('hit=1');
  }

  beforeEach(() => {
    site.answers['products/p1'] = { body: { ...fakeProduct('p1', 'One', 1), description: '', features: [] } };
    site.answers['products/p2'] = { body: { ...fakeProduct('p2', 'Two', 2), description: '', features: [] } };
  });

  const outcome = async (path: string) => (await json(path)).timing.match(/cache;desc="(\w+)/)?.[1] ?? '';

  it.each([
    [{ scope: 'products' }, { 'products/?q=1': 'miss', 'products/p1': 'miss', 'categories/': 'hit', 'contact/information/': 'hit' }],
    [
      { scope: 'product', slug: 'p1' },
      { 'products/?q=1': 'hit', 'products/p1': 'miss', 'products/p2': 'hit', 'categories/': 'hit' },
    ],
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

  /** The scope versions in the site's STATE bucket, as a purge writes them. */
  async function storedVersions() {
    const state = await site.stack.site!.getR2Bucket('STATE');
    return JSON.parse((await (await state.get(VERSIONS_OBJECT))?.text()) ?? '{}') as Record<string, string>;
  }

  it.each([
    ['an unknown scope', { scope: 'everything' }, /scope must be one of all, products, product, categories, shared/],
    ['no scope', { slug: 'p1' }, /scope must be one of/],
    ['a product without slug', { scope: 'product' }, /needs a "slug"/],
    ['a path for a slug', { scope: 'product', slug: '../x' }, /needs a "slug"/],
    ['an empty slug', { scope: 'product', slug: '' }, /needs a "slug"/],
    ['a slug that is not a string', { scope: 'product', slug: 7 }, /needs a "slug"/],
    ['a slug of 201 characters', { scope: 'product', slug: 'a'.repeat(201) }, /needs a "slug"/],
    ['a slug with another scope', { scope: 'products', slug: 'p1' }, /only scope "product" takes a "slug"/],
    ['a body that is not an object', 'all', /scope must be one of/],
  ])('answers 400 with a JSON error to %s, and writes nothing', async (_name, body, message) => {
    await warm(['products/p1']);
    const before = await storedVersions();
    const response = await purge(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(await storedVersions()).toEqual(before);
    expect(await outcome('products/p1')).toBe('hit');
  });

  it('answers 400 to a body that is not JSON, 405 to a GET', async () => {
    const notJson = await fetch(`${site.url}/_purge`, { method: 'POST', headers: { Authorization: `Bearer ${site.stack.purgeToken}` }, body: 'all' });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: string }).error).toMatch(/Send JSON/);
    expect((await fetch(`${site.url}/_purge`)).status).toBe(405);
  });

  it('keeps every version of ten product purges sent at the same moment (R2 conditional writes on workerd)', async () => {
    const slugs = Array.from({ length: 10 }, (_, index) => `burst-${index}`);
    const responses = await Promise.all(slugs.map((slug) => purge({ scope: 'product', slug })));
    expect(responses.map((response) => response.status)).toEqual(slugs.map(() => 200));
    const stored = await storedVersions();
    const versions = await Promise.all(responses.map(async (response) => ((await response.json()) as { version: string }).version));
    expect(slugs.map((slug) => stored[`version:product:${slug}`])).toEqual(versions);
  });

  it('purges a well-formed slug the catalogue does not know (a deleted product), with one version written', async () => {
    site.answers['products/gone'] = { body: { ...fakeProduct('gone', 'Gone', 1), description: '', features: [] } };
    await warm(['products/gone']);
    delete site.answers['products/gone'];
    const before = await storedVersions();
    const response = await purge({ scope: 'product', slug: 'gone' });
    expect(response.status).toBe(200);
    const after = await storedVersions();
    expect(Object.keys(after).filter((key) => after[key] !== before[key])).toEqual(['version:product:gone']);
    // Its next read asks the upstream, which no longer has it.
    expect((await json('products/gone')).status).toBe(404);
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
  it('puts Server-Timing on HTML and JSON answers', async () => {
    const page = await fetch(`${site.url}/az/`, debug());
    await page.text();
    expect(page.headers.get('server-timing')).toMatch(/cache;desc="[^"]+", upstream;dur=\d+;desc="\d+ calls?", total;dur=\d+/);
    const data = await fetch(`${site.url}/_api/az/categories/`, debug());
    expect(data.headers.get('server-timing')).toContain('cache;desc=');
    const stranger = await fetch(`${site.url}/_api/az/categories/`, { headers: { 'X-Debug-Token': 'wrong' } });
    expect(stranger.headers.get('server-timing')).toBeNull();
  });
});

describe('another upstream', () => {
  it('never answers from entries another upstream filled, even in the same KV', async () => {
    const persistDir = await mkdtemp(join(tmpdir(), 'site-kv-'));
    const upstreams = await Promise.all(
      ['First upstream', 'Second upstream'].map((title) => startFakeUpstream(upstreamDefaults(() => [fakeProduct('p', title, 1)]))),
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
