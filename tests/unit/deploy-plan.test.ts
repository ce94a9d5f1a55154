// npm run deploy against a stand-in for wrangler that keeps a pretend Cloudflare account: the commands
// it runs on a fresh account, on one where everything exists, and the one line of each stop.
import { describe, expect, it } from 'vitest';
import { DeployStop, deploy, QUEUES, REFERENCE_API, SITE, type Run } from '../../build/deploy-plan.ts';

const REF = ['--config', 'reference-api/wrangler.toml'];
const SUBDOMAIN = 'acme';
const CACHE_TITLE = `${SITE}-cache`;
const apiError = (message: string, code: number) => ({
  status: 1,
  stdout: '',
  stderr: `✘ [ERROR] A request to the Cloudflare API failed.\n\n  ${message} [code: ${code}]\n`,
});

interface State {
  loggedIn?: boolean;
  queues?: string[];
  workers?: Record<string, string[]>;
  takenQueue?: string;
  fail?: [string, ReturnType<Run>];
  /** The site's upload fails after wrangler provisioned its KV namespace. */
  uploadFails?: boolean;
}

/** The pretend account; `fail` makes the command starting with those words fail with that output. */
function account(state: State = {}) {
  const queues = new Set(state.queues ?? []);
  // wrangler names the KV namespace it provisions after the Worker and the binding.
  const namespaces = new Set(state.workers?.[SITE] ? [CACHE_TITLE] : []);
  const workers = new Map(Object.entries(state.workers ?? {}).map(([name, secrets]) => [name, new Map(secrets.map((secret) => [secret, 'old']))]));
  const calls: string[] = [];
  const run: Run = (args, input) => {
    const command = args.join(' ');
    calls.push(command);
    if (state.fail && command.startsWith(state.fail[0])) return state.fail[1];
    const ok = (stdout = '') => ({ status: 0, stdout, stderr: '' });
    const worker = args.includes('reference-api/wrangler.toml') ? REFERENCE_API : SITE;
    if (args[0] === 'whoami')
      return ok(state.loggedIn === false ? 'You are not authenticated. Please run `wrangler login`.' : 'You are logged in with an OAuth Token.');
    if (command === 'queues list') {
      const rows = [...queues].map((name) => `│ 1f2e │ ${name} │ 2026-11-01 │ 2026-11-01 │ 1 │ 1 │`);
      return ok(['┌──┐', '│ id │ name │ created_on │ modified_on │ producers │ consumers │', ...rows, '└──┘'].join('\n'));
    }
    if (args[0] === 'queues' && args[1] === 'create') {
      if (args[2] === state.takenQueue) return apiError(`Queue name '${args[2]}' is already taken.`, 11009);
      queues.add(args[2]!);
      return ok(`Created queue ${args[2]}.`);
    }
    if (args[0] === 'secret' && args[1] === 'list') {
      const secrets = workers.get(worker);
      if (!secrets) return apiError('This Worker does not exist on your account.', 10007);
      return ok(JSON.stringify([...secrets.keys()].map((name) => ({ name, type: 'secret_text' }))));
    }
    if (args[0] === 'secret' && args[1] === 'put') {
      workers.get(worker)!.set(args[2]!, input!);
      return ok('✨ Success! Uploaded secret');
    }
    if (command === 'kv namespace list') return ok(JSON.stringify([...namespaces].map((title) => ({ id: `id-${title}`, title }))));
    if (command === `kv namespace delete ${CACHE_TITLE} --skip-confirmation`) {
      namespaces.delete(CACHE_TITLE);
      return ok(`Deleted KV namespace ${CACHE_TITLE}.`);
    }
    if (args[0] === 'deploy') {
      if (worker === SITE && !workers.has(SITE)) {
        if (namespaces.has(CACHE_TITLE)) return apiError('A namespace with this account ID and title already exists.', 10014);
        namespaces.add(CACHE_TITLE);
        if (state.uploadFails) return { status: 1, stdout: '', stderr: '✘ [ERROR] Your Worker exceeded the size limit of 3 MiB. [code: 10027]\n' };
      }
      if (!workers.has(worker)) workers.set(worker, new Map());
      return ok(`Uploaded ${worker}\nDeployed ${worker} triggers\n  https://${worker}.${SUBDOMAIN}.workers.dev\n`);
    }
    if (args[0] === 'd1') return ok('✅ Applied');
    throw new Error(`the stand-in does not know: wrangler ${command}`);
  };
  return { run, calls, queues, workers, namespaces, state };
}

async function deployTo(wrangler: ReturnType<typeof account>, env: Record<string, string> = {}) {
  const lines: string[] = [];
  const purged: [string, string][] = [];
  let tokens = 0;
  const site = await deploy(wrangler.run, {
    env,
    log: (line) => lines.push(line),
    token: () => `token-${++tokens}`,
    purge: async (origin, token) => {
      purged.push([origin, token]);
      return 'Purged.';
    },
  });
  return { site, lines, purged };
}

async function stop(wrangler: ReturnType<typeof account>, env: Record<string, string> = {}) {
  const error = await deployTo(wrangler, env).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeployStop);
  const message = (error as DeployStop).message;
  expect(message).not.toContain('\n');
  return message;
}

const SITE_URL = `https://${SITE}.${SUBDOMAIN}.workers.dev`;
const EVERYTHING = { queues: QUEUES, workers: { [SITE]: ['PURGE_TOKEN', 'DEBUG_TOKEN'], [REFERENCE_API]: ['ADMIN_TOKEN', 'SITE_PURGE_TOKEN'] } };

describe('npm run deploy', () => {
  it('on a fresh account creates the queues, deploys both Workers, migrates, sets generated secrets once and purges', async () => {
    const wrangler = account();
    const { site, lines, purged } = await deployTo(wrangler);
    expect(wrangler.calls).toEqual([
      'whoami',
      'secret list --format json',
      `secret list --format json ${REF.join(' ')}`,
      'queues list',
      ...QUEUES.map((queue) => `queues create ${queue}`),
      `deploy ${REF.join(' ')}`,
      `d1 migrations apply DB --remote ${REF.join(' ')}`,
      `secret put ADMIN_TOKEN ${REF.join(' ')}`,
      `secret put SITE_PURGE_TOKEN ${REF.join(' ')}`,
      'kv namespace list',
      `deploy --var UPSTREAM_URL:https://${REFERENCE_API}.${SUBDOMAIN}.workers.dev/api`,
      'secret put PURGE_TOKEN',
      'secret put DEBUG_TOKEN',
    ]);
    // The site's purge token and the reference API's are one value, shown once.
    expect(wrangler.workers.get(SITE)).toEqual(
      new Map([
        ['PURGE_TOKEN', 'token-2'],
        ['DEBUG_TOKEN', 'token-3'],
      ]),
    );
    expect(wrangler.workers.get(REFERENCE_API)).toEqual(
      new Map([
        ['ADMIN_TOKEN', 'token-1'],
        ['SITE_PURGE_TOKEN', 'token-2'],
      ]),
    );
    expect(lines.filter((line) => line.startsWith('Generated'))).toEqual([
      'Generated ADMIN_TOKEN (shown only now, keep it): token-1',
      'Generated PURGE_TOKEN (shown only now, keep it): token-2',
      'Generated DEBUG_TOKEN (shown only now, keep it): token-3',
    ]);
    expect(purged).toEqual([[SITE_URL, 'token-2']]);
    expect(site).toBe(SITE_URL);
    expect(lines.join(' ')).toMatch(/custom domain.*SITE_ORIGIN.*SITE_PURGE_URL.*PURGE_TOKEN for the company's backend/);
  });

  it('where everything exists creates nothing and leaves the secrets alone, but deploys and migrates again', async () => {
    const wrangler = account(EVERYTHING);
    const { lines, purged } = await deployTo(wrangler, { PURGE_TOKEN: 'from-ci', UPSTREAM_URL: 'https://api.example.az/api' });
    expect(wrangler.calls).toEqual([
      'whoami',
      'secret list --format json',
      `secret list --format json ${REF.join(' ')}`,
      'queues list',
      `deploy ${REF.join(' ')}`,
      `d1 migrations apply DB --remote ${REF.join(' ')}`,
      'deploy --var UPSTREAM_URL:https://api.example.az/api',
    ]);
    expect([...wrangler.workers.values()].flatMap((secrets) => [...secrets.values()])).toEqual(['old', 'old', 'old', 'old']);
    expect(lines.some((line) => line.startsWith('Generated'))).toBe(false);
    expect(purged).toEqual([[SITE_URL, 'from-ci']]);
  });

  it('run twice changes nothing the second time', async () => {
    const wrangler = account();
    await deployTo(wrangler);
    wrangler.calls.length = 0;
    const { lines } = await deployTo(wrangler);
    expect(wrangler.calls.filter((call) => /create|put/.test(call))).toEqual([]);
    expect(lines.join(' ')).toContain('Purge "all" with the site\'s PURGE_TOKEN');
  });

  it('takes the secrets from the environment in CI', async () => {
    const wrangler = account();
    const { lines } = await deployTo(wrangler, { PURGE_TOKEN: 'p', DEBUG_TOKEN: 'd', ADMIN_TOKEN: 'a' });
    expect(wrangler.workers.get(REFERENCE_API)).toEqual(
      new Map([
        ['ADMIN_TOKEN', 'a'],
        ['SITE_PURGE_TOKEN', 'p'],
      ]),
    );
    expect(wrangler.workers.get(SITE)).toEqual(
      new Map([
        ['PURGE_TOKEN', 'p'],
        ['DEBUG_TOKEN', 'd'],
      ]),
    );
    expect(lines.some((line) => line.includes('Generated'))).toBe(false);
  });

  it('gives the site its SITE_ORIGIN from the environment, so the Workers Cache may keep its pages', async () => {
    const wrangler = account();
    await deployTo(wrangler, { PURGE_TOKEN: 'p', SITE_ORIGIN: 'https://www.hesabpos.az' });
    expect(wrangler.calls).toContain(
      `deploy --var UPSTREAM_URL:https://${REFERENCE_API}.${SUBDOMAIN}.workers.dev/api --var SITE_ORIGIN:https://www.hesabpos.az`,
    );
  });

  it('not logged in: stops at once with how to log in', async () => {
    const wrangler = account({ loggedIn: false });
    expect(await stop(wrangler)).toBe('Not logged in to Cloudflare: run npx wrangler login (or set CLOUDFLARE_API_TOKEN), then run npm run deploy again.');
    expect(wrangler.calls).toEqual(['whoami']);
    const expired = account({ fail: ['queues list', apiError('Authentication error', 10000)] });
    expect(await stop(expired)).toMatch(/^Not logged in to Cloudflare \(Listing the queues\): run npx wrangler login/);
  });

  it('a purge token only one Worker has, and none given: stops before anything is made', async () => {
    const wrangler = account({ workers: { [SITE]: ['PURGE_TOKEN'] } });
    expect(await stop(wrangler)).toMatch(/^Only one Worker has the purge token.*set PURGE_TOKEN/);
    expect(wrangler.calls.filter((call) => /create|put|deploy|d1/.test(call))).toEqual([]);
    const given = account({ workers: { [SITE]: ['PURGE_TOKEN'] } });
    await deployTo(given, { PURGE_TOKEN: 'known' });
    expect(given.workers.get(REFERENCE_API)?.get('SITE_PURGE_TOKEN')).toBe('known');
  });

  it("a queue name taken by someone else's queue: stops with what to do, deploys nothing", async () => {
    const wrangler = account({ takenQueue: 'hesabpos-contact-dead' });
    expect(await stop(wrangler)).toBe(
      "Creating the queue hesabpos-contact-dead: a name in the config is taken by another resource (Queue name 'hesabpos-contact-dead' is already taken. [code: 11009]); rename it in the wrangler.toml or free it, then run npm run deploy again.",
    );
    expect(wrangler.calls.some((call) => call.startsWith('deploy'))).toBe(false);
  });

  it('a failed step stops with its error, and the next run finishes the rest', async () => {
    const failing = { status: 1, stdout: '', stderr: '✘ [ERROR] Migration 0002_products.sql failed with the following errors:\n  near "x": syntax error\n' };
    const wrangler = account({ fail: ['d1 migrations', failing] });
    expect(await stop(wrangler)).toBe(
      'Applying the D1 migrations failed (Migration 0002_products.sql failed with the following errors:): fix that, then run npm run deploy again; what is done stays done.',
    );
    expect(wrangler.calls.some((call) => call === 'deploy' || call.startsWith('deploy --var'))).toBe(false);
    wrangler.state.fail = undefined;
    wrangler.calls.length = 0;
    const { purged } = await deployTo(wrangler);
    expect(wrangler.calls.filter((call) => call.startsWith('queues create'))).toEqual([]);
    expect(wrangler.workers.get(REFERENCE_API)?.has('ADMIN_TOKEN')).toBe(true);
    expect(wrangler.workers.get(SITE)?.has('PURGE_TOKEN')).toBe(true);
    expect(purged).toHaveLength(1);
  });

  it('a site upload that failed after its KV namespace was made: the next run replaces the namespace and finishes', async () => {
    const wrangler = account({ uploadFails: true });
    expect(await stop(wrangler)).toMatch(/^Deploying hesabpos-site failed \(Your Worker exceeded the size limit of 3 MiB\. \[code: 10027\]\)/);
    expect(wrangler.namespaces).toEqual(new Set([CACHE_TITLE]));
    wrangler.state.uploadFails = false;
    const { lines } = await deployTo(wrangler, { PURGE_TOKEN: 'p' });
    expect(wrangler.calls).toContain(`kv namespace delete ${CACHE_TITLE} --skip-confirmation`);
    expect(wrangler.workers.has(SITE)).toBe(true);
    expect(lines).toContain(`Deleted the KV namespace ${CACHE_TITLE}, left by a deploy that stopped; the deploy creates it again.`);
  });
});
