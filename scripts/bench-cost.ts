// npm run bench:cost: what the site costs on Cloudflare, as Cloudflare bills it. Replays simulated
// days on a fake clock (build/cost-harness.ts runs the site Worker's code in Node against the
// reference API on Miniflare, behind the model of Workers Caching, build/workers-cache.ts) with the
// traffic a browser really sends: a page load asks for the page, then every file and image its HTML
// names; a client-side navigation is the client's own router and data source run in Node
// (build/client-navigation.ts), plus the page's chunks and images. A hydrated page fetches nothing
// more: the contact forms' Turnstile setting comes with the page, and no page fetches ahead.
//
// Every rule is cited in docs/caching.md ("What a day costs"): every request to the Worker's routes
// is billed whether the Workers Cache answers it or the Worker runs; with Workers Caching on, static
// files are billed requests too (the worst reading of the docs), but for those the assets-only Worker
// serves on the site's host (build/assets-worker.ts: no Workers Caching, free under both readings);
// background revalidations and queue consumer runs are Worker runs; catalogue images come from the
// media host (the R2 bucket's custom domain, no Worker): no Worker request, an R2 read (Class B)
// only on a location's cache miss. Each scenario runs at two traffic levels, and each daily total is
// split into what grows with views (per view) and what does not (per day: edits, a deploy, the
// checks of entries whose lifetime ends); the Free plan's capacity is then solved as the largest
// daily traffic at which every daily limit holds.
import { join } from 'node:path';
import { assetRoutePaths, servedByAssetsWorker } from '../build/assets-worker.ts';
import { MEDIA_HOST, startHarness, type Harness } from '../build/cost-harness.ts';
import { clientNavigation, type ClientCode } from '../build/client-navigation.ts';
import { fetchWithOneRetry } from '../build/fetch-retry.ts';
import { ROOT, startStack } from '../build/local-stack.ts';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '../shared/data/image-url.ts';
import type { Language } from '../shared/constants.ts';
import { seededRandom } from './seeded-random.ts';
import { readConfig } from '../worker/core/config.ts';

/** Views a day of the two replays each scenario runs (BENCH_COST_VIEWS, two numbers): the per-view and per-day costs come from their difference. */
const LEVELS = (process.env.BENCH_COST_VIEWS ?? '600,1800').split(',').map(Number) as [number, number];
const HOURS = Number(process.env.BENCH_COST_HOURS ?? 24);
const WARM_UP_HOURS = 1;
const EDITS_PER_DAY = 20;
/** Photos new or changed a month (docs/decisions/020-image-variants-in-r2.md): each is made once, 20 variants. */
const CHANGED_PHOTOS_A_MONTH = 100;
/** `new`: every Worker run in a new isolate (nothing in memory: the worst, and the default); `warm`: one isolate a location. */
const ISOLATE = process.env.BENCH_COST_ISOLATES === 'warm' ? 'warm' : 'new';
/** Share of views that are client-side navigations; the rest load the page's HTML. */
const CLIENT_NAVIGATION_SHARE = 0.6;
/** Share of visitors on a phone (the image variant a browser picks depends on the screen). */
const PHONE_SHARE = 0.6;
const LANGUAGES = [
  ['az', 0.6],
  ['ru', 0.25],
  ['en', 0.15],
] as const;
type Kind = 'home' | 'list' | 'detail' | 'about' | 'contact' | 'partners' | 'reference' | 'certificates';
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
/** The site's cache variables set where the bench runs (CACHE_FRESH_PRODUCTS_SECONDS=86400, say) reach the Worker: what another lifetime would cost. */
const CACHE_VARS = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith('CACHE_') && entry[1] !== undefined),
);
const SEARCHES = ['printer', 'skaner', 'terminal', 'kassa', 'весы'];
const ORDERINGS = ['price', '-price', 'title'];
/**
 * The build's files the assets-only Worker serves (its routes, as `npm run deploy` gives them with
 * SITE_ORIGIN): never billed. BENCH_COST_ASSETS_WORKER=off models a deploy without it (no custom domain).
 */
const ASSETS_WORKER_PATHS = process.env.BENCH_COST_ASSETS_WORKER === 'off' ? [] : assetRoutePaths(join(ROOT, 'dist/client'));
const ASSETS_WORKER_FILES = "the build's files from the assets-only Worker";

// Cloudflare's published figures, read 2026-11-27 (sources in docs/caching.md, "What a day costs").
const MONTH_DAYS = 30;
const FREE_PER_DAY = {
  requests: 100_000,
  kvReads: 100_000,
  kvWrites: 1_000,
  kvDeletes: 1_000,
  kvLists: 1_000,
  queueOperations: 10_000,
  // 5,000 unique transformations a month; every call of the Images binding counts as one.
  imageTransformations: 5_000 / MONTH_DAYS,
  // R2's free tier, for the account's buckets together: 10 million Class B operations (reads) and
  // 1 million Class A operations (writes) a month.
  r2Reads: 10_000_000 / MONTH_DAYS,
  r2Writes: 1_000_000 / MONTH_DAYS,
};
type Metric = keyof typeof FREE_PER_DAY;
const METRICS = Object.keys(FREE_PER_DAY) as Metric[];
const NAMES: Record<Metric, string> = {
  requests: 'Worker requests',
  kvReads: 'KV reads',
  kvWrites: 'KV writes',
  kvDeletes: 'KV deletes',
  kvLists: 'KV lists',
  queueOperations: 'Queues operations',
  imageTransformations: 'image transformations',
  r2Reads: 'R2 reads (Class B)',
  r2Writes: 'R2 writes (Class A)',
};
/** Paid plan, $ per unit beyond the included amounts (CPU time not counted: hits use none, a render about 2 ms). */
const PAID_PRICE = {
  requests: 0.3e-6,
  kvReads: 0.5e-6,
  kvWrites: 5e-6,
  kvDeletes: 5e-6,
  kvLists: 5e-6,
  queueOperations: 0.4e-6,
  imageTransformations: 0.5e-3,
  r2Reads: 0.36e-6,
  r2Writes: 4.5e-6,
} satisfies Record<Metric, number>;

interface Scenario {
  label: string;
  locations: number;
  /** A deploy at noon: isolates start afresh; `cold` also empties the Workers Cache (a new version keyed apart). */
  deploy: 'none' | 'cold' | 'kept';
  /** Static files billed as requests (Workers Caching on: Cloudflare's pricing page) or free (the static assets page). */
  staticBilled: boolean;
  /** Workers Caching on (wrangler.toml's [cache]); off, every request to a Worker route runs the Worker and static files are free. */
  workersCache?: boolean;
}

/** What the harness counted so far, in the bench's terms. */
function snapshot(harness: Harness, workersCache: boolean) {
  const { counts } = harness;
  const { BACKGROUND, ...statuses } = counts.workersCache;
  return {
    visitorRequests: workersCache ? Object.values(statuses).reduce((sum, count) => sum + count, 0) : counts.workerRequests,
    background: BACKGROUND,
    queueRuns: counts.queueRuns,
    kvReads: counts.kvReads,
    kvWrites: counts.kvWrites,
    kvDeletes: counts.kvDeletes,
    kvLists: counts.kvLists,
    queueOperations: counts.queueOperations,
    imageTransformations: counts.imageTransformations,
    /** The STATE bucket's (the scope versions); the media host's reads are added by the caller. */
    stateReads: counts.r2Reads,
    r2Writes: counts.r2Writes,
  };
}

/** R2's reads are the account's: the media host's (a location's cache miss) and the scope versions' (STATE). */
function withMedia(counted: ReturnType<typeof snapshot>, mediaReads: number) {
  const { stateReads, ...rest } = counted;
  return { ...rest, r2Reads: stateReads + mediaReads };
}

interface Day {
  views: number;
  /** What one edit added (measured once, counted EDITS_PER_DAY times in the totals). */
  perEdit: { kvWrites: number; queueOperations: number };
  totals: Record<Metric, number>;
  /** Billed requests by what asked for them. */
  byKind: Record<string, number>;
  /** Requests for the build's files the assets-only Worker answered (not billed). */
  assetsWorkerFiles: number;
  /** Requests for images on the media host: no Worker request (served by Cloudflare's cache and R2). */
  mediaRequests: number;
  /** Answers the Workers Cache can keep, every location's: the addresses the traffic reaches, or more if it held more. */
  keptAnswers: number;
  visible: number;
  edits: number;
}

/** The files a page's HTML names that a browser fetches: its page loader's files, style sheets and icon. */
function filesOf(html: string): string[] {
  const files = new Set<string>();
  const pageFiles = /<script type="application\/json" id="page-files">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (pageFiles) {
    const { entry = [], chunks = [], messages } = JSON.parse(pageFiles) as { entry?: string[]; chunks?: string[]; messages?: string };
    for (const file of [...entry, ...chunks, ...(messages ? [messages] : [])]) files.add(file);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel="([^"]*)"/.exec(tag)?.[1] ?? '';
    const href = /\bhref="([^"]*)"/.exec(tag)?.[1];
    if (href?.startsWith('/') && (rel === 'stylesheet' || rel === 'icon')) files.add(href);
  }
  return [...files];
}

/** The candidate a browser picks from a srcset for a box `target` px wide (the smallest that fills it). */
function pick(srcset: string, target: number): string | undefined {
  const candidates = srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([url, width]) => ({ url: url!, width: Number.parseInt(width ?? '0', 10) }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find(({ width }) => width >= target) ?? candidates.at(-1))?.url;
}

/**
 * The image addresses a page's HTML makes a browser fetch: one per `<img>` (the `<picture>`'s AVIF
 * source when there is one), every one, lazy or not (a visitor who scrolls): those on the site's
 * own origin (Worker requests) and those on the media host (the R2 bucket's variants). Images on
 * other hosts (the upstream's SVGs) are neither.
 */
function imagesOf(html: string, target: number): { site: string[]; media: string[] } {
  const images: string[] = [];
  const decode = (url: string) => url.replaceAll('&amp;', '&');
  for (const [, picture = ''] of html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/g)) {
    const avif = /<source type="image\/avif" srcSet="([^"]*)"/.exec(picture)?.[1];
    const img = /<img\b[^>]*>/.exec(picture)?.[0] ?? '';
    const url = avif ? pick(avif, target) : (/\bsrc="([^"]*)"/.exec(img)?.[1] ?? undefined);
    if (url) images.push(decode(url));
  }
  for (const [img] of html.replace(/<picture\b[\s\S]*?<\/picture>/g, '').matchAll(/<img\b[^>]*>/g)) {
    const srcset = /\bsrcSet="([^"]*)"/.exec(img)?.[1];
    const url = srcset ? pick(srcset, target) : /\bsrc="([^"]*)"/.exec(img)?.[1];
    if (url) images.push(decode(url));
  }
  return { site: images.filter((url) => url.startsWith('/')), media: images.filter((url) => url.startsWith(`${MEDIA_HOST}/`)) };
}

function routerState(html: string): unknown {
  const text = /<script type="application\/json" id="router-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return text ? JSON.parse(text) : undefined;
}

function choose<T>(random: () => number, weighted: readonly (readonly [T, number])[]): T {
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
  const product = () => choose(random, productWeights);
  const next = (): { language: Language; kind: Kind; path: string } => {
    const language = choose(random, LANGUAGES);
    const kind = choose(random, PAGE_WEIGHTS);
    const at = (rest: string) => ({ language, kind, path: `/${language}/${rest}` });
    if (kind === 'home') return at('');
    if (kind === 'detail') return at(`products/${product()}`);
    if (kind === 'list') {
      const params = new URLSearchParams();
      const roll = random();
      const category = categories[Math.floor(random() * categories.length)]!;
      if (roll < 0.35) params.set('category', category);
      else if (roll < 0.5) params.set('page', String(2 + Math.floor(random() * 2)));
      else if (roll < 0.6) params.set('ordering', ORDERINGS[Math.floor(random() * ORDERINGS.length)]!);
      else if (roll < 0.7) params.set('search', SEARCHES[Math.floor(random() * SEARCHES.length)]!);
      return at(`products${params.size > 0 ? `?${params}` : ''}`);
    }
    return at(kind);
  };
  /** Every address of the catalogue's pages, for filling the data cache before a day is counted. */
  const all = (language: Language) => [
    ...products.map((slug) => `/${language}/products/${slug}`),
    ...categories.map((slug) => `/${language}/products?category=${slug}`),
    ...['page=2', 'page=3', ...ORDERINGS.map((order) => `ordering=${order}`), ...SEARCHES.map((term) => `search=${encodeURIComponent(term)}`)].map(
      (query) => `/${language}/products?${query}`,
    ),
    ...PAGE_WEIGHTS.filter(([kind]) => !['home', 'list', 'detail'].includes(kind)).map(([kind]) => `/${language}/${kind}`),
    `/${language}/products`,
  ];
  return { next, product, all };
}

async function replay(
  stack: { upstreamUrl: string; apiUrl: string; adminToken: string },
  { navigate }: ClientCode,
  scenario: Scenario,
  views: number,
  hours = HOURS,
  /** Fill every location's caches first, not only the first's: at the Paid plan's traffic each sees every address within minutes. */
  fillEveryLocation = false,
): Promise<Day> {
  const { upstreamUrl, apiUrl, adminToken } = stack;
  const catalogue = (await (await fetchWithOneRetry(new Request(`${upstreamUrl}/products/?limit=100`))).json()) as { results: { slug: string }[] };
  const tree = (await (await fetchWithOneRetry(new Request(`${upstreamUrl}/categories/?limit=all`))).json()) as {
    results: { slug: string; children?: { slug: string }[] }[];
  };
  const products = catalogue.results.map(({ slug }) => slug);
  const categories = tree.results.flatMap(({ slug, children = [] }) => [slug, ...children.map((child) => child.slug)]);
  const random = seededRandom(8);
  const traffic = viewMaker(random, products, categories);
  const cached = scenario.workersCache ?? true;
  const harness: Harness = await startHarness({ upstreamUrl, workersCache: cached, locations: scenario.locations, vars: CACHE_VARS });
  const isolate = ISOLATE;
  const perSecond = views / (hours * 3600);
  const warmUp = Math.round(Math.min(WARM_UP_HOURS, hours / 4) * 3600 * perSecond);
  const deployAt = scenario.deploy === 'none' ? -1 : Math.floor(views / 2);
  const byKind: Record<string, number> = {};
  /** What a full load of each address showed, for client navigations to it: its files and images. */
  const seen = new Map<string, { files: string[]; images: Record<'phone' | 'desktop', ReturnType<typeof imagesOf>> }>();
  const seenKind = new Map<Kind, string>();
  const homes = new Map<Language, { files: string[]; state: unknown }>();
  let visible = 0;
  let location = 0;
  /**
   * The media host's variants each location's cache holds: Cloudflare's cache answers a variant it
   * holds (a week: the variants' Cache-Control), and only a miss reads R2 (docs/caching.md). No
   * deploy of the Worker touches them.
   */
  const mediaCaches = Array.from({ length: scenario.locations }, () => new Set<string>());
  const media = { requests: 0, reads: 0 };
  const showImages = async (images: ReturnType<typeof imagesOf>) => {
    for (const image of images.site) await send('images', image, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    for (const image of images.media) {
      media.requests++;
      if (mediaCaches[location]!.has(image)) continue;
      mediaCaches[location]!.add(image);
      media.reads++;
    }
  };

  const send = async (kind: string, path: string, init?: RequestInit) => {
    const answer = await harness.request(path, { isolate, location, init });
    const isStatic = answer.cacheStatus === undefined && !path.startsWith('/_') && !/^\/(az|en|ru)(\/|$)/.test(path) && path !== '/';
    const file = isStatic || kind === 'static files';
    const counted = !file ? kind : servedByAssetsWorker(ASSETS_WORKER_PATHS, path) ? ASSETS_WORKER_FILES : 'static files';
    byKind[counted] = (byKind[counted] ?? 0) + 1;
    return answer;
  };
  const html = { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } };
  const json = { headers: { Accept: 'application/json' } };
  const clientNavigate = async (kind: string, state: unknown, from: string, to: string) => {
    const upstream = globalThis.fetch;
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.startsWith('/')) return upstream(input, init);
      const answer = await send(kind, url, json);
      return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    };
    try {
      await navigate(from, state, to);
    } finally {
      globalThis.fetch = upstream;
    }
  };
  const fullLoad = async (kind: Kind, language: Language, path: string, device: 'phone' | 'desktop') => {
    // The bare domain's visitors are redirected to their language first (a Worker request the cache never keeps).
    if (kind === 'home') await send('redirects', '/', html);
    const page = await send('pages', path, html);
    const files = filesOf(page.body);
    const images = { phone: imagesOf(page.body, 640), desktop: imagesOf(page.body, 320) };
    seen.set(path, { files, images });
    seenKind.set(kind, path);
    if (kind === 'home') homes.set(language, { files, state: routerState(page.body) });
    for (const file of files) await send('static files', file, json);
    await showImages(images[device]);
  };

  try {
    // Each language's home first: where client navigations start from. Then every address's data
    // once, as the days before would have left it in KV (an entry is written once and kept a week).
    for (const filled of fillEveryLocation ? Array.from({ length: scenario.locations }, (_, index) => index) : [0]) {
      location = filled;
      for (const [language] of LANGUAGES) await fullLoad('home', language, `/${language}/`, 'phone');
      for (const [language] of LANGUAGES) {
        for (const path of traffic.all(language)) await clientNavigate('filling', homes.get(language)!.state, `/${language}/`, path);
      }
    }
    for (let index = -warmUp; index < views; index++) {
      if (index === 0) {
        harness.counts.reset();
        Object.assign(media, { requests: 0, reads: 0 });
        for (const key of Object.keys(byKind)) delete byKind[key];
      }
      harness.clock.advance(1000 / perSecond);
      location = Math.floor(random() * scenario.locations);
      if (index === deployAt) {
        harness.deploy({ coldCache: scenario.deploy === 'cold' });
        // What npm run deploy sends after a new version (docs/caching.md, Deploys).
        await harness.purge({ scope: 'all' }, isolate);
      }
      const view = traffic.next();
      const device = random() < PHONE_SHARE ? 'phone' : 'desktop';
      const home = homes.get(view.language);
      if (random() < CLIENT_NAVIGATION_SHARE && home) {
        await clientNavigate('data (/_api)', home.state, `/${view.language}/`, view.path);
        const shown = seen.get(view.path) ?? seen.get(seenKind.get(view.kind) ?? '');
        if (shown) {
          const loaded = new Set(home.files);
          for (const file of shown.files.filter((file) => !loaded.has(file))) await send('static files', file, json);
          await showImages(shown.images[device]);
        }
      } else {
        await fullLoad(view.kind, view.language, view.path, device);
      }
    }
    // Whatever the last views left in the queues (a purge's second round) is part of the day.
    harness.clock.advance(10 * 60_000);
    await harness.tick(isolate);
    const day = withMedia(snapshot(harness, cached), media.reads);
    // Every answer the traffic can reach (a page and its /_api data at each location), or what the
    // Workers Cache holds now if more: what revalidations can renew at most once per lifetime.
    const reachable = LANGUAGES.reduce((sum, [language]) => sum + traffic.all(language).length + 1, 0) * 2 * scenario.locations;
    const keptAnswers = Math.max(reachable, harness.keptAnswers());

    // One product edit, purged as the company's backend does, then every address asked once at the
    // purging location: the most an edit can cost (each entry it changed written once), whatever
    // the traffic. Those requests are the traffic's own; what the edit adds is counted.
    location = 0;
    const slug = products[0]!;
    const title = `Edited at ${views}`;
    const response = await fetchWithOneRetry(
      new Request(`${apiUrl}/api/products/${slug}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        body: JSON.stringify({ title }),
      }),
    );
    if (!response.ok) throw new Error(`PATCH ${slug}: ${response.status} ${await response.text()}`);
    harness.forgetUpstream();
    await harness.purge({ scope: 'products' }, isolate);
    harness.clock.advance(6000);
    await harness.tick(isolate);
    const check = await send('pages', `/en/products/${slug}`, html);
    if (check.body.includes(title)) visible++;
    for (const [language] of LANGUAGES) {
      for (const path of traffic.all(language)) await clientNavigate('filling', homes.get(language)!.state, `/${language}/`, path);
    }
    harness.clock.advance(10 * 60_000);
    await harness.tick(isolate);
    const edited = withMedia(snapshot(harness, cached), media.reads);

    const staticFiles = byKind['static files'] ?? 0;
    byKind['background revalidations'] = day.background;
    byKind['queue consumer runs'] = day.queueRuns;
    // The day's visitor requests (hit or run), its background refreshes and consumer runs; the
    // edits add their consumer runs and background refreshes, not their filling requests.
    const perEdit = (metric: keyof typeof day) => edited[metric] - day[metric];
    const requests =
      day.visitorRequests +
      day.background +
      day.queueRuns +
      (scenario.staticBilled ? staticFiles : 0) +
      EDITS_PER_DAY * (perEdit('background') + perEdit('queueRuns'));
    if (!scenario.staticBilled) delete byKind['static files'];
    // Served without Workers Caching: free under both readings of the docs; counted, never billed.
    const assetsWorkerFiles = byKind[ASSETS_WORKER_FILES] ?? 0;
    delete byKind[ASSETS_WORKER_FILES];
    delete byKind.filling;
    const totals = { requests } as Record<Metric, number>;
    for (const metric of ['kvReads', 'kvWrites', 'kvDeletes', 'kvLists', 'queueOperations', 'imageTransformations', 'r2Reads', 'r2Writes'] as const) {
      totals[metric] = day[metric] + EDITS_PER_DAY * perEdit(metric);
    }
    // Transformations are made by the image queue's consumer for new or changed photos only, 20 each.
    totals.imageTransformations += (CHANGED_PHOTOS_A_MONTH * IMAGE_WIDTHS.length * IMAGE_FORMATS.length) / MONTH_DAYS;
    // Each of those variants is one write to the MEDIA bucket.
    totals.r2Writes += (CHANGED_PHOTOS_A_MONTH * IMAGE_WIDTHS.length * IMAGE_FORMATS.length) / MONTH_DAYS;

    return {
      views,
      totals,
      byKind,
      assetsWorkerFiles,
      mediaRequests: media.requests,
      keptAnswers,
      visible,
      edits: 1,
      perEdit: { kvWrites: perEdit('kvWrites'), queueOperations: perEdit('queueOperations') },
    };
  } finally {
    harness.stop();
  }
}

interface Split {
  perView: Record<Metric, number>;
  perDay: Record<Metric, number>;
  byKindPerView: Record<string, number>;
}

/** Each daily total as per-day + per-view × views, from two days of different traffic. */
function split(low: Day, high: Day): Split {
  const perView = {} as Record<Metric, number>;
  const perDay = {} as Record<Metric, number>;
  for (const metric of METRICS) {
    const slope = Math.max(0, (high.totals[metric] - low.totals[metric]) / (high.views - low.views));
    perView[metric] = slope;
    perDay[metric] = Math.max(0, high.totals[metric] - slope * high.views);
  }
  const byKindPerView = Object.fromEntries(
    [...new Set([...Object.keys(low.byKind), ...Object.keys(high.byKind)])].map((kind) => [
      kind,
      Math.max(0, ((high.byKind[kind] ?? 0) - (low.byKind[kind] ?? 0)) / (high.views - low.views)),
    ]),
  );
  return { perView, perDay, byKindPerView };
}

/** The largest daily views at which every daily limit holds, and the limit that binds. */
function solve({ perView, perDay }: Split): { views: number; first: Metric } {
  let best = { views: Number.POSITIVE_INFINITY, first: 'requests' as Metric };
  for (const metric of METRICS) {
    const room = FREE_PER_DAY[metric] - perDay[metric];
    const views = room <= 0 ? 0 : perView[metric] > 0 ? room / perView[metric] : Number.POSITIVE_INFINITY;
    if (views < best.views) best = { views, first: metric };
  }
  return best;
}

const format = (value: number, digits = 0) => value.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** What a million views cost on the Paid plan beyond its included amounts, at the per-view costs of a split. */
const paidDollars = ({ perView }: Split) => METRICS.reduce((sum, metric) => sum + perView[metric] * 1e6 * PAID_PRICE[metric], 0);

/** Worker requests a month the Paid plan includes (then $0.30 a million). */
const PAID_INCLUDED_REQUESTS = 10_000_000;
/** Views of the busier of the two replays at the Paid plan's traffic. */
const PAID_SCALE_VIEWS = 2400;

/**
 * The Paid plan's price where it is paid: beyond the 10 million requests a month it includes,
 * that is from about 285,000 views a day. There a location's copies (the scope versions for 30 s,
 * data entries, the media host's variants) serve many views each, so a view costs less than in the
 * days above; replayed at that traffic and three times it, over the same few minutes each, the
 * difference is what a view adds there.
 */
async function paidAtScale(apiStack: Parameters<typeof replay>[0], client: ClientCode, scenario: Scenario, { requestsPerView }: { requestsPerView: number }) {
  const start = Math.ceil(PAID_INCLUDED_REQUESTS / MONTH_DAYS / requestsPerView);
  const hours = (PAID_SCALE_VIEWS * 24) / (3 * start);
  const low = await replay(apiStack, client, scenario, PAID_SCALE_VIEWS / 3, hours, true);
  const high = await replay(apiStack, client, scenario, PAID_SCALE_VIEWS, hours, true);
  const parts = split(low, high);
  // Minutes hold no revalidation (lifetimes are hours). At this traffic each kept answer is
  // revalidated about once per lifetime (products', the shortest), a cost per day, counted here per
  // view at the lower traffic. At most twice: a revalidation checks every entry past half its
  // lifetime, so what it answers lives at least half a lifetime (worker/cache/kv-cache.ts).
  const freshSeconds = readConfig(CACHE_VARS as never).cache.freshProductsSeconds;
  const revalidations = (high.keptAnswers * 86_400) / freshSeconds;
  const withRevalidations = (perLifetime: number): Split => ({
    ...parts,
    perView: { ...parts.perView, requests: parts.perView.requests + (perLifetime * revalidations) / start },
  });
  const estimated = withRevalidations(1);
  const dollars = paidDollars(estimated);
  const most = paidDollars(withRevalidations(2));
  console.log(
    `  Paid plan at its own traffic (${format(start)} views a day, where its 10 million requests a month run out, and 3 times that; ${format(hours * 60, 1)} minutes of each replayed):`,
  );
  for (const metric of METRICS)
    if (estimated.perView[metric] >= 0.0005) console.log(`    ${NAMES[metric].padEnd(24)}${format(estimated.perView[metric], 3).padStart(10)} a view`);
  console.log(
    `    (requests include about ${format(revalidations)} revalidations a day: ${format(high.keptAnswers)} answers kept at ${scenario.locations} locations, each once per ${format(freshSeconds / 3600, 1)} h, ${format(revalidations / start, 3)} a view)`,
  );
  console.log(`    $${dollars.toFixed(2)} per million views beyond the included amounts (target ≤ $0.40)`);
  console.log(
    `    $${most.toFixed(2)} with every answer revalidated twice per lifetime, the most a revalidation's check of entries past half their lifetime allows`,
  );
  return { start, dollars, most };
}

function report(scenario: Scenario, low: Day, high: Day): { views: number; dollars: number; requestsPerView: number } {
  const parts = split(low, high);
  const { views, first } = solve(parts);

  const dollars = paidDollars(parts);
  console.log(`\n${scenario.label}`);
  console.log(
    `  days replayed: ${format(low.views)} and ${format(high.views)} views; an edit's change visible on the first view after its purge: ${low.visible + high.visible} of ${low.edits + high.edits}; one edit wrote ${high.perEdit.kvWrites} KV keys and made ${high.perEdit.queueOperations} Queues operations`,
  );
  console.log('  per view (grows with traffic):');
  for (const metric of METRICS) console.log(`    ${NAMES[metric].padEnd(24)}${format(parts.perView[metric], 3).padStart(10)}`);
  console.log('    billed requests by what asked for them:');
  for (const [kind, value] of Object.entries(parts.byKindPerView).sort((a, b) => b[1] - a[1])) {
    console.log(`      ${kind.padEnd(26)}${format(value, 3).padStart(8)}`);
  }
  const mediaPerView = (high.mediaRequests - low.mediaRequests) / (high.views - low.views);
  console.log(
    `    not billed as Worker requests: images from the media host ${format(mediaPerView, 3)} a view (R2 reads only on a location's cache miss: ${format(parts.perView.r2Reads, 3)} a view)`,
  );
  console.log(
    `    not billed: ${ASSETS_WORKER_FILES} (no Workers Caching)${format((high.assetsWorkerFiles - low.assetsWorkerFiles) / (high.views - low.views), 3).padStart(8)}`,
  );
  console.log(
    `  per day (whatever the traffic: ${EDITS_PER_DAY} edits each purged, ${scenario.deploy === 'none' ? 'no deploy' : 'a deploy'}, entries checked as their lifetimes end):`,
  );
  for (const metric of METRICS)
    console.log(`    ${NAMES[metric].padEnd(24)}${format(parts.perDay[metric]).padStart(10)}   Free plan: ${format(FREE_PER_DAY[metric])} a day`);
  console.log(`  Free plan: ${format(Math.floor(views))} views a day (first limit: ${NAMES[first]})`);
  // What moving the build's files to a host without Workers Caching would change.
  const staticOff: Split = {
    ...parts,
    perView: { ...parts.perView, requests: parts.perView.requests - (parts.byKindPerView['static files'] ?? 0) },
  };
  const projected = solve(staticOff);
  if (parts.byKindPerView['static files']) {
    console.log(
      `    with the build's files from a host without Workers Caching: ${format(Math.floor(projected.views))} views a day (first limit: ${NAMES[projected.first]})`,
    );
  }
  console.log(
    `  Paid plan at these days' traffic: $${dollars.toFixed(2)} per million views beyond the $5 plan's included amounts (which cover these days many times over)`,
  );
  return { views, dollars, requestsPerView: parts.perView.requests };
}

/** Unique transformations a month for a catalogue, by design (docs/decisions/020-image-variants-in-r2.md). */
function imageFigures(): void {
  const photos = 500 * 3;
  const variants = IMAGE_WIDTHS.length * IMAGE_FORMATS.length;
  const weeks = MONTH_DAYS / 7;
  console.log(
    `\nImage transformations a month, 500 products × 3 photos (${photos} photos, ${variants} variants each: ${IMAGE_WIDTHS.length} widths × ${IMAGE_FORMATS.length} formats); Images Free: 5,000:`,
  );
  console.log(
    `  before decision 020, /_img/ through the Worker (a variant made per location, kept a week): up to ${format(photos * variants * 3 * weeks)} at 3 locations; every image a billed request`,
  );
  console.log(
    `  transformation URLs (/cdn-cgi/image/, format=auto counted once, each variant once per 30 days): ${format(photos * IMAGE_WIDTHS.length)} while every photo is viewed in a month`,
  );
  console.log(
    `  built: variants made once into R2 when a photo is new or changed: ${format(photos * variants)} for the first fill, made with sharp on the developer's machine (npm start locally, npm run deploy into the remote bucket): no transformation, then ${variants} a changed photo: ${CHANGED_PHOTOS_A_MONTH} changed photos a month = ${format(CHANGED_PHOTOS_A_MONTH * variants)}`,
  );
}

/** 50 product edits in one minute, each purged: platform purge calls and when every change shows. */
async function purgeBurst(stack: { upstreamUrl: string }): Promise<string> {
  const harness = await startHarness({ upstreamUrl: stack.upstreamUrl, workersCache: true });
  try {
    const catalogue = (await (await fetchWithOneRetry(new Request(`${stack.upstreamUrl}/products/?limit=50`))).json()) as { results: { slug: string }[] };
    const start = harness.clock.now;
    for (const [index, { slug }] of catalogue.results.slice(0, 50).entries()) {
      harness.clock.advance(index === 0 ? 0 : 1200);
      await harness.purge({ scope: 'product', slug });
    }
    const front = harness.workersCache!;
    /** When every edit's first purge had landed: the last product tag purged with success, first round. */
    let allVisible: number | undefined;
    const wanted = new Set(catalogue.results.slice(0, 50).map(({ slug }) => `product:${slug}`));
    while (harness.queued() > 0 && harness.clock.now - start < 30 * 60_000) {
      harness.clock.advance(1000);
      await harness.tick();
      for (const { options, result, at } of front.purges) {
        if (!result.success) continue;
        for (const tag of options.tags ?? []) wanted.delete(tag.toLowerCase());
        if (wanted.size === 0 && allVisible === undefined) allVisible = at;
      }
    }
    const refused = front.purges.filter(({ result }) => !result.success).length;
    const visibleIn = allVisible === undefined ? 'not within 30 minutes' : `within ${format((allVisible - start) / 1000)} s`;
    return `50 edits in a minute made ${front.purges.length} platform purge calls (${refused} refused by the rate limit); every change visible ${visibleIn} (target: 3 minutes)`;
  } finally {
    harness.stop();
  }
}

if (!(LEVELS.length === 2 && LEVELS[0] > 0 && LEVELS[1] > LEVELS[0]))
  throw new Error('BENCH_COST_VIEWS must be two increasing numbers of views a day, e.g. 600,1800.');
const SCENARIOS: Scenario[] = [
  { label: 'Best reading: 1 location, no deploy, static files free', locations: 1, deploy: 'none', staticBilled: false },
  { label: '1 location, a deploy a day (Workers Cache cold after it), static files billed', locations: 1, deploy: 'cold', staticBilled: true },
  {
    label: '3 locations, a deploy a day (Workers Cache kept across versions, then purged by npm run deploy)',
    locations: 3,
    deploy: 'kept',
    staticBilled: true,
  },
  { label: 'Worst model: 3 locations, a deploy a day (Workers Cache cold after it), static files billed', locations: 3, deploy: 'cold', staticBilled: true },
  { label: 'Workers Caching off: 3 locations, a deploy a day, static files free', locations: 3, deploy: 'cold', staticBilled: false, workersCache: false },
];
const only = process.env.BENCH_COST_SCENARIOS?.split(',').map(Number);
const stack = await startStack({ site: false, port: 0, apiPort: 0, persistDir: false, apiVars: { SITE_PURGE_URL: '' }, onLog: () => undefined });
try {
  const client = await clientNavigation();
  const apiStack = { upstreamUrl: stack.upstreamUrl, apiUrl: stack.apiUrl!, adminToken: stack.adminToken };
  console.log(
    `Simulated days of ${HOURS} h after ${WARM_UP_HOURS} h not counted: ${CLIENT_NAVIGATION_SHARE * 100}% client navigations, every page load a first visit (empty browser cache), ${PHONE_SHARE * 100}% phones, every request in a new isolate, ${EDITS_PER_DAY} product edits a day each purged; languages az/ru/en 60/25/15 %.`,
  );
  if (Object.keys(CACHE_VARS).length > 0)
    console.log(
      `The Worker's cache variables: ${Object.entries(CACHE_VARS)
        .map(([name, value]) => `${name}=${value}`)
        .join(', ')}.`,
    );
  console.log(`Pages: ${PAGE_WEIGHTS.map(([kind, weight]) => `${kind} ${weight * 100}%`).join(', ')}.`);
  let worst: ReturnType<typeof report> | undefined;
  let worstPaid: Awaited<ReturnType<typeof paidAtScale>> | undefined;
  for (const [index, scenario] of SCENARIOS.entries()) {
    if (only && !only.includes(index)) continue;
    const low = await replay(apiStack, client, scenario, LEVELS[0]);
    const high = await replay(apiStack, client, scenario, LEVELS[1]);
    const result = report(scenario, low, high);
    if (scenario.label.startsWith('Worst')) {
      worst = result;
      worstPaid = await paidAtScale(apiStack, client, scenario, result);
    }
  }
  imageFigures();
  console.log(`\nPurges: ${await purgeBurst(stack)}`);
  if (worst) {
    console.log(`\nFree plan, worst model: ${format(Math.floor(worst.views))} views a day`);
    console.log(
      `Paid plan, worst model: $${worstPaid!.dollars.toFixed(2)} per million views from ${format(worstPaid!.start)} views a day, where it starts to charge ($${worstPaid!.most.toFixed(2)} at most; $${worst.dollars.toFixed(2)} at a few thousand views a day, which the $5 covers)`,
    );
  }
} finally {
  await stack.close();
}
