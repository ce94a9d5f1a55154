// What `npm run deploy` asks wrangler to do, on a fresh Cloudflare account or on one where everything
// exists, taking wrangler (and the Cloudflare API) as functions so tests can pass a stand-in. KV, D1
// and the queues need no step here: wrangler's automatic provisioning (on by default since 4.x)
// creates on `wrangler deploy` what the config names without an id, and reuses what exists: the
// Worker's own KV namespace, the database and the queues of those names (cli.js KVHandler,
// D1Handler and QueueHandler, about line 175896; a queue is looked up by name across every page).
// Every step either finds its work done or does it, so after a stop a second run finishes the rest,
// and a run right after a finished one changes nothing and says so.
import { ASSETS_CONFIG, ASSETS_WORKER, assetRoutes } from './assets-worker.ts';
import { type Api, chooseAccount, workersSubdomain } from './deploy-account.ts';
import { REFERENCE_API, SITE, SecretValues, type Worker } from './deploy-secrets.ts';
import { AGAIN, DeployStop, failure, jsonOf, type Run, step } from './deploy-steps.ts';
import { deployedTag, versionTag } from './deploy-versions.ts';
import type { Fetch } from './media-fill.ts';
import { MEDIA_BUCKET, type UploadRecord, uploadMedia } from './media-upload.ts';
import { entryOf, errorCode, errorLines } from './wrangler-output.ts';

export { DeployStop, type Run } from './deploy-steps.ts';
export { REFERENCE_API, SITE } from './deploy-secrets.ts';

export const REFERENCE_CONFIG = ['--config', 'reference-api/wrangler.toml'];

/**
 * The site's variables taken from the environment when set: SITE_ORIGIN (without it the Workers
 * Cache keeps no page: docs/caching.md) and MEDIA_HOST (the media bucket's custom domain; without
 * it pages name the uploads themselves: docs/images.md).
 */
export function optionalSiteVars(env: Record<string, string | undefined>): string[] {
  return (['SITE_ORIGIN', 'MEDIA_HOST'] as const).flatMap((name) => (env[name] ? [`${name}:${env[name]}`] : []));
}
const CONFIG: Record<Worker, string[]> = { [SITE]: [], [REFERENCE_API]: REFERENCE_CONFIG };

export interface DeployOptions {
  env: Record<string, string | undefined>;
  log: (line: string) => void;
  /** A new secret's value. */
  token: () => string;
  /** Values an earlier run generated and kept (build/deploy-secrets.ts). */
  kept: Record<string, string>;
  /** Keeps the generated values where only the user reads them; answers where. */
  keep: (values: Record<string, string>) => string;
  api: Api;
  /** A hash of what each Worker's deploy would upload, or of its sources (scripts/deploy.ts). */
  fingerprints: Record<Worker, string>;
  /** SQL to load into the remote database after the migrations (npm run deploy -- --seed). */
  seedFile?: string;
  /** The route paths of the build's files (build/assets-worker.ts assetRoutePaths of dist/client). */
  assetPaths: string[];
  /** POSTs the purge of `all`; answers the line to print. */
  purge: (origin: string, token: string) => Promise<string>;
  /** Reaches the upstream, whose lists name the photos whose variants the deploy uploads (build/media-upload.ts). */
  fetch: Fetch;
  /** Which photos' variants this machine uploaded, per account (MEDIA_RECORD_FILE). */
  uploaded: UploadRecord;
  /** Keeps that record; answers where. */
  keepUploaded: (record: UploadRecord) => string;
}

const NOT_DEPLOYED = new Set<string>();

/** The secret names a Worker has; NOT_DEPLOYED when there is no such Worker yet. */
export function secretNames(run: Run, worker: Worker): Set<string> {
  const result = run(['secret', 'list', '--format', 'json', ...CONFIG[worker]]);
  // 10007: the API's "Worker not found" (cli.js WORKER_NOT_FOUND_ERR_CODE, about line 163629).
  if (result.status !== 0 && errorCode(result) === 10007) return NOT_DEPLOYED;
  if (result.status !== 0) throw failure(`Listing ${worker}'s secrets`, result);
  return new Set(jsonOf<{ name: string }[]>(result, `secret list --format json ${CONFIG[worker].join(' ')}`).map(({ name }) => name));
}

export const isDeployed = (names: Set<string>) => names !== NOT_DEPLOYED;

/** Refuses to set a purge token on one Worker that differs from the other's, which cannot be read. */
export function checkPurgeTokens(have: Record<Worker, Set<string>>, secrets: SecretValues): void {
  const set = [have[SITE].has('PURGE_TOKEN'), have[REFERENCE_API].has('SITE_PURGE_TOKEN')];
  if (set.includes(true) && set.includes(false) && !secrets.known('PURGE_TOKEN')) {
    throw new DeployStop(
      `Only one Worker has the purge token, which cannot be read back: set PURGE_TOKEN to it (or to a new one, then npx wrangler secret put PURGE_TOKEN), ${AGAIN}.`,
    );
  }
}

/** SITE_ORIGIN's host, or undefined when it is not set; a value that is no origin stops the deploy. */
export function siteHost(origin: string | undefined): string | undefined {
  if (!origin) return undefined;
  const url = URL.parse(origin);
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
    throw new DeployStop(
      `SITE_ORIGIN (${origin}) is not an origin such as https://www.example.az (a scheme and a host, no path): set it again, ${AGAIN}; nothing was changed.`,
    );
  }
  return url.host;
}

/**
 * The assets-only Worker with one zone route per file or folder of the build on the site's host
 * (build/assets-worker.ts). Answers what is left to do when the host is no zone of the account yet
 * (the custom domain comes after the first deploy): until then the site Worker serves the files.
 */
function releaseAssets(run: Run, options: DeployOptions, host: string, changes: string[]): string | undefined {
  const routes = assetRoutes(host, options.assetPaths);
  const tag = versionTag(options.fingerprints[SITE], routes);
  if (deployedTag(run, ASSETS_CONFIG) === tag) {
    options.log(`${ASSETS_WORKER}: unchanged (its live version is this build).`);
    return undefined;
  }
  const result = run(['deploy', ...ASSETS_CONFIG, ...routes.flatMap((route) => ['--route', route]), '--tag', tag]);
  // cli.js getZoneForRoute (about line 164100): no zone of the account holds the route's host.
  if (result.status !== 0 && errorLines(result).some((line) => line.includes('Could not find zone for'))) {
    options.log(`${ASSETS_WORKER} not deployed: ${host} is no zone of this account yet, so the site Worker serves the build's files.`);
    return `${host} as the site's custom domain, then npm run deploy again for ${ASSETS_WORKER} (the build's files without a billed request)`;
  }
  if (result.status !== 0) throw failure(`Deploying ${ASSETS_WORKER}`, result);
  changes.push(`deployed ${ASSETS_WORKER}`);
  options.log(`Deployed ${ASSETS_WORKER}: the build's files on ${host} (${routes.length} routes).`);
  return undefined;
}

/** Deploys the Workers and everything they need; answers the site's address. */
export async function deploy(run: Run, options: DeployOptions): Promise<string> {
  const { env, log } = options;
  const account = chooseAccount(run, env);
  // Secrets and SITE_ORIGIN next, so a missing or malformed value stops the run before anything is made.
  const secrets = new SecretValues(options);
  const host = siteHost(env.SITE_ORIGIN);
  const subdomain = await workersSubdomain(options.api, account.id);
  log(`Account ${account.id}, workers.dev subdomain ${subdomain}.`);
  const have = { [SITE]: secretNames(run, SITE), [REFERENCE_API]: secretNames(run, REFERENCE_API) };
  checkPurgeTokens(have, secrets);
  const changes: string[] = [];

  // Generated values are kept before the deploy that sets them, so a stop after it loses none.
  let kept = { ...options.kept };
  const keepGenerated = () => {
    const fresh = Object.entries(secrets.generated).filter(([name]) => !(name in kept));
    if (fresh.length === 0) return;
    kept = { ...kept, ...Object.fromEntries(fresh) };
    log(`Generated ${fresh.map(([name]) => name).join(', ')}: kept in ${options.keep(kept)} (not printed; only you can read it).`);
  };

  const release = (worker: Worker, vars: string[]) => {
    const toSet = secrets.forWorker(worker, have[worker]);
    const names = Object.keys(toSet);
    keepGenerated();
    const tag = versionTag(options.fingerprints[worker], vars);
    if (isDeployed(have[worker]) && names.length === 0 && deployedTag(run, CONFIG[worker]) === tag) {
      log(`${worker}: unchanged (its live version is this build).`);
      return undefined;
    }
    const args = ['deploy', ...CONFIG[worker], ...vars.flatMap((pair) => ['--var', pair]), '--tag', tag];
    const result = step(run, `Deploying ${worker}`, args, names.length > 0 ? { secrets: toSet } : undefined);
    changes.push(`deployed ${worker}${names.length > 0 ? ` with the secrets ${names.join(', ')}` : ''}`);
    log(`Deployed ${worker}${names.length > 0 ? `, with its secrets ${names.join(', ')} set` : ''}.`);
    return entryOf(result, 'deploy')?.targets?.find((url) => url.endsWith('.workers.dev'));
  };

  // The reference API first: its database is created by its deploy, then migrated (wrangler finds
  // it by database_name), and the site needs its address.
  const referenceUrl = release(REFERENCE_API, []) ?? `https://${REFERENCE_API}.${subdomain}`;
  const migrated = step(run, 'Applying the D1 migrations', ['d1', 'migrations', 'apply', 'DB', '--remote', ...REFERENCE_CONFIG]);
  // "No migrations to apply!" (cli.js, about line 239297) when the database is current.
  if (!/No migrations to apply/.test(migrated.stdout)) changes.push('applied the D1 migrations');
  if (options.seedFile) {
    // Its inserts skip rows already there (reference-api/seed/sql.ts). Wrangler prints "🚣 Executed N
    // queries in … (R rows read, W rows written)" (cli.js, about line 237898).
    const loaded = step(run, 'Loading the demo data', ['d1', 'execute', 'DB', '--remote', ...REFERENCE_CONFIG, '--file', options.seedFile]);
    const written = Number(loaded.stdout.match(/(\d+) rows written/)?.[1] ?? 0);
    if (written > 0) changes.push(`loaded the demo data (${written} rows written)`);
    else log('The demo data is there already: no row written.');
  }

  // A first deploy that provisioned the site's KV namespace but stopped before the upload leaves it
  // with no Worker using it, and wrangler would then fail to create it again under the same title.
  // It only ever held cached answers, so it goes, and the deploy makes it afresh.
  const cacheTitle = `${SITE}-cache`;
  if (!isDeployed(have[SITE])) {
    const namespaces = jsonOf<{ title: string }[]>(step(run, 'Listing the KV namespaces', ['kv', 'namespace', 'list']), 'kv namespace list');
    if (namespaces.some(({ title }) => title === cacheTitle)) {
      step(run, `Deleting the KV namespace ${cacheTitle} a stopped deploy left`, ['kv', 'namespace', 'delete', cacheTitle, '--skip-confirmation']);
      log(`Deleted the KV namespace ${cacheTitle}, left by a deploy that stopped; the deploy creates it again.`);
    }
  }
  const upstream = env.UPSTREAM_URL || `${referenceUrl}/api`;
  const siteVars = [`UPSTREAM_URL:${upstream}`, ...optionalSiteVars(env)];
  // The build's files before the pages that name them. Without a custom domain (SITE_ORIGIN) there is
  // no zone to route them on: the site Worker serves them (billed while its Workers Caching is on).
  const assetsLeft = host
    ? releaseAssets(run, options, host, changes)
    : `SITE_ORIGIN, for ${ASSETS_WORKER} to serve the build's files without a billed request (docs/caching.md, "What a day costs")`;
  // The image variants before the site's version whose purge of `all` would otherwise make them
  // through the Images binding (docs/images.md, "The first fill"): a fill that stops leaves the site
  // undeployed, so the next run still purges after it. Not in CI: a fresh machine has no record of
  // what the bucket holds and would upload every photo again on every push; the first fill is a
  // developer's, and later photos are few (20 transformations each, by the queue's consumer).
  let uploaded = 0;
  if (env.CI) {
    log(
      `Image variants: not uploaded from CI (it keeps no record of what ${MEDIA_BUCKET} holds); the first fill is npm run deploy from a developer's machine (docs/images.md).`,
    );
  } else {
    const media = await uploadMedia(run, {
      accountId: account.id,
      upstreamUrl: upstream,
      fetch: options.fetch,
      api: options.api,
      record: options.uploaded,
      keep: options.keepUploaded,
      log,
    });
    uploaded = media.uploaded;
  }
  if (uploaded > 0) changes.push(`uploaded ${uploaded} photos' image variants to ${MEDIA_BUCKET}`);
  const siteUrl = release(SITE, siteVars);
  const site = env.SITE_ORIGIN || siteUrl || `https://${SITE}.${subdomain}`;

  if (changes.some((change) => change.startsWith(`deployed ${SITE}`))) {
    // Cloudflare's cache may still hold pages the older version rendered, naming its script files
    // (docs/caching.md, "Deploys").
    const purgeToken = secrets.known('PURGE_TOKEN');
    log(
      purgeToken
        ? await options.purge(site, purgeToken)
        : `Purge "all" with the site's PURGE_TOKEN (docs/caching.md, "Purge"), or set PURGE_TOKEN for npm run deploy to do it.`,
    );
  }
  if (changes.length === 0) {
    log(
      `Nothing changed: both Workers already run this build with these settings, every secret is set, no migration was pending and no photo's variants were left to upload. The site is at ${site}.`,
    );
    return site;
  }
  log(`Changed: ${changes.join('; ')}.`);
  log(`The site is at ${site}. Left to do: a custom domain (Workers → ${SITE} → Domains), SITE_ORIGIN (wrangler.toml, or the environment of npm run deploy),`);
  if (!env.MEDIA_HOST) {
    log(
      `the media host: the R2 bucket ${MEDIA_BUCKET}'s custom domain (R2 → ${MEDIA_BUCKET} → Settings → Custom Domains), then MEDIA_HOST (its https origin) in the environment of npm run deploy (docs/images.md),`,
    );
  }
  log(`${REFERENCE_API}'s SITE_PURGE_URL (${site}/_purge), and PURGE_TOKEN for the company's backend (docs/caching.md, "Purge").`);
  if (assetsLeft) log(`And: ${assetsLeft}.`);
  return site;
}
