// npm run bench: prints, without asserting, what the Worker's data layer costs.
// 1. Upstream calls per page view, cold (after a purge) and warm, and whether the cold calls
//    ran in parallel or as a waterfall, for home, product list and product detail.
// 2. Requests per second and p50/p99 latency of a page rendered on every request from a warm data
//    cache (what reaches the Worker on Cloudflare: a view the Workers Cache did not answer), of a
//    browser's check of it answered 304 without a render, against a static asset served by the
//    same local workerd, measured in one run, and the render's wall time one request at a time. A
//    static file of about the page's size (the stylesheet) shows what its bytes cost here:
//    Miniflare gzips every answer the client takes compressed (fetch asks for gzip, as browsers
//    do), as Cloudflare's network would.
// 3. Platform-cacheable pages: N of M (scripts/bench-cacheable.ts).
// 4. The site isolate's JS heap before and after a soak of mixed pages with random searches
//    (BENCH_SOAK_REQUESTS, 50,000 by default; target: under 64 MB).
// 5. Click to content in Chromium, the data in the caches and not (scripts/bench-click.ts).
// Traffic goes only to 127.0.0.1, bounded in count.
import { seedData } from '../reference-api/seed/index.ts';
import { freePort, startStack } from '../build/local-stack.ts';
import { startUpstreamProxy, type ProxyCall } from '../build/upstream-proxy.ts';
import { workerHeapBytes } from './worker-heap.ts';
import { inPool } from './pool.ts';
import { printClickToContent } from './bench-click.ts';
import { printCacheablePages } from './bench-cacheable.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS || 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16);
const SOAK_REQUESTS = Number(process.env.BENCH_SOAK_REQUESTS ?? 50_000);

/** Calls that started only after another had ended: a waterfall. */
function waterfallDepth(calls: ProxyCall[]): number {
  let depth = 0;
  for (const call of calls) {
    if (calls.some((other) => other !== call && (other.endedAt ?? Infinity) <= call.startedAt)) depth++;
  }
  return depth;
}

async function load(
  url: (index: number) => string,
  headers: Record<string, string> = {},
  requests = REQUESTS,
  concurrency = CONCURRENCY,
): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await inPool(requests, concurrency, async (index) => {
    const t0 = performance.now();
    const response = await fetch(url(index), { headers });
    await response.arrayBuffer();
    if (response.status >= 500) errors++;
    latencies.push(performance.now() - t0);
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}

const api = await startStack({ site: false, persistDir: false, apiPort: 0, port: 0, onLog: () => {} });
const proxy = await startUpstreamProxy(api.upstreamUrl);
const inspectorPort = await freePort();
// SITE_ORIGIN as in production: without it pages name the request's host and no shared cache may keep them.
const site = await startStack({
  upstreamUrl: proxy.url,
  persistDir: false,
  port: 0,
  onLog: () => {},
  inspectorPort,
  siteVars: { SITE_ORIGIN: 'https://www.hesabpos.az' },
});
const heap = async () => `${((await workerHeapBytes(inspectorPort, 'site')) / 1024 / 1024).toFixed(1)} MB`;
const debug = { 'X-Debug-Token': site.debugToken };
const base = site.siteUrl!;
const product = seedData.products[0]!;
const pages: [string, string][] = [
  ['home', '/az/'],
  ['product list', '/az/products?category=printers&ordering=price'],
  ['product detail', `/az/products/${product.slug}`],
];

try {
  console.log(`Site isolate JS heap at start: ${await heap()}\n`);
  console.log('Upstream calls per page view (reference API behind a counting proxy)');
  console.log('page             status  cold calls  waterfall  warm calls');
  for (const [name, path] of pages) {
    await fetch(`${base}/_purge`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${site.purgeToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ scope: 'all' }),
    });
    proxy.calls.length = 0;
    const cold = await fetch(`${base}${path}`);
    await cold.text();
    const coldCalls = [...proxy.calls];
    // Let the cache writes (ctx.waitUntil) land before the warm view.
    await new Promise((resolve) => setTimeout(resolve, 200));
    proxy.calls.length = 0;
    await (await fetch(`${base}${path}`)).text();
    const warmCalls = proxy.calls.length;
    console.log(
      `${name.padEnd(16)} ${String(cold.status).padEnd(7)} ${String(coldCalls.length).padEnd(11)} ${(waterfallDepth(coldCalls) === 0 ? 'none' : `${waterfallDepth(coldCalls)} late`).padEnd(10)} ${warmCalls}`,
    );
  }

  const listPath = pages[1]![1];
  const warmPage = (await fetch(`${base}${listPath}`)).status === 200 ? listPath : '/az/';
  const timing = (await fetch(`${base}${warmPage}`, { headers: debug })).headers.get('server-timing') ?? '';
  const pageBytes = (await (await fetch(`${base}${warmPage}`)).arrayBuffer()).byteLength;
  // The site's stylesheet: a static file about the page's size, for what its bytes alone cost.
  const stylesheet = (await (await fetch(`${base}${warmPage}`)).text()).match(/href="(\/assets\/[^"]+\.css)"/)?.[1] ?? '/favicon.svg';
  const stylesheetBytes = (await (await fetch(`${base}${stylesheet}`)).arrayBuffer()).byteLength;
  const etag = (await fetch(`${base}${warmPage}`)).headers.get('etag') ?? '';
  // Every request here reaches the Worker: workerd has no Workers Cache, which on Cloudflare
  // answers most views before the Worker runs (docs/caching.md).
  const rendered = await load(() => `${base}${warmPage}`);
  const checked = await load(() => `${base}${warmPage}`, { 'If-None-Match': etag });
  const asset = await load(() => `${base}/favicon.svg`);
  const sizedAsset = await load(() => `${base}${stylesheet}`);
  // The same, asked for uncompressed: Miniflare's emulation of Cloudflare's compression left out.
  const renderedPlain = await load(() => `${base}${warmPage}`, { 'Accept-Encoding': 'identity' });
  console.log(`\nThroughput, ${REQUESTS} requests at concurrency ${CONCURRENCY} each, warm data cache`);
  console.log(`(the warm page's Server-Timing: ${timing})`);
  console.log('target                                                   req/s     p50 ms   p99 ms   errors');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = [
    [`SSR ${warmPage} (${kb(pageBytes)}), rendered every time`, rendered],
    ['  … asked for uncompressed (no Cloudflare compression)', renderedPlain],
    ["the same page, a browser's check (If-None-Match): 304", checked],
    ['static /favicon.svg', asset],
    [`static stylesheet (${kb(stylesheetBytes)})`, sizedAsset],
  ] as const;
  for (const [name, result] of rows) {
    console.log(
      `${name.padEnd(56)} ${result.rps.toFixed(0).padStart(6)}   ${result.p50.toFixed(1).padStart(6)}   ${result.p99.toFixed(1).padStart(6)}   ${result.errors}`,
    );
  }
  const percent = (result: typeof rendered) => `${((result.rps / asset.rps) * 100).toFixed(0)} %`;
  console.log(
    `Of the static asset's req/s: rendered every time ${percent(rendered)} (${percent(renderedPlain)} uncompressed); a 304 without a render ${percent(checked)}; a static file of the page's size ${percent(sizedAsset)}`,
  );
  // The render alone, one request at a time: what a cold page costs in CPU (Free plan: 10 ms).
  const single = await load(() => `${base}${warmPage}`, {}, 200, 1);
  console.log(`Render at concurrency 1: p50 ${single.p50.toFixed(1)} ms, p99 ${single.p99.toFixed(1)} ms (target ≤ 6 ms)`);
  // Pages Workers Caching could answer alike for every visitor.
  await printCacheablePages(base);

  if (SOAK_REQUESTS > 0) {
    // Mixed traffic as crawlers and visitors make it: every search term new, so each one costs an
    // upstream call, a cache entry and a render; pages and JSON, in every language.
    const languages = ['az', 'en', 'ru'];
    const categories = seedData.categories.flatMap((category) => [category.slug, ...(category.children ?? []).map((child) => child.slug)]);
    const word = (index: number) => `${'qwertyuiopasdfghjklzxcvbnm'[index % 26]}${(index * 7919).toString(36)}`;
    const mixed = (index: number) => {
      const language = languages[index % 3]!;
      switch (index % 6) {
        case 0:
          return `${base}/${language}/products?search=${word(index)}`;
        case 1:
          // The address the browser asks (keys sorted): another order would be a 301 first.
          return `${base}/_api/${language}/products/?limit=5&search=${word(index)}`;
        case 2:
          return `${base}/${language}/products/${seedData.products[index % seedData.products.length]!.slug}`;
        case 3:
          return `${base}/${language}/products?page=${1 + (index % 3)}&category=${categories[index % categories.length]}`;
        case 4:
          return `${base}/${language}/products?search=${word(index)}&zz=${index}`;
        default:
          return `${base}/${language}/`;
      }
    };
    const before = await heap();
    const soak = await load(mixed, {}, SOAK_REQUESTS);
    console.log(`\nSoak: ${SOAK_REQUESTS} mixed requests (random searches, pages, JSON), ${soak.rps.toFixed(0)} req/s, ${soak.errors} 5xx`);
    console.log(`Site isolate JS heap: ${before} before, ${await heap()} after (target < 64 MB)`);
  }
  await printClickToContent({ url: base, purgeToken: site.purgeToken, proxy });
} finally {
  await site.close();
  await proxy.close();
  await api.close();
}
