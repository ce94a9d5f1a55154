// npm run deploy against a stand-in for wrangler 4.151 over a pretend Cloudflare account
// (tests/support/wrangler-stand-in.ts): the commands it runs on a fresh account and on one where
// everything exists, what it says, and the one line of each stop with wrangler's error below it.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkDeploy } from '../../build/deploy-check.ts';
import { DeployStop, deploy } from '../../build/deploy-plan.ts';
import { failure } from '../../build/deploy-steps.ts';
import type { UploadRecord } from '../../build/media-upload.ts';
import { allVariants, sniffRaster, variantKey, versionKey } from '../../shared/data/image-url.ts';
import {
  ASSETS,
  apiFailure,
  CACHE_TITLE,
  failed,
  NO_TOKEN,
  pretendAccount,
  REFERENCE_API,
  SITE,
  SITE_QUEUES,
  type AccountState,
} from '../support/wrangler-stand-in.ts';

const REF = '--config reference-api/wrangler.toml';
const URL_OF = (worker: string) => `https://${worker}.acme.workers.dev`;
const BUILD = { [SITE]: 'site-build-1', [REFERENCE_API]: 'api-build-1' };
/** What build/assets-worker.ts assetRoutePaths finds in a build: a folder, a file at the top, a messages file. */
const ASSET_PATHS = ['/_messages/az.1x2y3z.json', '/assets/*', '/favicon.svg'];
const SECRETS = { PURGE_TOKEN: 'purge-7Hq2XbLw9Zr4Tm1K', DEBUG_TOKEN: 'debug-Vn3Yc8Pq5Ws2Ej6R', ADMIN_TOKEN: 'admin-Fk4Lu9Gz1Bx7Nd3M' };

type Pretend = ReturnType<typeof pretendAccount>;

interface More {
  fingerprints?: typeof BUILD;
  /** What an earlier run kept in .deploy-secrets.env. */
  kept?: Record<string, string>;
  seedFile?: string;
  /** Receives each version of the kept file, also when the run stops. */
  keptFiles?: Record<string, string>[];
  /** What an earlier run kept in .deploy-media.json; receives each version. */
  uploaded?: UploadRecord[];
}

async function deployTo(
  account: Pretend,
  env: Record<string, string> = {},
  { fingerprints = BUILD, kept = {}, seedFile, keptFiles = [], uploaded = [] }: More = {},
) {
  const lines: string[] = [];
  const purged: [string, string][] = [];
  let tokens = 0;
  const site = await deploy(account.run, {
    env,
    log: (line) => lines.push(line),
    token: () => `generated-token-${++tokens}-Qw8Er`,
    kept,
    keep: (values) => {
      keptFiles.push(values);
      return '.deploy-secrets.env';
    },
    api: account.api,
    fingerprints,
    seedFile,
    assetPaths: ASSET_PATHS,
    purge: async (origin, token) => {
      purged.push([origin, token]);
      return `Purged ${origin}'s caches.`;
    },
    fetch: account.fetch,
    uploaded: uploaded.at(-1) ?? {},
    keepUploaded: (record) => {
      uploaded.push(record);
      return '.deploy-media.json';
    },
  });
  return { site, lines, purged, keptFiles, uploaded };
}

async function stop(account: Pretend, env: Record<string, string> = {}) {
  const error = await deployTo(account, env).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeployStop);
  const { message, detail } = error as DeployStop;
  expect(message).not.toContain('\n');
  // Wrangler's error lines come without escape codes.
  expect(detail.join('\n')).not.toContain('\u001b');
  return { message, detail };
}

const everything = (tags = true): AccountState => ({
  workers: {
    [SITE]: { secrets: ['PURGE_TOKEN', 'DEBUG_TOKEN'], ...(tags ? { tag: undefined } : {}) },
    [REFERENCE_API]: { secrets: ['ADMIN_TOKEN', 'SITE_PURGE_TOKEN'] },
  },
});
const made = (account: Pretend) => account.calls.filter((call) => /^(deploy |d1 execute|kv namespace delete)/.test(call));

describe('npm run deploy', () => {
  it('on a fresh account deploys both Workers with their secrets in a secrets file, migrates, keeps generated secrets unprinted, and purges', async () => {
    const account = pretendAccount();
    const { site, lines, purged, keptFiles } = await deployTo(account);
    expect(account.calls).toEqual([
      'whoami --json',
      'API /accounts/a1b2c3/workers/subdomain',
      'secret list --format json',
      `secret list --format json ${REF}`,
      expect.stringMatching(new RegExp(`^deploy ${REF} --tag build-[0-9a-f]{20}$`)),
      `d1 migrations apply DB --remote ${REF}`,
      'kv namespace list',
      expect.stringMatching(new RegExp(`^deploy --var UPSTREAM_URL:${URL_OF(REFERENCE_API)}/api --tag build-[0-9a-f]{20}$`)),
    ]);
    // Deploy provisioned the queues, the database and the KV namespace.
    expect([...account.queues]).toEqual(SITE_QUEUES);
    expect(account.secretFiles).toEqual([
      { ADMIN_TOKEN: 'generated-token-1-Qw8Er', SITE_PURGE_TOKEN: 'generated-token-2-Qw8Er' },
      { PURGE_TOKEN: 'generated-token-2-Qw8Er', DEBUG_TOKEN: 'generated-token-3-Qw8Er' },
    ]);
    expect(keptFiles.at(-1)).toEqual({
      ADMIN_TOKEN: 'generated-token-1-Qw8Er',
      PURGE_TOKEN: 'generated-token-2-Qw8Er',
      DEBUG_TOKEN: 'generated-token-3-Qw8Er',
    });
    expect(lines).toContain('Generated ADMIN_TOKEN, PURGE_TOKEN: kept in .deploy-secrets.env (not printed; only you can read it).');
    expect(lines.join('\n')).not.toContain('generated-token');
    expect(purged).toEqual([[URL_OF(SITE), 'generated-token-2-Qw8Er']]);
    expect(site).toBe(URL_OF(SITE));
    expect(lines.join(' ')).toMatch(
      /Changed: deployed hesabpos-reference-api with the secrets ADMIN_TOKEN, SITE_PURGE_TOKEN; applied the D1 migrations; deployed hesabpos-site/,
    );
  });

  it('run again right after, changes nothing and says so: no new version, no secret, no purge', async () => {
    const account = pretendAccount();
    const first = await deployTo(account);
    account.calls.length = 0;
    const { lines, purged } = await deployTo(account, {}, { kept: first.keptFiles.at(-1) });
    expect(made(account)).toEqual([]);
    expect(purged).toEqual([]);
    expect(lines.at(-1)).toBe(
      `Nothing changed: both Workers already run this build with these settings, every secret is set, no migration was pending and no photo's variants were left to upload. The site is at ${URL_OF(SITE)}.`,
    );
  });

  it('with --seed loads the demo data after the migrations; loaded again, no row is written and nothing changed', async () => {
    const account = pretendAccount();
    const first = await deployTo(account, {}, { seedFile: 'dist/seed.sql' });
    expect(account.calls.indexOf(`d1 execute DB --remote ${REF} --file dist/seed.sql`)).toBe(
      account.calls.indexOf(`d1 migrations apply DB --remote ${REF}`) + 1,
    );
    expect(first.lines.join(' ')).toContain('loaded the demo data (2048 rows written)');
    const again = await deployTo(account, {}, { kept: first.keptFiles.at(-1), seedFile: 'dist/seed.sql' });
    expect(again.lines).toContain('The demo data is there already: no row written.');
    expect(again.lines.at(-1)).toMatch(/^Nothing changed/);
  });

  it('a new build deploys the Worker whose files changed, and only that one', async () => {
    const account = pretendAccount();
    const { keptFiles } = await deployTo(account);
    account.calls.length = 0;
    const { lines, purged } = await deployTo(account, {}, { fingerprints: { ...BUILD, [SITE]: 'site-build-2' }, kept: keptFiles.at(-1) });
    expect(made(account)).toEqual([expect.stringMatching(/^deploy --var UPSTREAM_URL/)]);
    expect(lines).toContain(`${REFERENCE_API}: unchanged (its live version is this build).`);
    expect(purged).toEqual([[URL_OF(SITE), 'generated-token-2-Qw8Er']]);
  });

  it('in CI takes every secret from the environment, and no log line holds any of them (nor 8 characters of one)', async () => {
    const account = pretendAccount();
    const { lines, keptFiles } = await deployTo(account, { ...SECRETS, CI: 'true' });
    expect(account.workers.get(REFERENCE_API)?.secrets).toEqual(
      new Map([
        ['ADMIN_TOKEN', SECRETS.ADMIN_TOKEN],
        ['SITE_PURGE_TOKEN', SECRETS.PURGE_TOKEN],
      ]),
    );
    expect(account.workers.get(SITE)?.secrets.get('DEBUG_TOKEN')).toBe(SECRETS.DEBUG_TOKEN);
    expect(keptFiles).toEqual([]);
    // What the deploy prints: its own lines, the commands, and what the stand-in printed for them.
    const printed = [...lines, ...account.calls].join('\n');
    for (const secret of Object.values(SECRETS)) {
      for (let start = 0; start + 8 <= secret.length; start++) expect(printed).not.toContain(secret.slice(start, start + 8));
    }
  });

  it('in CI, a missing or malformed secret stops before anything is read or made, naming it and not showing it', async () => {
    const missing = pretendAccount();
    const { message } = await stop(missing, { CI: 'true', PURGE_TOKEN: SECRETS.PURGE_TOKEN });
    expect(message).toMatch(/^DEBUG_TOKEN, ADMIN_TOKEN not set: in CI every secret comes from the repository's secrets/);
    expect(missing.calls).toEqual(['whoami --json']);
    const malformed = pretendAccount();
    const bad = await stop(malformed, { ...SECRETS, ADMIN_TOKEN: 'has a space inside it' });
    expect(bad.message).toMatch(/^ADMIN_TOKEN in the environment is not a usable token/);
    expect(bad.message).not.toContain('has a space');
    expect(made(malformed)).toEqual([]);
  });

  it('gives the site its SITE_ORIGIN from the environment, so the Workers Cache may keep its pages', async () => {
    const account = pretendAccount();
    await deployTo(account, { SITE_ORIGIN: 'https://www.hesabpos.az' });
    expect(account.calls).toContainEqual(
      expect.stringMatching(new RegExp(`^deploy --var UPSTREAM_URL:${URL_OF(REFERENCE_API)}/api --var SITE_ORIGIN:https://www.hesabpos.az --tag`)),
    );
  });

  it("with SITE_ORIGIN, deploys the build's files to the assets-only Worker on the site's host before the site, once", async () => {
    const account = pretendAccount({ zones: ['hesabpos.az'] });
    const { keptFiles, lines } = await deployTo(account, { SITE_ORIGIN: 'https://www.hesabpos.az' });
    const deploys = made(account);
    expect(deploys).toEqual([
      expect.stringMatching(new RegExp(`^deploy ${REF} --tag`)),
      expect.stringMatching(
        /^deploy --config wrangler\.assets\.toml --route www\.hesabpos\.az\/_messages\/az\.1x2y3z\.json --route www\.hesabpos\.az\/assets\/\* --route www\.hesabpos\.az\/favicon\.svg --tag build-[0-9a-f]{20}$/,
      ),
      expect.stringMatching(/^deploy --var UPSTREAM_URL:\S+ --var SITE_ORIGIN:https:\/\/www\.hesabpos\.az --tag/),
    ]);
    expect(account.workers.get(ASSETS)?.routes).toEqual([
      'www.hesabpos.az/_messages/az.1x2y3z.json',
      'www.hesabpos.az/assets/*',
      'www.hesabpos.az/favicon.svg',
    ]);
    expect(lines).toContain("Deployed hesabpos-assets: the build's files on www.hesabpos.az (3 routes).");
    expect(lines.join('\n')).not.toMatch(/^And: /m);

    account.calls.length = 0;
    const again = await deployTo(account, { SITE_ORIGIN: 'https://www.hesabpos.az' }, { kept: keptFiles.at(-1) });
    expect(made(account)).toEqual([]);
    expect(again.lines).toContain(`${ASSETS}: unchanged (its live version is this build).`);

    // A new build moves the routes with it (wrangler replaces a Worker's routes on deploy).
    account.calls.length = 0;
    await deployTo(account, { SITE_ORIGIN: 'https://www.hesabpos.az' }, { kept: keptFiles.at(-1), fingerprints: { ...BUILD, [SITE]: 'site-build-2' } });
    expect(made(account).map((call) => call.split(' ').slice(0, 3).join(' '))).toEqual([
      'deploy --config wrangler.assets.toml',
      'deploy --var UPSTREAM_URL:https://hesabpos-reference-api.acme.workers.dev/api',
    ]);
  });

  it("with SITE_ORIGIN on a host that is no zone of the account yet, the site Worker keeps the build's files and the deploy finishes, saying what is left", async () => {
    const account = pretendAccount();
    const { lines, site } = await deployTo(account, { SITE_ORIGIN: 'https://www.hesabpos.az' });
    expect(account.workers.has(ASSETS)).toBe(false);
    expect(site).toBe('https://www.hesabpos.az');
    expect(lines).toContain("hesabpos-assets not deployed: www.hesabpos.az is no zone of this account yet, so the site Worker serves the build's files.");
    expect(lines.at(-1)).toBe(
      "And: www.hesabpos.az as the site's custom domain, then npm run deploy again for hesabpos-assets (the build's files without a billed request).",
    );
  });

  it('without SITE_ORIGIN deploys no assets-only Worker (no zone to route on) and says why', async () => {
    const account = pretendAccount();
    const { lines } = await deployTo(account);
    expect(account.calls.some((call) => call.includes('wrangler.assets.toml'))).toBe(false);
    expect(lines.at(-1)).toMatch(/^And: SITE_ORIGIN, for hesabpos-assets to serve the build's files without a billed request/);
  });

  it('a SITE_ORIGIN that is no origin stops before anything is made', async () => {
    for (const origin of ['www.hesabpos.az', 'https://www.hesabpos.az/az', 'ftp://www.hesabpos.az']) {
      const account = pretendAccount();
      const { message } = await stop(account, { SITE_ORIGIN: origin });
      expect(message).toBe(
        `SITE_ORIGIN (${origin}) is not an origin such as https://www.example.az (a scheme and a host, no path): set it again, then run npm run deploy again; nothing was changed.`,
      );
      expect(made(account)).toEqual([]);
    }
  });

  it('gives the site its MEDIA_HOST from the environment, so pages name the variants on the bucket’s custom domain', async () => {
    const account = pretendAccount();
    await deployTo(account, { SITE_ORIGIN: 'https://www.hesabpos.az', MEDIA_HOST: 'https://media.hesabpos.az' });
    expect(account.calls).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^deploy --var UPSTREAM_URL:${URL_OF(REFERENCE_API)}/api --var SITE_ORIGIN:https://www.hesabpos.az --var MEDIA_HOST:https://media.hesabpos.az --tag`,
        ),
      ),
    );
  });

  it('a token an older deploy left as a plain variable becomes a secret: the deploy replaces the variables', async () => {
    const account = pretendAccount({
      workers: { [SITE]: { secrets: ['DEBUG_TOKEN'], vars: { PURGE_TOKEN: 'plain' } }, [REFERENCE_API]: { secrets: ['ADMIN_TOKEN', 'SITE_PURGE_TOKEN'] } },
    });
    await deployTo(account, { PURGE_TOKEN: SECRETS.PURGE_TOKEN });
    const site = account.workers.get(SITE)!;
    expect(site.vars.has('PURGE_TOKEN')).toBe(false);
    expect(site.secrets.get('PURGE_TOKEN')).toBe(SECRETS.PURGE_TOKEN);
  });

  it('not logged in: stops at once with how to log in; a login that ends midway stops with wrangler’s own lines', async () => {
    const account = pretendAccount({ loggedIn: false });
    expect((await stop(account)).message).toBe(
      'Not logged in to Cloudflare: run npx wrangler login, or set CLOUDFLARE_API_TOKEN (in CI: the repository secret; docs/operations.md, "Deploying from CI"), then run npm run deploy again.',
    );
    expect(account.calls).toEqual(['whoami --json']);
    const expired = pretendAccount({ fail: ['deploy --config', NO_TOKEN] });
    const { message, detail } = await stop(expired);
    expect(message).toMatch(/^Not logged in to Cloudflare \(Deploying hesabpos-reference-api\): run npx wrangler login/);
    expect(detail).toEqual([
      "In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable for wrangler to work. Please go to https://developers.cloudflare.com/fundamentals/api/get-started/create-token/ for instructions on how to create an api token, and assign its value to CLOUDFLARE_API_TOKEN.",
      'To continue without logging in, rerun this command with `--temporary`. Wrangler will use a temporary account and print a claim URL.',
    ]);
  });

  it('a login that sees several accounts: stops naming CLOUDFLARE_ACCOUNT_ID and the ids, and deploys to the one it names', async () => {
    const accounts = [
      { id: 'a1b2c3', name: 'Acme' },
      { id: 'f9e8d7', name: 'HesabPOS' },
    ];
    const several = pretendAccount({ accounts });
    expect((await stop(several)).message).toBe(
      'This login sees 2 Cloudflare accounts (a1b2c3 "Acme", f9e8d7 "HesabPOS"): set CLOUDFLARE_ACCOUNT_ID to the id of the one to deploy to (in CI: the repository secret), then run npm run deploy again.',
    );
    expect((await stop(pretendAccount({ accounts }), { CLOUDFLARE_ACCOUNT_ID: '000000' })).message).toMatch(
      /^CLOUDFLARE_ACCOUNT_ID \(000000\) is not an account this login sees \(a1b2c3 "Acme", f9e8d7 "HesabPOS"\)/,
    );
    const env = { CLOUDFLARE_ACCOUNT_ID: 'f9e8d7' };
    const chosen = pretendAccount({ accounts }, env);
    await deployTo(chosen, env);
    expect(chosen.calls).toContain('API /accounts/f9e8d7/workers/subdomain');
    // Had wrangler itself met several accounts, its list would be the stop's detail.
    const { message, detail } = failure('Deploying hesabpos-site', pretendAccount({ accounts }).run(['deploy']));
    expect(message).toMatch(/^Deploying hesabpos-site: this login sees more than one Cloudflare account; set CLOUDFLARE_ACCOUNT_ID/);
    expect(detail).toContain('`Acme`: `a1b2c3`');
  });

  it('an account without a workers.dev subdomain: stops before anything is made, with the onboarding page and what to do there', async () => {
    const account = pretendAccount({ subdomain: undefined });
    const { message } = await stop(account);
    expect(message).toBe(
      'The Cloudflare account has no workers.dev subdomain yet, which both Workers\' addresses need: open https://dash.cloudflare.com/a1b2c3/workers/onboarding (or Workers & Pages → "Your subdomain"), type a name (it becomes <name>.workers.dev and must be free across Cloudflare) and confirm it, then run npm run deploy again.',
    );
    expect(made(account)).toEqual([]);
    account.state.subdomain = 'acme';
    expect((await deployTo(account)).site).toBe(URL_OF(SITE));
    // Wrangler's own refusal (a new Worker, non-interactive) reads the same, its lines below.
    const refused = failure('Deploying hesabpos-site', pretendAccount({ subdomain: undefined }).run(['deploy']));
    expect(refused.message).toBe(message);
    expect(refused.detail).toEqual([
      'You need to register a workers.dev subdomain before publishing to workers.dev',
      'You can either deploy your worker to one or more routes by specifying them in your wrangler.json file, or register a workers.dev subdomain here:',
      'https://dash.cloudflare.com/a1b2c3/workers/onboarding',
    ]);
  });

  it('a purge token only one Worker has, and none given: stops before anything is made', async () => {
    const account = pretendAccount({ workers: { [SITE]: { secrets: ['PURGE_TOKEN'] } } });
    expect((await stop(account)).message).toMatch(/^Only one Worker has the purge token.*set PURGE_TOKEN/);
    expect(made(account)).toEqual([]);
    const given = pretendAccount({ workers: { [SITE]: { secrets: ['PURGE_TOKEN'] } } });
    await deployTo(given, { PURGE_TOKEN: SECRETS.PURGE_TOKEN });
    expect(given.workers.get(REFERENCE_API)?.secrets.get('SITE_PURGE_TOKEN')).toBe(SECRETS.PURGE_TOKEN);
  });

  it('a name taken in the account: stops with what to rename or free, deploys nothing after', async () => {
    // createD1Database's own error (cli.js, about line 175528).
    const account = pretendAccount({ fail: [`deploy ${REF}`, failed('A database with that name already exists')] });
    expect((await stop(account)).message).toBe(
      'Deploying hesabpos-reference-api: a name in the config is taken by another resource of the account (A database with that name already exists); rename it in the wrangler.toml or delete the other one in the dashboard, then run npm run deploy again.',
    );
    expect(account.calls.some((call) => call.startsWith('deploy --var'))).toBe(false);
  });

  it("a failed migration stops with wrangler's lines (the SQL error kept), and the next run finishes the rest", async () => {
    // cli.js, about line 239365: the migration's name, then its errors as a second error.
    const migration = failed('Migration 0002_contact_message_delivery_id.sql failed with the following errors:', [], undefined);
    migration.stderr += `${failed('near "x": syntax error at offset 12: SQLITE_ERROR [code: 7500]').stderr}`;
    const account = pretendAccount({ fail: ['d1 migrations', migration] });
    const { message, detail } = await stop(account);
    expect(message).toBe(
      'Applying the D1 migrations failed (near "x": syntax error at offset 12: SQLITE_ERROR [code: 7500]): fix what wrangler says above, then run npm run deploy again; what is done stays done.',
    );
    expect(detail.slice(0, 2)).toEqual([
      'Migration 0002_contact_message_delivery_id.sql failed with the following errors:',
      'near "x": syntax error at offset 12: SQLITE_ERROR [code: 7500]',
    ]);
    expect(account.calls.some((call) => call.startsWith('deploy --var'))).toBe(false);
    account.state.fail = undefined;
    const { purged } = await deployTo(account, { PURGE_TOKEN: SECRETS.PURGE_TOKEN });
    expect(account.workers.get(REFERENCE_API)?.secrets.has('ADMIN_TOKEN')).toBe(true);
    expect(account.workers.get(SITE)?.secrets.has('PURGE_TOKEN')).toBe(true);
    expect(purged).toHaveLength(1);
  });

  it('a first run that stopped between the Workers: the next one gives the site the purge token the reference API got', async () => {
    const account = pretendAccount({ fail: ['deploy --var', failed('Your Worker exceeded the size limit of 3 MiB. [code: 10027]')] });
    const keptFiles: Record<string, string>[] = [];
    const error = await deployTo(account, {}, { keptFiles }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeployStop);
    account.state.fail = undefined;
    // What the stopped run kept (.deploy-secrets.env) is what the next run reads.
    await deployTo(account, {}, { kept: keptFiles.at(-1) });
    expect(account.workers.get(SITE)?.secrets.get('PURGE_TOKEN')).toBe(account.workers.get(REFERENCE_API)?.secrets.get('SITE_PURGE_TOKEN'));
  });

  it('a site upload that failed after its KV namespace was made: the next run replaces the namespace and finishes', async () => {
    const account = pretendAccount({ uploadFails: true });
    expect((await stop(account)).message).toMatch(/^Deploying hesabpos-site failed \(Your Worker exceeded the size limit of 3 MiB\. \[code: 10027\]\)/);
    expect(account.namespaces).toEqual(new Set([CACHE_TITLE]));
    account.state.uploadFails = false;
    const { lines } = await deployTo(account, { PURGE_TOKEN: SECRETS.PURGE_TOKEN });
    expect(account.calls).toContain(`kv namespace delete ${CACHE_TITLE} --skip-confirmation`);
    expect(account.workers.has(SITE)).toBe(true);
    expect(lines).toContain(`Deleted the KV namespace ${CACHE_TITLE}, left by a deploy that stopped; the deploy creates it again.`);
  });

  it("an API error's stop names its code and message", () => {
    const stopped = failure('Deploying hesabpos-site', apiFailure('/accounts/a1b2c3/workers/scripts/hesabpos-site', 'Uncaught Error: No such module', 10021));
    expect(stopped.message).toBe(
      'Deploying hesabpos-site failed (Uncaught Error: No such module [code: 10021]): fix what wrangler says above, then run npm run deploy again; what is done stays done.',
    );
    expect(stopped.detail).toEqual([
      'A request to the Cloudflare API (/accounts/a1b2c3/workers/scripts/hesabpos-site) failed.',
      'Uncaught Error: No such module [code: 10021]',
    ]);
  });

  it('where everything exists but no version carries a build tag, deploys once and then says nothing changed', async () => {
    const account = pretendAccount(everything());
    await deployTo(account, { PURGE_TOKEN: SECRETS.PURGE_TOKEN });
    expect(made(account)).toHaveLength(2);
    expect(account.secretFiles).toEqual([]);
    account.calls.length = 0;
    const { lines } = await deployTo(account, { PURGE_TOKEN: SECRETS.PURGE_TOKEN });
    expect(made(account)).toEqual([]);
    expect(lines.at(-1)).toMatch(/^Nothing changed/);
  });
});

describe('npm run deploy, the image variants (the remote bucket’s fill)', () => {
  const A = 'media/photos/a.png';
  const B = 'media/photos/b.png';
  const photo = (red: number) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 80, b: 160 } } })
      .png()
      .toBuffer()
      .then((buffer) => new Uint8Array(buffer));
  const catalogue = async (): Promise<AccountState> => ({
    catalogue: {
      [A]: { bytes: await photo(200), etag: '"a-1"' },
      // No ETag: its version is a hash of its bytes.
      [B]: { bytes: await photo(20) },
      'media/photos/notes.png': { bytes: new TextEncoder().encode('not an image') },
    },
    alsoNamed: ['media/photos/gone.jpg'],
  });
  const isMarker = (key: string) => key.startsWith('v/version/');
  const bulkPuts = (account: Pretend) => account.calls.filter((call) => call.startsWith('r2 bulk put'));

  it('a first deploy makes every photo’s 20 variants and uploads them, then the markers, before the site; a second uploads nothing and says so', async () => {
    const account = pretendAccount(await catalogue());
    const first = await deployTo(account);
    const keys = account.writes.map(({ key }) => key);
    expect(new Set(keys)).toEqual(
      new Set([A, B].flatMap((path) => [...allVariants().map(({ width, format }) => variantKey(path, width, format)), versionKey(path)])),
    );
    expect(keys).toHaveLength(42);
    for (const { key, contentType } of account.writes) {
      expect(contentType, key).toBe(isMarker(key) ? 'text/plain; charset=utf-8' : `image/${key.split('/')[1]}`);
      if (!isMarker(key)) expect(sniffRaster(account.objects.get(key)!.body), key).toBe(contentType);
    }
    expect(account.objects.get(variantKey(A, 96, 'webp'))?.cacheControl).toBe('public, max-age=604800');
    // Every marker after every variant: a stopped upload leaves no marker for a photo half uploaded.
    expect(keys.findIndex(isMarker)).toBe(40);
    expect(account.objects.get(versionKey(A))?.body.toString()).toBe('"a-1"');
    expect(account.objects.get(versionKey(B))?.body.toString()).toMatch(/^sha256:[0-9a-f]{64}$/);
    // One call per content type, few at once; the bucket made first on a fresh account; all before the site.
    expect(bulkPuts(account).map((call) => call.match(/--content-type (\S+)/)?.[1])).toEqual(['image/avif', 'image/webp', 'text/plain;']);
    expect(bulkPuts(account).every((call) => / --remote .* --concurrency 5 --force$/.test(call))).toBe(true);
    const siteDeploy = account.calls.findIndex((call) => call.startsWith('deploy --var'));
    expect(account.calls.indexOf('r2 bucket create hesabpos-media')).toBeLessThan(account.calls.findIndex((call) => call.startsWith('r2 bulk put')));
    expect(account.calls.findLastIndex((call) => call.startsWith('r2 bulk put'))).toBeLessThan(siteDeploy);
    expect(first.purged).toHaveLength(1);
    expect(first.lines).toContain('Image variants: skipped media/photos/gone.jpg: the upstream answered 404.');
    expect(first.lines).toContain('Image variants: skipped media/photos/notes.png: not a JPEG, PNG, WebP or AVIF (image/png).');
    expect(first.lines.join(' ')).toContain("uploaded 2 photos' image variants to hesabpos-media");
    expect(first.uploaded.at(-1)).toEqual({ a1b2c3: { [A]: '"a-1"', [B]: account.objects.get(versionKey(B))?.body.toString() } });

    account.calls.length = 0;
    const again = await deployTo(account, {}, { kept: first.keptFiles.at(-1), uploaded: first.uploaded });
    expect(bulkPuts(account)).toEqual([]);
    expect(again.lines).toContain('Image variants: nothing to upload (4 photos in the catalogue, 2 already uploaded from this machine, 2 skipped).');
    expect(again.lines.at(-1)).toMatch(/^Nothing changed/);
  });

  it('a changed photo uploads its 20 variants and its marker, and nothing else', async () => {
    const account = pretendAccount(await catalogue());
    const first = await deployTo(account);
    account.state.catalogue![A] = { bytes: await photo(90), etag: '"a-2"' };
    const before = account.writes.length;
    const again = await deployTo(account, {}, { kept: first.keptFiles.at(-1), uploaded: first.uploaded });
    const keys = account.writes.slice(before).map(({ key }) => key);
    expect(keys).toHaveLength(21);
    expect(keys.every((key) => key.endsWith(`/${A}`))).toBe(true);
    expect(keys.at(-1)).toBe(versionKey(A));
    expect(account.objects.get(versionKey(A))?.body.toString()).toBe('"a-2"');
    expect(again.uploaded.at(-1)?.a1b2c3?.[A]).toBe('"a-2"');
    expect(again.lines.join(' ')).toContain("uploaded 1 photos' image variants");
  });

  it('--check says how many photos would be made and uploaded, changing nothing', async () => {
    const account = pretendAccount(await catalogue());
    const options = { env: {}, kept: {}, api: account.api, fingerprints: BUILD, fetch: account.fetch };
    const first = await deployTo(account);
    const fresh = await checkDeploy(account.run, { ...options, uploaded: {} });
    expect(fresh.lines).toContain(
      'Media bucket hesabpos-media: of 4 photos in the catalogue, 3 would be made and uploaded (63 objects, no transformation: 3 never uploaded from this machine, 0 changed), 0 unchanged, 1 not answered by the upstream (skipped).',
    );
    account.state.catalogue![A] = { bytes: await photo(90), etag: '"a-2"' };
    const writes = account.writes.length;
    const after = await checkDeploy(account.run, { ...options, uploaded: first.uploaded.at(-1)! });
    expect(after.lines).toContain(
      'Media bucket hesabpos-media: of 4 photos in the catalogue, 2 would be made and uploaded (42 objects, no transformation: 1 never uploaded from this machine, 1 changed), 1 unchanged, 1 not answered by the upstream (skipped).',
    );
    expect(account.writes.length).toBe(writes);
  });

  it('in CI uploads nothing (no record of the bucket there) and says where the first fill comes from', async () => {
    const account = pretendAccount(await catalogue());
    const { lines } = await deployTo(account, { ...SECRETS, CI: 'true', CLOUDFLARE_ACCOUNT_ID: 'a1b2c3' });
    expect(bulkPuts(account)).toEqual([]);
    expect(account.fetches).toEqual([]);
    expect(lines).toContain(
      "Image variants: not uploaded from CI (it keeps no record of what hesabpos-media holds); the first fill is npm run deploy from a developer's machine (docs/images.md).",
    );
  });

  it('a 429 from the bulk upload is tried once more; twice stops before the site with wrangler’s lines, and the next run finishes', async () => {
    const tooMany = failed('R2 bulk upload failed', ['Error: Error uploading "/tmp/avif-96"', 'A request to the Cloudflare API failed. 429 Too Many Requests']);
    const once = pretendAccount({ ...(await catalogue()), bulkPutFailures: [tooMany] });
    const passed = await deployTo(once);
    expect(passed.lines).toContain('The upload of 20 objects (image/avif) failed (R2 bulk upload failed): trying once more.');
    expect(once.writes).toHaveLength(42);

    const twice = pretendAccount({ ...(await catalogue()), bulkPutFailures: [tooMany, tooMany] });
    const { message, detail } = await stop(twice, SECRETS);
    expect(message).toMatch(
      /^Uploading the image variants to hesabpos-media: Cloudflare's API refused too many requests \(429\), twice: wait five minutes, then run npm run deploy again/,
    );
    expect(detail).toContain('A request to the Cloudflare API failed. 429 Too Many Requests');
    expect(twice.calls.some((call) => call.startsWith('deploy --var'))).toBe(false);
    expect(twice.objects.has(versionKey(A))).toBe(false);
    const next = await deployTo(twice, SECRETS);
    expect(twice.objects.get(versionKey(A))?.body.toString()).toBe('"a-1"');
    expect(next.purged).toHaveLength(1);
  });
});
