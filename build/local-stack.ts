// Runs the site and the reference catalogue API locally on workerd through Miniflare, from
// their production builds: what `npm start`, `npm run dev` and the tests all use.
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { build as esbuild } from 'esbuild';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { D1Database } from '@cloudflare/workers-types';
import { prepareDatabase, type Migration } from '../reference-api/seed/prepare.ts';
import { seedStatements } from '../reference-api/seed/sql.ts';
import { drawDemoArt } from './demo-art.ts';
import { fillMedia, type FillResult } from './media-fill.ts';
import { serveMediaHost, type MediaBucket, type MediaHost } from './media-host.ts';
import { PURGE_BINDING, purgeHandler, serveWorkersCache, siteHandler, workersCacheEntry, type WorkersCacheFront } from './workers-cache-front.ts';
import { WALL_CLOCK, WorkersCache } from './workers-cache.ts';

export const ROOT = resolve(import.meta.dirname, '..');
export const API_CONFIG = join(ROOT, 'reference-api/wrangler.toml');
export const API_BUNDLE = join(ROOT, 'dist/reference-api/index.js');
export const SITE_CONFIG = join(ROOT, 'dist/hesabpos_site/wrangler.json');
export const DEFAULT_PERSIST_DIR = join(ROOT, '.wrangler/state');

export interface StackOptions {
  host?: string;
  /** The site's port; 0 picks a free one. */
  port?: number;
  /** The reference API's port; 0 picks a free one. */
  apiPort?: number;
  /** The media host's port (the MEDIA bucket over HTTP, docs/images.md); 0 picks a free one. */
  mediaPort?: number;
  /** Fill the MEDIA bucket with the catalogue's image variants on start (build/media-fill.ts); true unless false. */
  fillMedia?: boolean;
  /** Another upstream to use instead of starting the reference API. */
  upstreamUrl?: string;
  /** Where D1 and KV keep their data (as wrangler's --persist-to); false keeps them in memory. */
  persistDir?: string | false;
  /** Start the site Worker from dist/ (false when Vite's dev server serves it). */
  site?: boolean;
  /** Extra variables for the reference API, e.g. { MAINTENANCE: 'true' }. */
  apiVars?: Record<string, string>;
  /** Extra variables for the site Worker. */
  siteVars?: Record<string, string>;
  /** Token of the site's purge endpoint; random when not given. */
  purgeToken?: string;
  /** Token of the reference API's write endpoint; random when not given. */
  adminToken?: string;
  /** The site's DEBUG_TOKEN (Server-Timing details for requests that send it); random when not given. */
  debugToken?: string;
  /** Receives the Workers' log lines (one JSON line a request); printed when not given. */
  onLog?: (line: string) => void;
  /** Port of workerd's DevTools inspector for the site Worker (heap figures for the bench). */
  inspectorPort?: number;
  /** The origin the site Worker sees in request URLs (Miniflare's `upstream`), e.g. an https one. */
  siteRequestOrigin?: string;
  /**
   * Cloudflare's Workers Cache in front of the site (build/workers-cache.ts): `siteUrl` is then the
   * cache's, the Worker gets `ctx.cache.purge`, and `workerUrl` reaches the Worker directly.
   */
  workersCache?: boolean;
}

export interface Stack {
  /** Where visitors go: the Workers Cache when it is on, else the site Worker. */
  siteUrl: string | undefined;
  /** The site Worker itself, past any cache. */
  workerUrl: string | undefined;
  /** The Workers Cache in front of the site, when on. */
  workersCache: WorkersCacheFront | undefined;
  /** The media host: the site's MEDIA bucket served over HTTP, as its custom domain serves it on Cloudflare. */
  mediaUrl: string | undefined;
  /** What the first fill did on start (undefined when it did not run). */
  mediaFill: FillResult | undefined;
  apiUrl: string | undefined;
  upstreamUrl: string;
  purgeToken: string;
  adminToken: string;
  debugToken: string;
  api: Miniflare | undefined;
  site: Miniflare | undefined;
  close(): Promise<void>;
}

/** Bundles the reference API for workerd (what `wrangler deploy` would upload) and draws its static images. */
export async function buildApi(): Promise<void> {
  await drawDemoArt();
  await esbuild({
    entryPoints: [join(ROOT, 'reference-api/src/index.ts')],
    outfile: API_BUNDLE,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    logLevel: 'warning',
  });
}

export async function readMigrations(): Promise<Migration[]> {
  const dir = join(ROOT, 'reference-api/migrations');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(join(dir, name), 'utf8') })));
}

/** Migrations, then the demo data when the database is empty. */
export async function prepareApiDatabase(db: D1Database): Promise<{ applied: string[]; seeded: boolean }> {
  const { seedData } = await import('../reference-api/seed/index.ts');
  return prepareDatabase(db, await readMigrations(), () => seedStatements(seedData, new Date()));
}

interface WorkerLaunch {
  name: string;
  /** wrangler config whose bindings and compatibility settings the Worker gets. */
  configPath: string;
  /** The bundled script; the config's own main module when absent. */
  scriptPath?: string;
  host: string;
  port: number;
  persistDir: string | false;
  vars: Record<string, string>;
  onLog?: (line: string) => void;
  inspectorPort?: number;
  requestOrigin?: string;
  /** The Workers Cache the Worker's `ctx.cache.purge` reaches (its entry module is then a wrapper). */
  workersCache?: WorkersCache;
}

/**
 * Serves one built Worker on workerd with the bindings of its wrangler config. Wrangler's module
 * rules are left out: our bundles are plain ES modules and Miniflare 5 cannot convert them.
 */
async function startWorker(launch: WorkerLaunch): Promise<{ miniflare: Miniflare; url: string }> {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(launch.configPath);
  const scriptPath = launch.scriptPath ?? main;
  if (!scriptPath) throw new Error(`${launch.configPath} names no main module: build first (npm run build).`);
  const { modulesRules: _rules, ...options } = workerOptions;
  // Every module of the build, so that chunks the entry imports dynamically (lazy routes) load.
  const root = dirname(scriptPath);
  const chunks = (await readdir(root, { recursive: true }))
    .filter((file) => file.endsWith('.js') && join(root, file) !== scriptPath)
    .map((file) => ({ type: 'ESModule' as const, path: join(root, file) }));
  const modules = [{ type: 'ESModule' as const, path: scriptPath }, ...chunks];
  if (launch.workersCache) {
    const cache = launch.workersCache;
    modules.unshift({
      type: 'ESModule' as const,
      path: join(root, '__workers-cache-entry.js'),
      contents: workersCacheEntry(root, scriptPath),
    } as (typeof modules)[number]);
    options.serviceBindings = { ...(options.serviceBindings as object), [PURGE_BINDING]: purgeHandler(() => cache) } as typeof options.serviceBindings;
  }
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      host: launch.host,
      port: launch.port,
      ...(launch.inspectorPort ? { inspectorPort: launch.inspectorPort } : {}),
      ...(launch.requestOrigin ? { upstream: launch.requestOrigin } : {}),
      handleStructuredLogs: launch.onLog ? ({ message }) => launch.onLog!(message) : undefined,
      ...(launch.persistDir === false ? {} : { resourcePersistencePath: join(resolve(launch.persistDir), 'v3') }),
      workers: [
        {
          ...options,
          name: launch.name,
          modules,
          modulesRoot: root,
          bindings: { ...(workerOptions.bindings as Record<string, string>), ...launch.vars },
        },
      ],
    }),
  );
  return { miniflare, url: (await miniflare.ready).origin };
}

/** A TCP port free on the host right now. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Starts the stack. A port of 0 is settled with freePort before the servers start (the API must know
 * the site's address first), so on a busy machine another server can take it in between ("address
 * already in use"): the stack is then started again on new ports, at most three times.
 */
export async function startStack(input: StackOptions = {}): Promise<Stack> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startStackOnce(input);
    } catch (error) {
      const chosenPort = input.port === 0 || input.mediaPort === 0;
      if (!chosenPort || attempt === 3 || !/EADDRINUSE|already in use/i.test(String(error))) throw error;
    }
  }
}

async function startStackOnce(input: StackOptions): Promise<Stack> {
  const options = {
    host: '127.0.0.1',
    port: 8787,
    apiPort: 8788,
    // Beside a site on a free port, the media host on one too (tests start several stacks at once).
    mediaPort: input.port === 0 ? 0 : 8789,
    fillMedia: true,
    persistDir: DEFAULT_PERSIST_DIR as string | false,
    site: true,
    // An option given as undefined (an unset environment variable) keeps its default.
    ...(Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as StackOptions),
  };
  let api: Miniflare | undefined;
  let apiUrl: string | undefined;
  let upstreamUrl = options.upstreamUrl;
  const common = { host: options.host, persistDir: options.persistDir, onLog: options.onLog };
  const purgeToken = options.purgeToken ?? randomUUID();
  const adminToken = options.adminToken ?? randomUUID();
  const debugToken = options.debugToken ?? randomUUID();
  // The API calls the site's purge endpoint, so the site's port is settled before either starts.
  const sitePort = options.port === 0 ? await freePort(options.host) : options.port;
  if (!upstreamUrl) {
    const launch = {
      ...common,
      name: 'reference-api',
      configPath: API_CONFIG,
      scriptPath: API_BUNDLE,
      port: options.apiPort,
      vars: {
        ADMIN_TOKEN: adminToken,
        // With `site: false` the site is Vite's dev server on the same port.
        SITE_PURGE_URL: `http://${options.host}:${sitePort}/_purge`,
        SITE_PURGE_TOKEN: purgeToken,
        ...options.apiVars,
      },
    };
    for (let attempt = 1; ; attempt++) {
      ({ miniflare: api, url: apiUrl } = await startWorker(launch));
      try {
        await prepareApiDatabase((await api.getD1Database('DB')) as unknown as D1Database);
        break;
      } catch (error) {
        await api.dispose();
        // Miniflare's proxy to the D1 binding can drop its connection mid-seed on a busy machine
        // ("other side closed", workers-sdk issue 7376). A database in memory is new on each
        // start, so starting again is safe; a persisted one may be half seeded: say so.
        if (options.persistDir !== false) {
          throw new Error(`Preparing the reference API's database in ${options.persistDir} failed; delete that folder and start again.`, { cause: error });
        }
        if (attempt === 3) throw error;
      }
    }
    upstreamUrl = `${apiUrl}/api`;
  }
  let site: Miniflare | undefined;
  let workerUrl: string | undefined;
  let front: WorkersCacheFront | undefined;
  let media: MediaHost | undefined;
  let mediaFill: FillResult | undefined;
  if (options.site) {
    const mediaPort = options.mediaPort === 0 ? await freePort(options.host) : options.mediaPort;
    const cache = options.workersCache
      ? new WorkersCache(
          siteHandler(() => site!),
          WALL_CLOCK,
        )
      : undefined;
    try {
      ({ miniflare: site, url: workerUrl } = await startWorker({
        ...common,
        name: 'site',
        configPath: SITE_CONFIG,
        // Behind the cache, workerd listens where only the cache goes.
        port: cache ? 0 : sitePort,
        inspectorPort: options.inspectorPort,
        requestOrigin: options.siteRequestOrigin,
        vars: {
          PURGE_TOKEN: purgeToken,
          DEBUG_TOKEN: debugToken,
          MEDIA_HOST: `http://${options.host}:${mediaPort}`,
          ...options.siteVars,
          UPSTREAM_URL: upstreamUrl,
        },
        workersCache: cache,
      }));
      const bucket = async () => (await site!.getR2Bucket('MEDIA')) as unknown as MediaBucket;
      media = await serveMediaHost({ bucket, host: options.host, port: mediaPort });
      // An upstream that lists no photos as the reference API does (a test's fake one, one that is
      // down) leaves the bucket as it is: pages then name variants the media host does not have.
      if (options.fillMedia)
        mediaFill = await fillMedia(await bucket(), upstreamUrl).catch((error: unknown) => {
          console.warn(`The media host's first fill failed, images may be missing: ${String(error)}`);
          return undefined;
        });
      if (cache) front = await serveWorkersCache({ cache, host: options.host, port: sitePort, requestOrigin: options.siteRequestOrigin });
    } catch (error) {
      await media?.close();
      await Promise.allSettled([site?.dispose(), api?.dispose()]);
      throw error;
    }
  }
  return {
    siteUrl: front?.url ?? workerUrl,
    workerUrl,
    workersCache: front,
    mediaUrl: media?.url,
    mediaFill,
    apiUrl,
    upstreamUrl,
    purgeToken,
    adminToken,
    debugToken,
    api,
    site,
    async close() {
      await Promise.all([front?.close(), media?.close()]);
      await Promise.allSettled([site?.dispose(), api?.dispose()]);
    },
  };
}
