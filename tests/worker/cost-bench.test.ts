// The cost bench (npm run bench:cost) counts what the site Worker's code does when run in Node
// (build/cost-harness.ts). Its figures are worth something only if they are what workerd does: the
// same short sequence, run through the harness and through the built Worker on Miniflare, must
// cost the same upstream calls and the same KV writes. With Workers Caching in front (its model,
// build/workers-cache.ts), a repeat view must not run the Worker, and a purge must reach it.
import { describe, expect, it } from 'vitest';
import { startHarness } from '../../build/cost-harness.ts';
import { startStack } from '../../build/local-stack.ts';
import { fakeProduct, upstreamDefaults } from '../../build/fake-upstream.ts';
import { useSite } from '../support/site-and-browser.ts';

// A scripted upstream: no media host (tests/support/site-and-browser.ts), as the bench's Worker makes
// no variants (it counts their transformations by the photos that change: scripts/bench-cost.ts).
const site = useSite({ upstream: upstreamDefaults(() => [fakeProduct('p1', 'One', 10), fakeProduct('p2', 'Two', 20)]) });

const PATHS = ['/en/products', '/az/products', '/_api/en/products/?limit=10', '/en/products/p1', '/_api/ru/products/p1', '/ru/products?ordering=price'];
const ACCEPT = (path: string) => (path.startsWith('/_api/') ? 'application/json' : 'text/html');
/** 30 views, a purge of one product, 30 views. */
const SEQUENCE = [
  ...Array.from({ length: 30 }, (_, index) => PATHS[index % PATHS.length]!),
  'purge',
  ...Array.from({ length: 30 }, (_, index) => PATHS[(index * 5) % PATHS.length]!),
];

describe('the cost bench', () => {
  it('counts the upstream calls and KV writes that the Worker on workerd makes', { timeout: 60_000 }, async () => {
    site.answers['products/p1'] = { body: { ...fakeProduct('p1', 'One', 10), description: '', features: [] } };
    site.answers['products/p1/related'] = { body: { count: 0, next: null, previous: null, results: [] } };
    const statuses: number[] = [];
    for (const step of SEQUENCE) {
      const response =
        step === 'purge'
          ? await fetch(`${site.url}/_purge`, {
              method: 'POST',
              headers: { Authorization: `Bearer ${site.stack.purgeToken}`, 'Content-Type': 'application/json' },
              body: JSON.stringify({ scope: 'product', slug: 'p1' }),
            })
          : await fetch(`${site.url}${step}`, { headers: { Accept: ACCEPT(step) } });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const realUpstreamCalls = site.upstream.calls.length;
    // Nothing is refreshed within the seconds this takes, so every write made a key of its own.
    const kv = await site.stack.site!.getKVNamespace('CACHE');
    const realKvWrites = (await kv.list()).keys.length;

    const callsBefore = site.upstream.calls.length;
    const harness = await startHarness({ upstreamUrl: site.stack.upstreamUrl, workersCache: false });
    const benchStatuses: number[] = [];
    try {
      for (const step of SEQUENCE) {
        const answer =
          step === 'purge'
            ? await harness.purge({ scope: 'product', slug: 'p1' })
            : await harness.request(step, { isolate: 'warm', init: { headers: { Accept: ACCEPT(step) } } });
        benchStatuses.push(answer.status);
      }
    } finally {
      harness.stop();
    }
    expect(benchStatuses).toEqual(statuses);
    expect(site.upstream.calls.length - callsBefore, 'calls that reached the upstream from the bench').toBeGreaterThan(0);
    expect({ upstreamCalls: harness.counts.upstreamCalls, kvWrites: harness.counts.kvWrites }).toEqual({
      upstreamCalls: realUpstreamCalls,
      kvWrites: realKvWrites,
    });
    expect(harness.counts.workerRequests).toBe(SEQUENCE.length);
  });

  it('runs the Worker only for what Workers Caching lets through, and its purge by tag reaches that cache', { timeout: 60_000 }, async () => {
    const harness = await startHarness({ upstreamUrl: site.stack.upstreamUrl, workersCache: true });
    try {
      // A returning visitor: the LANG cookie is already right, so the page sets none and may be stored.
      const view = async () => {
        const before = harness.counts.workerRequests;
        const answer = await harness.request('/en/products', { isolate: 'new', init: { headers: { Accept: 'text/html', Cookie: 'LANG=en' } } });
        expect(answer.status).toBe(200);
        return [answer.cacheStatus, harness.counts.workerRequests - before];
      };
      expect(await view()).toEqual(['MISS', 1]);
      expect(await view()).toEqual(['HIT', 0]);
      expect((await harness.purge({ scope: 'products' }, 'new')).status).toBe(200);
      // The purge queue delivers its batch once max_batch_timeout (5 s) has passed, as Cloudflare Queues does.
      expect(await view()).toEqual(['HIT', 0]);
      harness.clock.advance(5000);
      await harness.tick('new');
      expect(await view()).toEqual(['MISS', 1]);
      expect(harness.counts.workersCache).toMatchObject({ MISS: 2, HIT: 2, DYNAMIC: 1 });
    } finally {
      harness.stop();
    }
  });

  it("passes on the upstream's 304: after a purge an entry is checked once, then fresh again", { timeout: 60_000 }, async () => {
    // The reference API answers validators with 304 (the fake upstream sends none).
    const stack = await startStack({ site: false, port: 0, apiPort: 0, persistDir: false, apiVars: { SITE_PURGE_URL: '' }, onLog: () => undefined });
    const harness = await startHarness({ upstreamUrl: stack.upstreamUrl });
    try {
      const view = async () => {
        const before = harness.counts.upstreamCalls;
        const answer = await harness.request('/_api/en/categories/?limit=all', { isolate: 'new', init: { headers: { Accept: 'application/json' } } });
        expect(answer.status).toBe(200);
        return harness.counts.upstreamCalls - before;
      };
      expect(await view()).toBe(1);
      expect(await view()).toBe(0);
      await harness.purge({ scope: 'categories' }, 'new');
      // As after a change upstream: the remembered answers go, the next call reaches the API.
      harness.forgetUpstream();
      expect([await view(), await view(), await view()]).toEqual([1, 0, 0]);
    } finally {
      harness.stop();
      await stack.close();
    }
  });
});
