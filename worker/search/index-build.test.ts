// The search index's build, run by hand against the plain upstream (the demo catalogue, 54
// products, with their details) and a KV in memory that counts writes: runs of
// SEARCH_DETAILS_PER_RUN details, what a purge makes it fetch again, and no write when nothing changed.
import type { KVNamespace, MessageBatch, Queue } from '@cloudflare/workers-types';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import { startFakeUpstream, withAnswers, type Answers, type FakeUpstream } from '../../build/fake-upstream.ts';
import { plainUpstream } from '../../build/plain-upstream.ts';
import { readConfig } from '../core/config.ts';
import type { SearchBuild } from '../core/env.ts';
import { buildAfterPurge } from '../cache/purge.ts';
import { buildIndexes } from './index-build.ts';
import { askForBuild, decodeIndex, indexKey } from './stored-index.ts';
import { search } from './match.ts';

let upstream: FakeUpstream;
let answers: Answers = {};
beforeAll(async () => {
  upstream = await startFakeUpstream(withAnswers(() => answers, plainUpstream));
});
afterAll(() => upstream.close());

const stored = new Map<string, string | ArrayBuffer>();
let writes: string[] = [];
const kv = {
  async get(key: string, type: 'json' | 'arrayBuffer') {
    const value = stored.get(key);
    if (value === undefined) return null;
    return type === 'json' ? JSON.parse(value as string) : value;
  },
  async put(key: string, value: string | Uint8Array) {
    writes.push(key);
    stored.set(key, typeof value === 'string' ? value : value.slice().buffer);
  },
  async delete(key: string) {
    writes.push(`delete ${key}`);
    stored.delete(key);
  },
} as unknown as KVNamespace;

let sent: SearchBuild[] = [];
const queue = { send: async (body: SearchBuild) => void sent.push(body) } as unknown as Queue<SearchBuild>;
const config = readConfig({ UPSTREAM_URL: '', SEARCH_DETAILS_PER_RUN: '40' } as never);

/** One run of the consumer over these queue messages; what it did. */
async function run(...bodies: SearchBuild[]) {
  return runWith(config, ...bodies);
}

async function runWith(settings: typeof config, ...bodies: SearchBuild[]) {
  writes = [];
  sent = [];
  const acked: SearchBuild[] = [];
  const retried: SearchBuild[] = [];
  const calls = upstream.calls.length;
  const batch = {
    messages: bodies.map((body) => ({ body, ack: () => acked.push(body), retry: () => retried.push(body) })),
  } as unknown as MessageBatch<SearchBuild>;
  await buildIndexes(batch, kv, { ...settings, upstreamUrl: upstream.url }, queue);
  const asked = upstream.calls.slice(calls).map((call) => call.url.pathname);
  return { writes, sent, acked, retried, calls: asked.length, details: asked.filter((path) => path !== '/api/products/').length };
}

const built = () => decodeIndex(new Uint8Array(stored.get(indexKey('en')) as ArrayBuffer));
const find = (query: string) => search(built().index, query).map((at) => built().card(at).slug);

describe('building a search index', () => {
  beforeEach(() => {
    answers = {};
  });

  it('keeps search indexes current after a purge but starts none: the first of a language is a search’s to ask for', async () => {
    const purged = await run({ search: 'en', ...buildAfterPurge('products') }, { search: 'en', ...buildAfterPurge('categories') });
    expect(purged).toMatchObject({ calls: 0, writes: [], sent: [] });
    expect(purged.acked).toHaveLength(2);
  });

  it('searches the list after the first run and every detail after the last; a run that finds nothing new writes nothing', async () => {
    const first = await run({ search: 'en' });
    expect(first.details).toBe(40);
    expect(first.writes).toEqual(['search-index:en']);
    expect(first.sent).toEqual([{ search: 'en' }]);
    expect([built().index.size, built().header.described]).toEqual([seedData.products.length, 40]);
    expect(find('receipt printers').length).toBeGreaterThan(0);

    const second = await run(...first.sent);
    expect(second.details).toBe(seedData.products.length - 40);
    expect(second.sent).toEqual([]);
    expect(built().header.described).toBe(seedData.products.length);
    expect(['hesabpos-t22-pro-touch-pos-terminal', 'hesabpos-m6-mobile-data-terminal']).toContain(find('ip65 terminal')[0]);

    const again = await run({ search: 'en' });
    expect(again).toMatchObject({ details: 0, writes: [], sent: [] });
  });

  it('fetches again what a purge names: one product, or every detail', async () => {
    const slug = 'scanline-s30-rugged-industrial-barcode-scanner';
    answers[`products/${slug}`] = () => ({ body: { ...detail(slug), description: '<p>Rugged.</p>', features: [{ name: 'Radio', value: 'Zigbee' }] } });
    const one = await run({ search: 'en', ...buildAfterPurge('product', slug) });
    expect(one.details).toBe(1);
    expect(find('zigbee')).toEqual([slug]);
    expect(find('bluetooth')).not.toContain(slug);

    const all = await run({ search: 'en', ...buildAfterPurge('products') });
    expect(all.details).toBe(40);
    expect(all.sent).toEqual([{ search: 'en', after: expect.any(Number) }]);
    expect((await run(...all.sent)).details).toBe(seedData.products.length - 40);
    expect((await run({ search: 'en' })).details).toBe(0);
  });

  it('fetches only the details whose updated_at changed when the list gives it, a purge of the catalogue included', async () => {
    let edited = '';
    answers['products/'] = (url) => {
      const { body } = plainUpstream(url, { 'accept-language': 'en' }) as { body: { results: { slug: string }[] } };
      const results = body.results.map((product) => ({ ...product, updated_at: product.slug === edited ? '2026-11-26T10:00:00Z' : '2026-11-01T00:00:00Z' }));
      return { body: { count: results.length, next: null, previous: null, results } };
    };
    const first = await run({ search: 'en' });
    expect((await run(...first.sent)).sent).toEqual([]);
    expect((await run({ search: 'en', ...buildAfterPurge('products') })).details).toBe(0);
    edited = 'scanline-s30-rugged-industrial-barcode-scanner';
    const one = await run({ search: 'en', ...buildAfterPurge('products') });
    expect(one.details).toBe(1);
    expect(one.writes).toEqual(['search-index:en']);
  });

  it('makes a product added to the list searchable at the next run, and forgets one gone', async () => {
    const [gone] = seedData.products;
    answers['products/'] = (url) => {
      const { body } = plainUpstream(url, { 'accept-language': 'en' }) as { body: { results: { slug: string }[] } };
      const results = [
        { ...body.results[1], slug: 'zebra', title: 'Zebra ZD421 label printer' },
        ...body.results.filter((product) => product.slug !== gone!.slug),
      ];
      return { body: { count: results.length, next: null, previous: null, results } };
    };
    answers['products/zebra'] = { status: 404, body: { detail: 'Not found.' } };
    const changed = await run({ search: 'en' });
    expect(changed.writes).toContain('search-index:en');
    expect(find('ZD421')).toEqual(['zebra']);
    expect(find(gone!.title.en)).not.toContain(gone!.slug);
  });

  it('retries when no detail could be read, and writes nothing', async () => {
    answers['products/'] = (url) => plainUpstream(url, { 'accept-language': 'en' })!;
    const due = await run({ search: 'en', after: Date.now() });
    expect(due.retried).toEqual([]);
    for (const { slug } of seedData.products) answers[`products/${slug}`] = { status: 500, body: { detail: 'Server error.' } };
    const failing = await run({ search: 'en', after: Date.now() });
    expect(failing.retried).toHaveLength(1);
    expect(failing.writes).toEqual([]);
  });

  it('builds a language’s first search index after a purge of all (the one after a deploy)', async () => {
    stored.clear();
    expect((await run({ search: 'en', ...buildAfterPurge('products') })).writes).toEqual([]);
    expect((await run({ search: 'en', ...buildAfterPurge('all') })).writes).toEqual(['search-index:en']);
  });

  it('builds none for a catalogue larger than SEARCH_INDEX_MAX_PRODUCTS, and deletes one built while it was smaller', async () => {
    const small = { ...config, searchIndexMaxProducts: 10 };
    expect(stored.has('search-index:en')).toBe(true);
    expect(await runWith(small, { search: 'en' })).toMatchObject({ details: 0, writes: ['delete search-index:en'], sent: [] });
    expect(stored.has('search-index:en')).toBe(false);
    expect(await runWith(small, { search: 'en', ...buildAfterPurge('all') })).toMatchObject({ calls: 1, writes: [], sent: [] });
  });
});

function detail(slug: string) {
  const answer = plainUpstream(new URL(`http://upstream/api/products/${slug}`), { 'accept-language': 'en' })!;
  return answer.body as Record<string, unknown>;
}

describe('asking for a build', () => {
  it('asks at most once a minute per isolate and language', async () => {
    const asked: SearchBuild[] = [];
    const searches = { send: async (body: SearchBuild) => void asked.push(body) } as unknown as Queue<SearchBuild>;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await askForBuild(searches, 'ru');
      await askForBuild(searches, 'ru');
      await askForBuild(searches, 'az');
      expect(asked).toEqual([{ search: 'ru' }, { search: 'az' }]);
      vi.setSystemTime(Date.now() + 61_000);
      await askForBuild(searches, 'ru');
      expect(asked).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
