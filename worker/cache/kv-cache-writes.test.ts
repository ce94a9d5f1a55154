// What the data cache costs in KV operations and upstream calls, counted against an in-memory KV,
// a stand-in for the location's cache, and an upstream that answers ETags and 304s. A new module
// instance (vi.resetModules) is a new isolate: nothing in memory, the same KV and location.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KVNamespace } from '@cloudflare/workers-types';
import { readConfig } from '../core/config.ts';
import { RequestMetrics } from '../core/metrics.ts';
import { paginated, productSummary } from '../../shared/data/types.ts';
import { fakeList, fakeProduct, startFakeUpstream, type Answer, type FakeUpstream } from '../../build/fake-upstream.ts';
import { memoryR2 } from '../../build/cost-bindings.ts';

let title = 'One';
/** Whether the upstream sends ETags (and so can answer 304). */
let validators = true;
/** Whether the upstream has deleted it (answers 404). */
let gone = false;
let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream((_url, headers): Answer => {
    if (gone) return { status: 404, body: { detail: 'Not found.' } };
    const etag = `"${title}"`;
    if (validators && headers['if-none-match'] === etag) return { status: 304, raw: '' };
    const body = fakeList([fakeProduct('p', title, 5)]);
    return validators ? { body, headers: { ETag: etag } } : { body };
  });
});
afterAll(() => upstream.close());

/** KV in memory, counting its operations as Cloudflare bills them. */
function countingKv() {
  const data = new Map<string, string>();
  const counts = { reads: 0, writes: 0 };
  const kv = {
    get: async (key: string) => {
      counts.reads++;
      return data.get(key) ?? null;
    },
    put: async (key: string, value: string) => {
      counts.writes++;
      data.set(key, value);
    },
  } as unknown as KVNamespace;
  return { kv, counts };
}

/** The location's cache: a Map of bodies, honouring nothing but presence (lifetimes are not tested here). */
function fakeLocationCache() {
  const stored = new Map<string, { body: string; headers: Headers }>();
  return {
    match: async (key: string) => {
      const found = stored.get(key);
      return found ? new Response(found.body, { headers: found.headers }) : undefined;
    },
    put: async (key: string, response: Response) => {
      stored.set(key, { body: await response.text(), headers: response.headers });
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let kv: ReturnType<typeof countingKv>;
/** The STATE bucket of the scope versions, and its operations. */
let state: ReturnType<typeof memoryR2>;
const stateCounts = { r2Reads: 0, r2Writes: 0 };
beforeEach(() => {
  kv = countingKv();
  Object.assign(stateCounts, { r2Reads: 0, r2Writes: 0 });
  state = memoryR2(stateCounts);
  title = 'One';
  validators = true;
  gone = false;
  upstream.calls.length = 0;
  vi.stubGlobal('caches', { default: fakeLocationCache() });
});
afterEach(() => vi.unstubAllGlobals());

/** A new isolate's cached source (fresh module state), and a view through it. */
async function isolate(fresh: { products: number; swr?: number }) {
  vi.resetModules();
  const { createCachedSource } = await import('./kv-cache.ts');
  const versions = await import('./versions.ts');
  const config = readConfig({
    UPSTREAM_URL: upstream.url,
    CACHE_FRESH_PRODUCTS_SECONDS: String(fresh.products),
    CACHE_STALE_WHILE_REVALIDATE_SECONDS: String(fresh.swr ?? 0),
  } as never);
  return {
    versions,
    /** One request reading the products list; waits for its background work. */
    async view() {
      const metrics = new RequestMetrics();
      const waited: Promise<unknown>[] = [];
      const source = createCachedSource({ kv: kv.kv, state: state as never, ctx: { waitUntil: (promise) => void waited.push(promise) }, config, metrics });
      const answer = await source.get('products/', { limit: 1 }, 'az', paginated(productSummary));
      await Promise.all(waited);
      return { title: answer.results[0]?.title, metrics };
    },
  };
}

describe('KV writes only on change', () => {
  it('writes once for a new value, nothing for a 304, once more for a changed value', async () => {
    const site = await isolate({ products: 0 });
    expect((await site.view()).title).toBe('One');
    expect(kv.counts.writes).toBe(1);
    // Due at once (freshness 0): a conditional GET, answered 304.
    expect((await site.view()).title).toBe('One');
    expect(upstream.calls.at(-1)?.headers['if-none-match']).toBe('"One"');
    expect(upstream.calls).toHaveLength(2);
    expect(kv.counts.writes).toBe(1);
    title = 'Two';
    expect((await site.view()).title).toBe('Two');
    expect(kv.counts.writes).toBe(2);
  });

  it('writes nothing for a 200 with the same content from an upstream without validators', async () => {
    validators = false;
    const site = await isolate({ products: 0 });
    // Fresh for 0 s: a view in the same millisecond as the last check would still count as fresh.
    for (let view = 0; view < 3; view++) {
      await sleep(5);
      await site.view();
    }
    expect(upstream.calls).toHaveLength(3);
    expect(upstream.calls.every((call) => call.headers['if-none-match'] === undefined)).toBe(true);
    expect(kv.counts.writes).toBe(1);
  });

  it('extends the freshness of an entry the upstream confirmed with a 304', async () => {
    const site = await isolate({ products: 1 });
    await site.view();
    await sleep(1100);
    const refreshed = await site.view();
    expect(refreshed.metrics.outcomes.miss).toBe(1);
    expect(upstream.calls).toHaveLength(2);
    const next = await site.view();
    expect(next.metrics.outcomes.hit).toBe(1);
    expect(next.metrics.upstreamCalls).toBe(0);
    expect(kv.counts.writes).toBe(1);
    // A new isolate at the location learns of that check too: fresh, no call, no KV read.
    const readsBefore = kv.counts.reads;
    const other = await (await isolate({ products: 1 })).view();
    expect(other.metrics.outcomes.hit).toBe(1);
    expect(upstream.calls).toHaveLength(2);
    expect(kv.counts.reads).toBe(readsBefore);
  });
});

describe('views in new isolates at one location', () => {
  it('cost no KV read and no upstream call once one isolate read the entry and the versions', async () => {
    await (await isolate({ products: 600 })).view();
    const reads = kv.counts.reads;
    const versionReads = stateCounts.r2Reads;
    expect(versionReads).toBe(1);
    for (let view = 0; view < 20; view++) {
      const { title: shown, metrics } = await (await isolate({ products: 600 })).view();
      expect(shown).toBe('One');
      expect(metrics.outcomes.hit).toBe(1);
    }
    expect(kv.counts.reads).toBe(reads);
    expect(stateCounts.r2Reads).toBe(versionReads);
    expect(upstream.calls).toHaveLength(1);
    expect(kv.counts.writes).toBe(1);
  });

  it('after a purge (one version write), check once conditionally and write only a changed value', async () => {
    const first = await isolate({ products: 600 });
    await first.view();
    const purge = () => first.versions.writeVersions(state as never, ['version:products'], String(Math.random()));
    await purge();
    expect(stateCounts.r2Writes).toBe(1);
    expect(kv.counts.writes).toBe(1);
    // Unchanged: one 304 in the purging isolate, none in the next isolate, and no entry written.
    expect((await first.view()).metrics.outcomes.miss).toBe(1);
    expect(upstream.calls).toHaveLength(2);
    expect((await (await isolate({ products: 600 })).view()).metrics.upstreamCalls).toBe(0);
    expect(kv.counts.writes).toBe(1);
    // Changed: the first view after the purge shows it, for one entry write.
    title = 'Two';
    await purge();
    expect((await first.view()).title).toBe('Two');
    expect((await (await isolate({ products: 600 })).view()).title).toBe('Two');
    expect(kv.counts.writes).toBe(2);
  });
});

describe('a deleted entry', () => {
  it('answers 404 after its purge, and for a minute without another upstream call or KV write, in every isolate of the location', async () => {
    const site = await isolate({ products: 600 });
    await site.view();
    gone = true;
    await site.versions.writeVersions(state as never, ['version:products'], 'deleted');
    const writes = kv.counts.writes;
    await expect(site.view()).rejects.toMatchObject({ kind: 'not-found' });
    await expect(site.view()).rejects.toMatchObject({ kind: 'not-found' });
    const other = await isolate({ products: 600 });
    await expect(other.view()).rejects.toMatchObject({ kind: 'not-found' });
    expect(upstream.calls).toHaveLength(2);
    expect(kv.counts.writes).toBe(writes);
    // A minute later each isolate asks again, the one that took the 404 from the location too.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      for (const each of [other, site]) {
        // The location's copy gone with its max-age (the stand-in keeps no lifetimes).
        vi.stubGlobal('caches', { default: fakeLocationCache() });
        await expect(each.view()).rejects.toMatchObject({ kind: 'not-found' });
      }
      expect(upstream.calls).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
