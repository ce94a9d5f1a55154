// npm run bench:cost: what a day of traffic costs on Cloudflare. Replays a simulated day on a fake
// clock (build/cost-harness.ts runs the site Worker's code in Node against the reference API on
// Miniflare) and prints, per 1,000 views, what Cloudflare counts; then the Free plan's capacity and
// the Paid plan's price, from the published limits and prices in docs/caching.md
// ("What a day costs"). Run twice (nothing changed upstream; 20 product edits, each purged) for
// two isolate models: every Worker request in a new isolate, and one warm isolate. Views meet
// Workers Caching first (the model of build/workers-cache.ts; BENCH_COST_WORKERS_CACHE=0: without
// it), and the Worker runs only for what it lets through.
import { startHarness, type Harness } from '../build/cost-harness.ts';
import { fetchWithOneRetry } from '../build/fetch-retry.ts';
import { startStack } from '../build/local-stack.ts';
import { seededRandom } from './seeded-random.ts';
import { HOME_GRID_LIMIT, NEW_ARRIVALS_LIMIT, PRODUCTS_PAGE_SIZE, type Language } from '../shared/constants.ts';
import { apiBatches, apiCall, apiRequestUrl } from '../shared/data/api-url.ts';

// A whole day, after an hour of the same traffic that is not counted (the caches fill), at one
// view every four seconds by default (21,600 views). The figures are per 1,000 views, and what a
// day costs whatever its traffic (each entry checked when its lifetime ends, each scope version
// read once per 30 s) weighs more per view at a lower rate: a busier day costs at most this per
// view. BENCH_COST_VIEWS_PER_SECOND=1 replays 86,400 views (four times as long).
const HOURS = Number(process.env.BENCH_COST_HOURS ?? 24);
const WARM_UP_HOURS = 1;
/** `new`, `warm` or both (the default): which isolate models to replay. */
const ISOLATES = process.env.BENCH_COST_ISOLATES;
const ISOLATE_MODELS = (['new', 'warm'] as const).filter((model) => ISOLATES === undefined || ISOLATES === model);
const VIEWS_PER_SECOND = Number(process.env.BENCH_COST_VIEWS_PER_SECOND ?? 0.25);
const WORKERS_CACHE = (process.env.BENCH_COST_WORKERS_CACHE ?? '1') !== '0';
const EDITS_PER_DAY = 20;
/** Share of views that are client-side navigations (the page's data through /_api); the rest load the page's HTML. */
const CLIENT_NAVIGATION_SHARE = 0.6;
const LANGUAGES = [
  ['az', 0.6],
  ['ru', 0.25],
  ['en', 0.15],
] as const;

// Cloudflare's published figures, read 2026-11-25 (sources in docs/caching.md).
const FREE = { requests: 100_000, kvReads: 100_000, kvWrites: 1_000, kvDeletes: 1_000, kvLists: 1_000, queueOperations: 10_000 };
const PAID_PER_MILLION = { requests: 0.3, kvReads: 0.5, kvWrites: 5, kvDeletes: 5, kvLists: 5, queueOperations: 0.4 };

type Kind = 'home' | 'list' | 'detail' | 'about' | 'contact' | 'partners' | 'reference' | 'certificates';
/** Share of views per page (they sum to 1). */
const PAGE_WEIGHTS: [Kind, number][] = [
  ['home', 0.2],
  ['list', 0.3],
  ['detail', 0.35],
  ['about', 0.03],
  ['contact', 0.04],
  ['partners', 0.02],
  ['reference', 0.02],
  ['certificates', 0.04],
];
const SEARCHES = ['printer', 'skaner', 'terminal', 'kassa', 'весы'];
const ORDERINGS = ['price', '-price', 'title'];

interface View {
  language: Language;
  /** The page's address. */
  path: string;
  /** The calls a client-side navigation to it makes (docs/routes.md: the page's upstream calls), as the browser writes them. */
  calls: string[];
}

function pick<T>(random: () => number, weighted: readonly (readonly [T, number])[]): T {
  let left = random();
  for (const [value, weight] of weighted) {
    left -= weight;
    if (left < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

function viewMaker(random: () => number, products: string[], categories: string[]) {
  // Product popularity falls with rank (Zipf): a few products get most detail views.
  const popularity = products.map((slug, rank) => [slug, 1 / (rank + 1)] as const);
  const total = popularity.reduce((sum, [, weight]) => sum + weight, 0);
  const productWeights = popularity.map(([slug, weight]) => [slug, weight / total] as const);
  return (): View => {
    const language = pick(random, LANGUAGES);
    const kind = pick(random, PAGE_WEIGHTS);
    const at = (rest: string, calls: string[] = []) => ({ language, path: `/${language}/${rest}`, calls });
    if (kind === 'home') {
      return at('', [
        apiCall('slides/', { limit: 'all' }),
        apiCall('products/', { is_new: true, limit: NEW_ARRIVALS_LIMIT }),
        apiCall('products/', { limit: HOME_GRID_LIMIT }),
      ]);
    }
    if (kind === 'detail') {
      const slug = pick(random, productWeights);
      return at(`products/${slug}`, [`products/${slug}`, `products/${slug}/related?limit=all`]);
    }
    if (kind === 'list') {
      const params = new URLSearchParams();
      const roll = random();
      const category = categories[Math.floor(random() * categories.length)]!;
      if (roll < 0.35) params.set('category', category);
      else if (roll < 0.5) params.set('page', String(2 + Math.floor(random() * 2)));
      else if (roll < 0.6) params.set('ordering', ORDERINGS[Math.floor(random() * ORDERINGS.length)]!);
      else if (roll < 0.7) params.set('search', SEARCHES[Math.floor(random() * SEARCHES.length)]!);
      const query = params.size > 0 ? `?${params}` : '';
      return at(`products${query}`, [
        apiCall('products/', { ...Object.fromEntries(params), limit: PRODUCTS_PAGE_SIZE }),
        ...(params.has('category') ? [`categories/${category}`] : []),
      ]);
    }
    if (kind === 'partners' || kind === 'reference') return at(kind, ['partners/?limit=all']);
    if (kind === 'certificates') return at(kind, ['certificates']);
    return at(kind);
  };
}

interface Run {
  views: number;
  counts: Harness['counts'];
  edits: number;
  visible: number;
  purgeWrites: number;
}

async function replay(upstreamUrl: string, apiUrl: string, adminToken: string, isolate: 'warm' | 'new', withEdits: boolean): Promise<Run> {
  const catalogue = (await (await fetchWithOneRetry(new Request(`${upstreamUrl}/products/?limit=100`))).json()) as { results: { slug: string }[] };
  const tree = (await (await fetchWithOneRetry(new Request(`${upstreamUrl}/categories/?limit=all`))).json()) as {
    results: { slug: string; children?: { slug: string }[] }[];
  };
  const products = catalogue.results.map(({ slug }) => slug);
  const categories = tree.results.flatMap(({ slug, children = [] }) => [slug, ...children.map((child) => child.slug)]);
  const random = seededRandom(isolate === 'warm' ? 7 : 8);
  const nextView = viewMaker(random, products, categories);
  const harness = await startHarness({ upstreamUrl, workersCache: WORKERS_CACHE });
  const views = Math.round(HOURS * 3600 * VIEWS_PER_SECOND);
  const warmUp = Math.round(WARM_UP_HOURS * 3600 * VIEWS_PER_SECOND);
  const edits = withEdits ? EDITS_PER_DAY : 0;
  const editAt = new Set(Array.from({ length: edits }, (_, index) => Math.floor(((index + 0.5) * views) / edits)));
  let visible = 0;
  /** The most KV writes one purge made. */
  let purgeWrites = 0;
  try {
    for (let index = -warmUp; index < views; index++) {
      if (index === 0) harness.counts.reset();
      harness.clock.advance(1000 / VIEWS_PER_SECOND);
      if (editAt.has(index)) {
        const slug = products[Math.floor(random() * Math.min(products.length, 12))]!;
        const title = `Edited ${isolate} ${index}`;
        const response = await fetchWithOneRetry(
          new Request(`${apiUrl}/api/products/${slug}`, {
            method: 'PATCH',
            headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
            body: JSON.stringify({ title }),
          }),
        );
        if (!response.ok) throw new Error(`PATCH ${slug}: ${response.status} ${await response.text()}`);
        harness.forgetUpstream();
        // What docs/caching.md asks of the company's backend after a product change (lists show it too).
        const writesBefore = harness.counts.kvWrites;
        await harness.purge({ scope: 'products' }, isolate);
        purgeWrites = Math.max(purgeWrites, harness.counts.kvWrites - writesBefore);
        // The first view after the purge is this product's page: does it show the change?
        const page = await harness.request(`/en/products/${slug}`, { isolate, init: { headers: { Accept: 'text/html' } } });
        if (page.body.includes(title)) visible++;
        continue;
      }
      const view = nextView();
      if (random() < CLIENT_NAVIGATION_SHARE) {
        for (const batch of apiBatches(view.calls)) {
          await harness.request(apiRequestUrl(view.language, batch), { isolate, init: { headers: { Accept: 'application/json' } } });
        }
      } else {
        const page = await harness.request(view.path, { isolate, init: { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } } });
        // A new visitor's browser fetches the language's messages file once (then keeps it a year).
        const messages = /\/_messages\/[\w.-]+\.json/.exec(page.body)?.[0];
        if (messages) await harness.request(messages, { isolate, init: { headers: { Accept: 'application/json' } } });
      }
    }
    return { views, counts: harness.counts, edits, visible, purgeWrites };
  } finally {
    harness.stop();
  }
}

function report(label: string, run: Run): void {
  const { counts, views } = run;
  const per1000 = (value: number) => ((value * 1000) / views).toFixed(1).padStart(9);
  const perView = {
    // A queue consumer's run is a Worker invocation too.
    requests: (counts.workerRequests + counts.queueRuns) / views,
    kvReads: counts.kvReads / views,
    kvWrites: counts.kvWrites / views,
    kvDeletes: counts.kvDeletes / views,
    kvLists: counts.kvLists / views,
    queueOperations: counts.queueOperations / views,
  };
  const capacities = (Object.keys(FREE) as (keyof typeof FREE)[]).filter((key) => perView[key] > 0).map((key) => [key, FREE[key] / perView[key]] as const);
  const [firstLimit, capacity] = capacities.reduce((low, next) => (next[1] < low[1] ? next : low));
  const dollars = (Object.keys(PAID_PER_MILLION) as (keyof typeof PAID_PER_MILLION)[]).reduce((sum, key) => sum + perView[key] * PAID_PER_MILLION[key], 0);
  console.log(`\n${label} (${views.toLocaleString('en')} views${run.edits ? `, ${run.edits} edits` : ''})`);
  console.log('  per 1,000 views:');
  console.log(`    Worker requests ${per1000(counts.workerRequests)}   renders     ${per1000(counts.renders)}`);
  console.log(
    `    KV reads        ${per1000(counts.kvReads)}   KV writes   ${per1000(counts.kvWrites)}   (deletes ${counts.kvDeletes}, lists ${counts.kvLists} in all)`,
  );
  console.log(`    Cache API reads ${per1000(counts.cacheReads)}   Cache writes${per1000(counts.cacheWrites)}`);
  console.log(`    upstream calls  ${per1000(counts.upstreamCalls)}   static files${per1000(counts.assetRequests)} (no Worker, free)`);
  console.log(
    `    queue runs      ${per1000(counts.queueRuns)}   queue ops   ${per1000(counts.queueOperations)} (search builds and Workers Cache purges; consumer runs are counted with Worker requests below)`,
  );
  if (WORKERS_CACHE) {
    // Hits: answered without waiting for the Worker; revalidations: a Worker run for an entry it had.
    const { HIT, UPDATING, MISS, EXPIRED, REVALIDATED, STALE, BYPASS, BACKGROUND } = counts.workersCache;
    console.log(`    platform hits   ${per1000(HIT + UPDATING)}   misses      ${per1000(MISS)}`);
    console.log(`    revalidations   ${per1000(EXPIRED + REVALIDATED + STALE + BACKGROUND)}   bypasses    ${per1000(BYPASS)}`);
    const statuses = Object.entries(counts.workersCache).map(([status, count]) => `${status} ${count}`);
    console.log(`    (Cf-Cache-Status in all: ${statuses.join(', ')}; BACKGROUND: refreshes after UPDATING)`);
  }
  const names = {
    requests: 'Worker requests',
    kvReads: 'KV reads',
    kvWrites: 'KV writes',
    kvDeletes: 'KV deletes',
    kvLists: 'KV lists',
    queueOperations: 'Queues operations',
  };
  console.log(
    `  Free plan: ${Math.floor(capacity).toLocaleString('en')} views a day (first limit hit: ${names[firstLimit]}, ${FREE[firstLimit].toLocaleString('en')} a day)`,
  );
  console.log(`  Paid plan: $${dollars.toFixed(2)} per million views (beyond the $5 a month plan's included amounts; CPU time not counted)`);
  if (run.edits) {
    console.log(`  each change visible on the first view after its purge: ${run.visible} of ${run.edits}; KV writes of one purge: at most ${run.purgeWrites}`);
  }
}

if (!(HOURS > 0 && VIEWS_PER_SECOND > 0)) throw new Error('BENCH_COST_HOURS and BENCH_COST_VIEWS_PER_SECOND must be positive numbers.');
if (ISOLATE_MODELS.length === 0) throw new Error('BENCH_COST_ISOLATES must be "new" or "warm" (or unset for both).');
const stack = await startStack({ site: false, port: 0, apiPort: 0, persistDir: false, apiVars: { SITE_PURGE_URL: '' }, onLog: () => undefined });
try {
  console.log(
    `A simulated day: ${HOURS} h at ${VIEWS_PER_SECOND} view/s after ${WARM_UP_HOURS} h not counted, ${CLIENT_NAVIGATION_SHARE * 100}% client navigations, languages az/ru/en 60/25/15 %.`,
  );
  console.log(`Pages: ${PAGE_WEIGHTS.map(([kind, weight]) => `${kind} ${weight * 100}%`).join(', ')}.`);
  console.log(
    WORKERS_CACHE
      ? "Workers Caching on: one location's cache of one Worker version in front of the Worker (BENCH_COST_WORKERS_CACHE=0: off)."
      : 'Workers Caching off: every view that is not a static file runs the Worker.',
  );
  for (const isolate of ISOLATE_MODELS) {
    const model = isolate === 'new' ? 'every request in a new isolate' : 'one warm isolate';
    report(`Nothing changed upstream, ${model}`, await replay(stack.upstreamUrl, stack.apiUrl!, stack.adminToken, isolate, false));
    report(`${EDITS_PER_DAY} product edits, each purged, ${model}`, await replay(stack.upstreamUrl, stack.apiUrl!, stack.adminToken, isolate, true));
  }
} finally {
  await stack.close();
}
