// The cost bench (npm run bench:cost) counts what the site Worker's code does when run in Node
// (build/cost-harness.ts). Its figures are worth something only if they are what workerd does: the
// same short sequence, run through the harness and through the built Worker on Miniflare, must
// cost the same upstream calls and the same KV writes. With Workers Caching in front (its model,
// build/workers-cache.ts), a repeat view must not run the Worker, and a purge must reach it. The
// build's files it counts as not billed must be the assets-only Worker's (build/assets-worker.ts).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetRoutePaths, servedByAssetsWorker } from '../../build/assets-worker.ts';
import { startHarness, type Harness } from '../../build/cost-harness.ts';
import { ROOT, startStack } from '../../build/local-stack.ts';
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

/** The build's files a page's HTML names: the page loader's files, style sheets, icons, scripts. */
function namedFiles(html: string): string[] {
  const files = new Set<string>();
  const pageFiles = /<script type="application\/json" id="page-files">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (pageFiles) {
    const { entry = [], chunks = [], messages } = JSON.parse(pageFiles) as { entry?: string[]; chunks?: string[]; messages?: string };
    for (const file of [...entry, ...chunks, ...(messages ? [messages] : [])]) files.add(file);
  }
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
    const rel = /\brel="([^"]*)"/.exec(tag)?.[1] ?? 'script';
    const url = /\b(?:href|src)="(\/[^"/][^"]*)"/.exec(tag)?.[1];
    if (url && /^(script|stylesheet|icon|apple-touch-icon|modulepreload|manifest)$/.test(rel)) files.add(url);
  }
  return [...files];
}

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

  /**
   * A returning visitor's view of the product list (the LANG cookie already right, so the page sets
   * none and may be stored): the Workers Cache's status and the Worker runs it cost.
   */
  async function returningView(harness: Harness): Promise<[string | undefined, number]> {
    const before = harness.counts.workerRequests;
    const answer = await harness.request('/en/products', { isolate: 'new', init: { headers: { Accept: 'text/html', Cookie: 'LANG=en' } } });
    expect(answer.status).toBe(200);
    return [answer.cacheStatus, harness.counts.workerRequests - before];
  }

  it('runs the Worker only for what Workers Caching lets through, and its purge by tag reaches that cache', { timeout: 60_000 }, async () => {
    const harness = await startHarness({ upstreamUrl: site.stack.upstreamUrl, workersCache: true });
    try {
      const view = () => returningView(harness);
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

  it('refreshes a page whose data outlived its lifetime with one Worker run, after which the Workers Cache keeps it fresh again', {
    timeout: 60_000,
  }, async () => {
    const harness = await startHarness({ upstreamUrl: site.stack.upstreamUrl, workersCache: true });
    try {
      const view = () => returningView(harness);
      expect(await view()).toEqual(['MISS', 1]);
      // Past the products' lifetime (CACHE_FRESH_PRODUCTS_SECONDS, six hours): the old page at once, one revalidation behind it.
      harness.clock.advance(6 * 3600 * 1000 + 1000);
      expect(await view()).toEqual(['UPDATING', 1]);
      // That revalidation checked the data while it ran: the page is fresh again, not due at once.
      expect(await view()).toEqual(['HIT', 0]);
      expect(harness.counts.workersCache.BACKGROUND).toBe(1);
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

  it("counts as not billed only the build's files, every one a page names, as the assets-only Worker's routes cover them", { timeout: 60_000 }, async () => {
    site.answers['products/p1'] = { body: { ...fakeProduct('p1', 'One', 10), description: '', features: [] } };
    site.answers['products/p1/related'] = { body: { count: 0, next: null, previous: null, results: [] } };
    const paths = assetRoutePaths(join(ROOT, 'dist/client'));
    const named = new Set<string>();
    for (const page of ['/az/', '/en/products', '/ru/products/p1']) {
      const response = await fetch(`${site.url}${page}`, { headers: { Accept: 'text/html' } });
      expect(response.status, page).toBe(200);
      for (const file of namedFiles(await response.text())) named.add(file);
    }
    // Scripts, style sheets, the messages file and the icons, at the least.
    expect([...named].filter((file) => /\.js$/.test(file)).length).toBeGreaterThan(1);
    expect([...named].some((file) => file.startsWith('/_messages/'))).toBe(true);
    for (const file of named) {
      expect(servedByAssetsWorker(paths, file), `${file} is one of the assets-only Worker's routes`).toBe(true);
      // The same folder the site Worker's static assets serve: a file of the build, not a Worker answer.
      const answer = await fetch(`${site.url}${file}`);
      await answer.arrayBuffer();
      expect(answer.status, file).toBe(200);
    }
    // What only the site Worker answers stays on it.
    for (const address of ['/az/', '/_api/en/products/?limit=10', '/_messages/en.0ld.json', '/robots.txt', '/sitemap.xml']) {
      expect(servedByAssetsWorker(paths, address), address).toBe(false);
    }
  });
});
