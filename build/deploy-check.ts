// `npm run deploy -- --check`: reads the account and says what `npm run deploy` would create, change
// or stop on, changing nothing. Only reading commands run: whoami, secret list, deployments status,
// versions view, kv namespace list, d1 list, d1 migrations list, GETs of the Cloudflare API, and GETs
// of the upstream's lists and (with If-None-Match) of the photos this machine uploaded.
import { type Api, chooseAccount, workersSubdomain } from './deploy-account.ts';
import { ASSETS_WORKER } from './assets-worker.ts';
import { isDeployed, optionalSiteVars, REFERENCE_CONFIG, secretNames, checkPurgeTokens, siteHost } from './deploy-plan.ts';
import { KEPT_FILE, REFERENCE_API, SECRETS, SITE, SecretValues, type Worker } from './deploy-secrets.ts';
import { DeployStop, jsonOf, type Run, step } from './deploy-steps.ts';
import { deployedTag, versionTag } from './deploy-versions.ts';
import type { Fetch } from './media-fill.ts';
import { checkMediaUpload, MEDIA_BUCKET, type UploadRecord } from './media-upload.ts';

export const QUEUES = ['hesabpos-contact', 'hesabpos-contact-dead', 'hesabpos-purge', 'hesabpos-search', 'hesabpos-images'];
const DATABASE = 'hesabpos-catalog';
const CACHE_TITLE = `${SITE}-cache`;

export interface CheckOptions {
  env: Record<string, string | undefined>;
  kept: Record<string, string>;
  api: Api;
  fingerprints: Record<Worker, string>;
  /** Reaches the upstream (its lists name the photos the deploy would upload). */
  fetch: Fetch;
  /** Which photos' variants this machine uploaded, per account (build/media-upload.ts). */
  uploaded: UploadRecord;
}

/** Whatever stops the deploy, as its line, instead of thrown. */
async function attempt<T>(stops: string[], work: () => T | Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DeployStop)) throw error;
    stops.push(error.message);
    return undefined;
  }
}

/** The account's subscriptions by their public names (the API needs Billing Read). */
async function plans(api: Api, accountId: string): Promise<string[]> {
  // GET /accounts/{id}/subscriptions: https://developers.cloudflare.com/api/go/resources/accounts/subresources/subscriptions/methods/get
  const answer = await api(`/accounts/${accountId}/subscriptions`);
  if (!answer.success) {
    return [`Plan: not readable with this login (${answer.errors?.[0]?.message ?? 'no answer'}; a token needs Billing Read): see Workers & Pages → Plans.`];
  }
  const names = ((answer.result ?? []) as { rate_plan?: { public_name?: string; id?: string } }[]).map(
    ({ rate_plan }) => rate_plan?.public_name ?? rate_plan?.id ?? '',
  );
  const workers = names.find((name) => /workers/i.test(name));
  const images = names.find((name) => /images/i.test(name));
  return [
    `Plan: ${workers ?? 'Workers Free'}${/paid/i.test(workers ?? '') ? '' : ' (daily limits: docs/caching.md, "What a day costs")'}.`,
    `Images: ${images ?? 'Images Free: 5,000 unique transformations a month, then new ones fail (docs/images.md)'}.`,
    'Workers Cache: on for the site ([cache] enabled in wrangler.toml); its purges are rate-limited per account (docs/caching.md, "Workers Cache").',
  ];
}

/** The lines of the preflight; the last says whether the deploy would stop. */
export async function checkDeploy(run: Run, options: CheckOptions): Promise<{ lines: string[]; stops: string[] }> {
  const { env, api } = options;
  const lines: string[] = [];
  const stops: string[] = [];
  const account = chooseAccount(run, env);
  lines.push(
    `Account: ${account.id}${env.CI ? '' : ` "${account.name}"`}${env.CLOUDFLARE_ACCOUNT_ID ? ' (CLOUDFLARE_ACCOUNT_ID)' : ' (the only one this login sees)'}.`,
  );
  const secrets = await attempt(stops, () => new SecretValues({ ...options, token: () => '' }));
  const subdomain = await attempt(stops, () => workersSubdomain(api, account.id));
  if (subdomain) lines.push(`workers.dev subdomain: ${subdomain}.`);
  lines.push(...(await plans(api, account.id)));

  const have = { [SITE]: secretNames(run, SITE), [REFERENCE_API]: secretNames(run, REFERENCE_API) };
  if (secrets) await attempt(stops, () => checkPurgeTokens(have, secrets));
  const source = (variable: string) =>
    env[variable] ? 'from the environment' : options.kept[variable] ? `from ${KEPT_FILE}` : 'generated and kept in ' + KEPT_FILE;
  const describe = (worker: Worker, vars: string[]) => {
    const missing = Object.entries(SECRETS[worker]).filter(([name]) => !have[worker].has(name));
    const secretsLine = missing.length > 0 ? `; would set ${missing.map(([name, variable]) => `${name} (${source(variable)})`).join(', ')}` : '';
    if (!isDeployed(have[worker])) return `${worker}: would be created${secretsLine}.`;
    const live = deployedTag(run, worker === SITE ? [] : REFERENCE_CONFIG);
    const same = live === versionTag(options.fingerprints[worker], vars);
    const what = !same
      ? 'would deploy this build (its live version is another)'
      : missing.length > 0
        ? 'runs this build; would deploy it again'
        : 'unchanged (its live version is this build)';
    return `${worker}: ${what}${secretsLine}.`;
  };
  lines.push(describe(REFERENCE_API, []));

  const databases = jsonOf<{ name: string }[]>(step(run, 'Listing the D1 databases', ['d1', 'list', '--json']), 'd1 list --json');
  if (databases.some(({ name }) => name === DATABASE)) {
    const pending = step(run, 'Listing the D1 migrations', ['d1', 'migrations', 'list', 'DB', '--remote', ...REFERENCE_CONFIG]).stdout;
    lines.push(`D1 database ${DATABASE}: exists; ${/No migrations to apply/.test(pending) ? 'no migration pending' : 'migrations would be applied'}.`);
  } else lines.push(`D1 database ${DATABASE}: would be created by the reference API's deploy, then migrated.`);

  const namespaces = jsonOf<{ title: string }[]>(step(run, 'Listing the KV namespaces', ['kv', 'namespace', 'list']), 'kv namespace list');
  const cache = namespaces.some(({ title }) => title === CACHE_TITLE);
  lines.push(
    `KV namespace ${CACHE_TITLE}: ${!cache ? "would be created by the site's deploy" : isDeployed(have[SITE]) ? 'exists' : 'left by a deploy that stopped: would be deleted and made again'}.`,
  );
  // By name, as wrangler looks queues up before a deploy (cli.js ensureQueuesExistByConfig, about line 164606).
  const found = await api(`/accounts/${account.id}/queues?${QUEUES.map((queue) => `name=${queue}`).join('&')}`);
  const existing = new Set(((found.result ?? []) as { queue_name: string }[]).map(({ queue_name }) => queue_name));
  const absent = QUEUES.filter((queue) => !existing.has(queue));
  lines.push(`Queues: ${absent.length === 0 ? 'all five exist' : `${absent.join(', ')} would be created by the site's deploy`}.`);

  const upstream = env.UPSTREAM_URL || `https://${REFERENCE_API}.${subdomain ?? '<subdomain>.workers.dev'}/api`;
  const host = await attempt(stops, () => siteHost(env.SITE_ORIGIN));
  lines.push(
    host
      ? `${ASSETS_WORKER}: the build's files on ${host}, by zone routes (${host} must be a zone of this account: the site's custom domain).`
      : `${ASSETS_WORKER}: not deployed without SITE_ORIGIN; the site Worker serves the build's files (billed while its Workers Caching is on).`,
  );
  if (env.CI) lines.push(`Media bucket ${MEDIA_BUCKET}: not filled from CI; the first fill is npm run deploy from a developer's machine.`);
  else if (!env.UPSTREAM_URL && (!subdomain || !isDeployed(have[REFERENCE_API]))) {
    lines.push(`Media bucket ${MEDIA_BUCKET}: every photo the reference API's catalogue names would be made and uploaded once it is deployed.`);
  } else {
    const media = await attempt(stops, () =>
      checkMediaUpload({ accountId: account.id, upstreamUrl: upstream, fetch: options.fetch, record: options.uploaded }),
    );
    if (media) lines.push(media);
  }
  lines.push(describe(SITE, [`UPSTREAM_URL:${upstream}`, ...optionalSiteVars(env)]));
  lines.push(stops.length === 0 ? 'Would stop on: nothing. Nothing was changed.' : `Would stop on (${stops.length}), nothing was changed:`);
  return { lines, stops };
}
