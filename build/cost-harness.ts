// The site Worker's code run in Node for the cost bench: workerd cannot take a fake clock, so the
// Worker (worker/index.ts) is bundled with esbuild and its fetch handler called directly, with the
// bindings of build/cost-bindings.ts. A new isolate is a fresh evaluation of the bundle (compiled
// once): every module-level memory (entries, scope versions, the search index) starts empty, as on a
// Cloudflare isolate that has served nothing yet. Upstream calls go through a counting fetch.
// With `workersCache`, views first meet the model of Workers Caching (build/workers-cache.ts),
// one location's, and the Worker runs (and is counted) only for what it lets through. The search
// indexes' builds a request asks for run after it, each batch a counted queue consumer run.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { runInThisContext } from 'node:vm';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { Counts, FakeClock, installClock, memoryCache, memoryKv, memoryR2 } from './cost-bindings.ts';
import { fetchWithOneRetry } from './fetch-retry.ts';
import { ROOT } from './local-stack.ts';
import { WorkersCache, type PurgeOptions, type WorkersCacheContext } from './workers-cache.ts';

const GLOBAL_NAME = '__costBenchBundle';
const CLIENT_BUILD = join(ROOT, 'dist/client');

type FetchHandler = (
  request: Request,
  env: unknown,
  ctx: Omit<WorkersCacheContext, 'cache'> & Partial<Pick<WorkersCacheContext, 'cache'>>,
) => Promise<Response>;
type QueueHandler = (batch: unknown, env: unknown, ctx: Omit<WorkersCacheContext, 'cache'>) => Promise<void>;
interface SiteWorker {
  fetch: FetchHandler;
  queue: QueueHandler;
}

/** What Vite does for the Worker build and esbuild does not: the page-module glob and the client's manifest. */
function viteStandIns(): Plugin {
  return {
    name: 'vite-stand-ins',
    setup(esbuild) {
      esbuild.onLoad({ filter: /shared[\\/]page-route\.ts$/ }, async ({ path }) => {
        const shared = join(ROOT, 'shared');
        const pages = (await readdir(shared, { recursive: true })).filter((file) => /^[^/\\]+[/\\][^/\\]+\.page\.tsx$/.test(file));
        const modules = pages.map((file) => `'./${file.replaceAll('\\', '/')}': () => import('./${file.replaceAll('\\', '/')}')`).join(', ');
        const source = (await readFile(path, 'utf8')).replace(/import\.meta\.glob<PageModule>\([^)]*\)/, `{ ${modules} }`);
        return { contents: source, loader: 'ts' };
      });
      esbuild.onLoad({ filter: /worker[\\/]render[\\/]assets\.ts$/ }, async ({ path }) => {
        const manifest = await readFile(join(ROOT, 'dist/client/.vite/manifest.json'), 'utf8').catch(() => {
          throw new Error('dist/client has no manifest: run npm run build first.');
        });
        return { contents: (await readFile(path, 'utf8')).replace(/["']__CLIENT_MANIFEST__["']/, () => manifest), loader: 'ts' };
      });
    },
  };
}

/**
 * Bundles the site's code for Node as the build would for its target (Vite's stand-ins, no CSS)
 * and returns a function that evaluates the bundle afresh each call, giving what it exports.
 */
export async function bundleForNode<T>(input: Pick<BuildOptions, 'entryPoints' | 'stdin'>, conditions: string[], filename: string): Promise<() => T> {
  const result = await build({
    ...input,
    bundle: true,
    write: false,
    format: 'iife',
    globalName: GLOBAL_NAME,
    platform: 'node',
    target: 'node22',
    jsx: 'automatic',
    conditions,
    define: { 'import.meta.env.DEV': 'false', 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty' },
    plugins: [viteStandIns()],
    logLevel: 'error',
  });
  const evaluate = runInThisContext(`(function (require) {\n${result.outputFiles[0]!.text}\nreturn ${GLOBAL_NAME};\n})`, { filename }) as (
    require: NodeJS.Require,
  ) => T;
  const require = createRequire(import.meta.url);
  return () => evaluate(require);
}

/** A function that evaluates the site Worker afresh (a new isolate) and returns its handlers. */
export async function siteWorkerFactory(): Promise<() => SiteWorker> {
  const load = await bundleForNode<{ default: SiteWorker }>(
    { entryPoints: [join(ROOT, 'worker/index.ts')] },
    ['workerd', 'worker', 'browser'],
    'site-worker-bench.js',
  );
  return () => load().default;
}

/** A tiny image of each format the variants are made in: the Images binding's stand-in answers with it, counted. */
async function tinyImages(): Promise<Record<string, Uint8Array>> {
  const { default: sharp } = await import('sharp');
  const pixel = () => sharp({ create: { width: 1, height: 1, channels: 3, background: '#888' } });
  return {
    'image/avif': new Uint8Array(await pixel().avif().toBuffer()),
    'image/webp': new Uint8Array(await pixel().webp().toBuffer()),
    'image/jpeg': new Uint8Array(await pixel().jpeg().toBuffer()),
    'image/png': new Uint8Array(await pixel().png().toBuffer()),
  };
}

/** The Images binding as the image queue's consumer calls it (input → transform → output), each call counted as Cloudflare bills it. */
function countingImages(counts: Counts, tiny: Record<string, Uint8Array>) {
  return {
    input(stream: ReadableStream) {
      void stream.cancel();
      const chain = {
        transform: () => chain,
        async output({ format }: { format: string }) {
          counts.imageTransformations++;
          const bytes = tiny[format] ?? tiny['image/webp']!;
          return { response: () => new Response(bytes.slice()), contentType: () => format };
        },
      };
      return chain;
    },
  };
}

/** The media host the Worker's pages name in the bench (the R2 bucket's custom domain in production). */
export const MEDIA_HOST = 'https://media.hesabpos.az';

export interface HarnessOptions {
  /** The catalogue API the Worker calls (ending in /api). */
  upstreamUrl: string;
  /** Where the simulated day starts, ms since the epoch. */
  start?: number;
  /** Whether Workers Caching is switched on in front of the Worker (the model of build/workers-cache.ts). */
  workersCache?: boolean;
  /**
   * Cloudflare locations the views reach: each has its own Cache API, Workers Cache and warm isolate;
   * KV and the purge limits are the account's, one for all.
   */
  locations?: number;
  /** More variables for the Worker (the cache's lifetimes, say: README, configuration). */
  vars?: Record<string, string>;
}

export const BENCH_PURGE_TOKEN = 'cost-bench-purge-token';

/**
 * The Worker with its bindings on a fake clock. `request` runs one Worker request to its end (the
 * body read, every waitUntil settled), in the warm isolate or in a new one; a path that is a file of
 * the client build is answered from it, as Workers Static Assets does, and counted apart. The upstream's answers
 * are remembered until `forgetUpstream()` (after a change upstream): every call is counted, but
 * only the first of each is asked of the real upstream, which keeps a simulated day fast.
 */
export async function startHarness({ upstreamUrl, start = Date.UTC(2026, 10, 25), workersCache = false, locations = 1, vars = {} }: HarnessOptions) {
  const counts = new Counts();
  const clock = new FakeClock(start);
  const kv = memoryKv(clock, counts);
  const state = memoryR2(counts);
  const locationCaches = Array.from({ length: locations }, () => memoryCache(clock, counts));
  const newIsolate = await siteWorkerFactory();
  const tiny = await tinyImages();
  // The client build's files, by address, read once.
  const staticFiles = new Set(
    (await readdir(CLIENT_BUILD, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(CLIENT_BUILD, join(entry.parentPath, entry.name)).replaceAll('\\', '/')}`),
  );
  const warmIsolates = locationCaches.map(() => newIsolate());
  /** The location of the request being answered (its Cache API, Workers Cache and warm isolate). */
  let location = 0;
  const globals = globalThis as unknown as Record<string, unknown>;
  const saved = { caches: globals.caches, fetch: globalThis.fetch, console: { log: console.log, warn: console.warn, error: console.error } };
  const answers = new Map<string, Promise<{ status: number; headers: [string, string][]; body: ArrayBuffer }>>();
  const restoreClock = installClock(clock);
  globals.caches = { default: locationCaches[0] };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const upstream = request.url.startsWith(upstreamUrl);
    // The media origin's files (the image route's sources) are remembered alike, not counted as catalogue calls.
    if (!upstream && (request.method !== 'GET' || !request.url.startsWith(new URL(upstreamUrl).origin))) return fetchWithOneRetry(request);
    if (upstream) counts.upstreamCalls++;
    // A conditional call is another call: its answer may be a 304.
    const key = [request.method, request.url, ...['accept-language', 'if-none-match', 'if-modified-since'].map((name) => request.headers.get(name))].join(' ');
    let answer = answers.get(key);
    if (!answer) {
      answer = fetchWithOneRetry(request).then(async (response) => ({
        status: response.status,
        headers: [...response.headers],
        body: await response.arrayBuffer(),
      }));
      answers.set(key, answer);
    }
    const { status, headers, body } = await answer;
    // A 304 has no body, and a Response refuses one.
    return new Response(status === 304 ? null : body.slice(0), { status, headers });
  };
  // The Worker logs a JSON line for most requests it does not answer from the caches.
  const logs: string[] = [];
  console.log = console.warn = console.error = (line: unknown) => void logs.push(String(line));
  const queue = { send: async () => undefined, sendBatch: async () => undefined };
  // The search and purge queues run as Cloudflare would run them: their consumer, after the
  // request, in batches of their consumer's size (wrangler.toml), a delayed or retried queue message once
  // its time has come on the fake clock.
  const queued: { queue: string; body: unknown; due: number; attempts: number }[] = [];
  const producer = (queue: string) => ({
    send: async (body: unknown, options?: { delaySeconds?: number }) =>
      void queued.push({ queue, body, due: clock.now + (options?.delaySeconds ?? 0) * 1000, attempts: 0 }),
    sendBatch: async (items: { body: unknown; delaySeconds?: number }[]) => {
      for (const { body, delaySeconds = 0 } of items) queued.push({ queue, body, due: clock.now + delaySeconds * 1000, attempts: 0 });
    },
  });
  const allow = { limit: async () => ({ success: true }) };
  const env = {
    UPSTREAM_URL: upstreamUrl,
    // As in production: pages name the photos' variants on the media host, which no Worker serves.
    MEDIA_HOST,
    // As in production: without it pages name the request's host, and the Workers Cache keeps none.
    SITE_ORIGIN: 'https://www.hesabpos.az',
    PURGE_TOKEN: BENCH_PURGE_TOKEN,
    CACHE: kv,
    STATE: state,
    CONTACT_QUEUE: queue,
    CONTACT_DEAD_LETTERS: queue,
    SEARCH_QUEUE: producer('hesabpos-search'),
    PURGE_QUEUE: producer('hesabpos-purge'),
    CONTACT_RATE_LIMIT: allow,
    PURGE_LIMITER: allow,
    ASSETS: { fetch: async () => new Response('Not found', { status: 404 }) },
    IMAGES: countingImages(counts, tiny),
    ...vars,
  };

  /** The isolate model of the view being answered; a background refresh it starts runs in the same. */
  let isolate: 'warm' | 'new' = 'warm';
  /** One Worker run, counted, its answer read whole (a cache in front would read it too); its log lines, found by its Ray ID, say whether it rendered. */
  let runs = 0;
  const runWorker: FetchHandler = async (request, _env, ctx) => {
    counts.workerRequests++;
    const rayId = `cost-bench-${++runs}`;
    const linesBefore = logs.length;
    const headers = new Headers(request.headers);
    headers.set('cf-ray', rayId);
    const response = await (isolate === 'new' ? newIsolate() : warmIsolates[location]!).fetch(new Request(request, { headers }), env, ctx);
    const body = await response.arrayBuffer();
    if (logs.slice(linesBefore).some((line) => line.includes(`"requestId":"${rayId}"`) && line.includes('"page":"render"'))) counts.renders++;
    return new Response(response.status === 304 ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  const newFront = () => new WorkersCache(runWorker, clock, (event) => void counts.workersCache[event]++);
  let fronts = workersCache ? locationCaches.map(newFront) : [];
  /** A purge reaches every location's cache; the rate limit is the account's (the first location's bucket answers for all). */
  const purgeEverywhere = async (options: PurgeOptions) => {
    const [first, ...others] = fronts;
    const result = first!.purge(options);
    for (const other of others) other.purge(options);
    return result;
  };

  /** Batch sizes and waits of the queues this Worker consumes (wrangler.toml). */
  const BATCH_SIZE: Record<string, number> = { 'hesabpos-search': 10, 'hesabpos-purge': 100 };
  const BATCH_TIMEOUT_MS: Record<string, number> = { 'hesabpos-search': 0, 'hesabpos-purge': 5000 };
  /**
   * The queue messages that are due, each batch one consumer run: a batch goes when it is full or
   * its oldest message has waited the queue's max_batch_timeout; a retried message waits its delay.
   */
  async function runQueues(ctx: Omit<WorkersCacheContext, 'cache'>): Promise<void> {
    const consumerCtx = { ...ctx, ...(fronts.length > 0 ? { cache: { purge: purgeEverywhere } } : {}) };
    for (;;) {
      const ready = (queue: string) => {
        const due = queued.filter((message) => message.queue === queue && message.due <= clock.now);
        if (due.length === 0) return false;
        const oldest = Math.min(...due.map((message) => message.due));
        return due.length >= (BATCH_SIZE[queue] ?? 10) || clock.now - oldest >= (BATCH_TIMEOUT_MS[queue] ?? 0);
      };
      const next = queued.find((message) => message.due <= clock.now && ready(message.queue));
      if (!next) return;
      const batch = queued.filter((message) => message.queue === next.queue && message.due <= clock.now).slice(0, BATCH_SIZE[next.queue] ?? 10);
      for (const message of batch) queued.splice(queued.indexOf(message), 1);
      counts.queueRuns++;
      // A queue message is written once and deleted once; each delivery reads it.
      counts.queueOperations += batch.reduce((sum, message) => sum + (message.attempts === 0 ? 3 : 1), 0);
      const retry = (message: (typeof batch)[number], delaySeconds = 0) =>
        queued.push({ ...message, due: clock.now + delaySeconds * 1000, attempts: message.attempts + 1 });
      const messages = batch.map((message) => ({
        body: message.body,
        attempts: message.attempts + 1,
        ack: () => undefined,
        retry: (options?: { delaySeconds?: number }) => retry(message, options?.delaySeconds),
      }));
      await (isolate === 'new' ? newIsolate() : warmIsolates[location]!).queue(
        {
          queue: next.queue,
          messages,
          ackAll: () => undefined,
          retryAll: (options?: { delaySeconds?: number }) => {
            for (const message of batch) retry(message, options?.delaySeconds);
          },
        },
        env,
        consumerCtx,
      );
    }
  }

  async function request(
    path: string,
    options: { isolate: 'warm' | 'new'; init?: RequestInit; location?: number },
  ): Promise<{ status: number; body: string; cacheStatus?: string }> {
    // What the build wrote as a file (the messages) is Static Assets' to answer, before the Worker.
    const { pathname } = new URL(path, 'http://127.0.0.1');
    if (staticFiles.has(pathname)) {
      counts.assetRequests++;
      return { status: 200, body: await readFile(join(CLIENT_BUILD, pathname), 'utf8') };
    }
    isolate = options.isolate;
    location = options.location ?? 0;
    globals.caches = { default: locationCaches[location] };
    const front = fronts[location];
    const pending: Promise<unknown>[] = [];
    const ctx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException: () => undefined };
    const forward = new Request(`http://127.0.0.1${path}`, options.init);
    const response = await (front ? front.fetch(forward, env, ctx) : runWorker(forward, env, ctx));
    const body = await response.text();
    while (pending.length > 0) await Promise.allSettled(pending.splice(0));
    await runQueues(ctx);
    return { status: response.status, body, cacheStatus: response.headers.get('cf-cache-status') ?? undefined };
  }

  return {
    counts,
    clock,
    kv,
    /** The first location's Workers Cache in front of the Worker, when switched on (its purge calls are the account's). */
    get workersCache() {
      return fronts[0];
    },
    /** Answers the Workers Cache keeps now, every location's together. */
    keptAnswers: () => fronts.reduce((sum, front) => sum + front.size, 0),
    request,
    /** The upstream changed: its remembered answers are asked again. */
    forgetUpstream: () => answers.clear(),
    /** POST /_purge with the harness's token, as the company's backend sends it. */
    purge: (body: { scope: string; slug?: string }, isolate: 'warm' | 'new' = 'warm', location = 0) =>
      request('/_purge', {
        isolate,
        location,
        init: { method: 'POST', headers: { Authorization: `Bearer ${BENCH_PURGE_TOKEN}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      }),
    /** A warm isolate that has served nothing (the KV and the location's cache keep their entries). */
    restartWarm: () => {
      warmIsolates.splice(0, warmIsolates.length, ...locationCaches.map(() => newIsolate()));
    },
    /**
     * A deploy: every location's isolates start afresh; with `coldCache` the Workers Cache starts
     * empty too (a new version keyed apart). KV and the locations' Cache API keep their entries.
     */
    deploy({ coldCache }: { coldCache: boolean }): void {
      warmIsolates.splice(0, warmIsolates.length, ...locationCaches.map(() => newIsolate()));
      if (coldCache && fronts.length > 0) fronts = locationCaches.map(newFront);
    },
    /** Runs the queue messages due by now (the clock moved without a request). */
    tick: async (model: 'warm' | 'new' = 'warm') => {
      isolate = model;
      const pending: Promise<unknown>[] = [];
      const ctx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException: () => undefined };
      await runQueues(ctx);
      while (pending.length > 0) await Promise.allSettled(pending.splice(0));
    },
    /** Queue messages not yet consumed. */
    queued: () => queued.length,
    stop(): void {
      restoreClock();
      globals.caches = saved.caches;
      globalThis.fetch = saved.fetch;
      Object.assign(console, saved.console);
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;
