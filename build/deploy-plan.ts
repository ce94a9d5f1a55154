// What `npm run deploy` asks wrangler to do, on a fresh Cloudflare account or on one where everything
// exists, taking wrangler as a function so tests can pass a stand-in. KV and D1 need no step here:
// wrangler's automatic provisioning (on by default since 4.x) creates them on `wrangler deploy` when
// the config gives no id, and reuses the Worker's own (KV) or the database of that name (D1) after.
// Every step either finds its work done or does it, so after a stop a second run finishes the rest.

/** One wrangler command, run to its end with its output captured (non-interactive: no prompts). */
export type Run = (args: string[], input?: string) => { status: number; stdout: string; stderr: string };

export const SITE = 'hesabpos-site';
export const REFERENCE_API = 'hesabpos-reference-api';
export const QUEUES = ['hesabpos-contact', 'hesabpos-contact-dead', 'hesabpos-purge', 'hesabpos-search'];
const REFERENCE_CONFIG = ['--config', 'reference-api/wrangler.toml'];
/** Environment variables that, when set, give a secret's value (SITE_PURGE_TOKEN is PURGE_TOKEN's). */
const SECRETS = {
  site: { PURGE_TOKEN: 'PURGE_TOKEN', DEBUG_TOKEN: 'DEBUG_TOKEN' },
  reference: { ADMIN_TOKEN: 'ADMIN_TOKEN', SITE_PURGE_TOKEN: 'PURGE_TOKEN' },
} as const;

/** A deploy that cannot go on: its message is the one line to show. */
export class DeployStop extends Error {}

export interface DeployOptions {
  env: Record<string, string | undefined>;
  log: (line: string) => void;
  /** A new secret's value. */
  token: () => string;
  /** SQL to load into the remote database after the migrations (npm run deploy -- --seed). */
  seedFile?: string;
  /** POSTs the purge of `all`; answers the line to print. */
  purge: (origin: string, token: string) => Promise<string>;
}

const AGAIN = 'then run npm run deploy again';

type Result = ReturnType<Run>;

const step = (run: Run, what: string, args: string[], input?: string) => check(what, run(args, input));

/** The step's output, or the one line that stops the deploy. */
function check(what: string, { status, stdout, stderr }: Result): string {
  const output = `${stderr}\n${stdout}`;
  if (/not (logged in|authenticated)|authentication error|\[code: 10000\]|wrangler login/i.test(output) && status !== 0) {
    throw new DeployStop(`Not logged in to Cloudflare (${what}): run npx wrangler login (or set CLOUDFLARE_API_TOKEN), ${AGAIN}.`);
  }
  if (status === 0) return stdout;
  const reason = firstError(output);
  if (/already (exists|taken|in use)|already has a consumer/i.test(output)) {
    throw new DeployStop(`${what}: a name in the config is taken by another resource (${reason}); rename it in the wrangler.toml or free it, ${AGAIN}.`);
  }
  throw new DeployStop(`${what} failed (${reason}): fix that, ${AGAIN}; what is done stays done.`);
}

/** The line of wrangler's output that says what went wrong. */
function firstError(output: string): string {
  const lines = output.split('\n').map((line) => line.replace(/^[\s✘▲X]*(\[ERROR\])?\s*/u, '').trim());
  // The Cloudflare API's own message (with its code) says more than wrangler's "A request … failed".
  const api = lines.find((line) => /\[code: \d+\]/.test(line));
  return api ?? lines.find((line) => /error|fail|denied|not |already|invalid/i.test(line)) ?? lines.find(Boolean) ?? 'no output';
}

const NOT_DEPLOYED = new Set<string>();

/** The secret names a Worker has; NOT_DEPLOYED when there is no such Worker yet. */
function secretNames(run: Run, worker: string, config: string[]): Set<string> {
  const result = run(['secret', 'list', '--format', 'json', ...config]);
  if (result.status !== 0 && /not found|does not exist|\[code: 10007\]/i.test(`${result.stderr}\n${result.stdout}`)) return NOT_DEPLOYED;
  const stdout = check(`Listing ${worker}'s secrets`, result);
  return new Set(jsonList<{ name: string }>(stdout, `npx wrangler secret list ${config.join(' ')}`).map(({ name }) => name));
}

/** The JSON list a command printed (after any notice of wrangler's own). */
function jsonList<T>(stdout: string, command: string): T[] {
  try {
    return JSON.parse(stdout.slice(stdout.indexOf('['), stdout.lastIndexOf(']') + 1)) as T[];
  } catch {
    throw new DeployStop(`${command} printed no JSON list: run it to see why, ${AGAIN}.`);
  }
}

/** Names in the first column called "name" of wrangler's table output. */
function tableNames(table: string): Set<string> {
  const rows = table.split('\n').map((line) => line.split(/[│|┃]/).map((cell) => cell.trim()));
  const header = rows.find((cells) => cells.includes('name'));
  const column = header?.indexOf('name') ?? -1;
  return new Set(rows.map((cells) => cells[column] ?? '').filter((name) => name && name !== 'name'));
}

const workersDev = (output: string) => output.match(/https:\/\/[\w.-]+\.workers\.dev/)?.[0];

/** Deploys both Workers and everything they need; answers the site's address. */
export async function deploy(run: Run, options: DeployOptions): Promise<string> {
  const { env, log } = options;
  const account = step(run, 'Checking the Cloudflare login', ['whoami']);
  if (/not (logged in|authenticated)/i.test(account)) {
    throw new DeployStop(`Not logged in to Cloudflare: run npx wrangler login (or set CLOUDFLARE_API_TOKEN), ${AGAIN}.`);
  }

  // Secrets first decided, so a missing value stops the run before anything is made.
  const have = { site: secretNames(run, SITE, []), reference: secretNames(run, REFERENCE_API, REFERENCE_CONFIG) };
  const siteDeployed = have.site !== NOT_DEPLOYED;
  const purgeSet = [have.site.has('PURGE_TOKEN'), have.reference.has('SITE_PURGE_TOKEN')];
  if (purgeSet.includes(true) && purgeSet.includes(false) && !env.PURGE_TOKEN) {
    throw new DeployStop(
      `Only one Worker has the purge token, which cannot be read back: set PURGE_TOKEN to it (or to a new one, then npx wrangler secret put PURGE_TOKEN), ${AGAIN}.`,
    );
  }
  const values = new Map<string, string>();
  const value = (variable: string) => {
    let found = env[variable] || values.get(variable);
    if (!found) {
      found = options.token();
      log(`Generated ${variable} (shown only now, keep it): ${found}`);
    }
    values.set(variable, found);
    return found;
  };
  const putSecrets = (worker: keyof typeof SECRETS, config: string[]) => {
    for (const [name, variable] of Object.entries(SECRETS[worker])) {
      if (have[worker].has(name)) continue;
      step(run, `Setting ${name}`, ['secret', 'put', name, ...config], value(variable));
    }
  };

  const queues = tableNames(step(run, 'Listing the queues', ['queues', 'list']));
  for (const queue of QUEUES.filter((name) => !queues.has(name))) {
    step(run, `Creating the queue ${queue}`, ['queues', 'create', queue]);
    log(`Created the queue ${queue}.`);
  }

  // The reference API first: its database is created by its deploy, then migrated (wrangler finds
  // it by database_name), and the site needs its address.
  const referenceUrl = workersDev(step(run, `Deploying ${REFERENCE_API}`, ['deploy', ...REFERENCE_CONFIG]));
  step(run, 'Applying the D1 migrations', ['d1', 'migrations', 'apply', 'DB', '--remote', ...REFERENCE_CONFIG]);
  if (options.seedFile) step(run, 'Loading the demo data', ['d1', 'execute', 'DB', '--remote', ...REFERENCE_CONFIG, '--file', options.seedFile]);
  putSecrets('reference', REFERENCE_CONFIG);

  // A first deploy that provisioned the site's KV namespace but stopped before the upload leaves it
  // with no Worker using it, and wrangler would then fail to create it again under the same title.
  // It only ever held cached answers, so it goes, and the deploy makes it afresh.
  const cacheTitle = `${SITE}-cache`;
  if (!siteDeployed) {
    const namespaces = jsonList<{ title: string }>(step(run, 'Listing the KV namespaces', ['kv', 'namespace', 'list']), 'npx wrangler kv namespace list');
    if (namespaces.some(({ title }) => title === cacheTitle)) {
      step(run, `Deleting the KV namespace ${cacheTitle} a stopped deploy left`, ['kv', 'namespace', 'delete', cacheTitle, '--skip-confirmation']);
      log(`Deleted the KV namespace ${cacheTitle}, left by a deploy that stopped; the deploy creates it again.`);
    }
  }
  const upstream = env.UPSTREAM_URL || (referenceUrl && `${referenceUrl}/api`);
  if (!upstream) throw new DeployStop(`${REFERENCE_API}'s deploy printed no workers.dev address: set UPSTREAM_URL to its https://…/api, ${AGAIN}.`);
  // SITE_ORIGIN from the environment too: without it the Workers Cache keeps no page (docs/caching.md).
  const siteVars = [`UPSTREAM_URL:${upstream}`, ...(env.SITE_ORIGIN ? [`SITE_ORIGIN:${env.SITE_ORIGIN}`] : [])];
  const siteOutput = step(run, `Deploying ${SITE}`, ['deploy', ...siteVars.flatMap((pair) => ['--var', pair])]);
  putSecrets('site', []);
  const site = env.SITE_ORIGIN || workersDev(siteOutput) || `https://${SITE}.<your subdomain>.workers.dev`;

  // Cloudflare's cache may still hold pages the older version rendered, naming its script files
  // (docs/caching.md, "Deploys").
  const purgeToken = env.PURGE_TOKEN || values.get('PURGE_TOKEN');
  log(
    purgeToken
      ? await options.purge(site, purgeToken)
      : `Purge "all" with the site's PURGE_TOKEN (docs/caching.md, "Purge"), or set PURGE_TOKEN for npm run deploy to do it.`,
  );
  log(`The site is at ${site}. Left to do: a custom domain (Workers → ${SITE} → Domains), SITE_ORIGIN (wrangler.toml, or the environment of npm run deploy),`);
  log(`${REFERENCE_API}'s SITE_PURGE_URL (${site}/_purge), and PURGE_TOKEN for the company's backend (docs/caching.md, "Purge").`);
  return site;
}
