// A stand-in for wrangler 4.151 and the Cloudflare API over a pretend account, for the deploy
// plan's tests. What it prints, the output-file entries it writes and its exit codes are
// wrangler's own, from node_modules/wrangler/wrangler-dist/cli.js (line numbers are about where
// each is); the texts inside an API error's note are the API's, as wrangler shows them.
import { readFileSync } from 'node:fs';
import type { Api, ApiAnswer } from '../../build/deploy-account.ts';
import type { Run } from '../../build/deploy-steps.ts';
import type { Fetch } from '../../build/media-fill.ts';
import type { OutputEntry, RunResult } from '../../build/wrangler-output.ts';

export const SITE = 'hesabpos-site';
export const REFERENCE_API = 'hesabpos-reference-api';
export const ASSETS = 'hesabpos-assets';
export const DATABASE = 'hesabpos-catalog';
export const CACHE_TITLE = `${SITE}-cache`;
export const SITE_QUEUES = ['hesabpos-contact', 'hesabpos-contact-dead', 'hesabpos-purge', 'hesabpos-search', 'hesabpos-images'];
export const MIGRATIONS = ['0001_initial.sql', '0002_contact_message_delivery_id.sql'];
export const MEDIA_BUCKET = 'hesabpos-media';
const REPORT = 'If you think this is a bug, please open an issue at: https://github.com/cloudflare/workers-sdk/issues/new/choose';
const LOGS = '🪵  Logs were written to "/home/me/.config/.wrangler/logs/wrangler-2026-11-27_00-00-00_000.log"';

/**
 * An error as wrangler's logger.error prints it: esbuild's message format, in colour even into a
 * pipe (cli.js formatMessage, about line 69610, with color = true), the notes indented below.
 */
export function errorBlock(text: string, notes: string[] = [], kind: 'ERROR' | 'WARNING' = 'ERROR'): string {
  const colour =
    kind === 'ERROR'
      ? '\u001b[31m✘ \u001b[41;31m[\u001b[41;97mERROR\u001b[41;31m]\u001b[0m'
      : '\u001b[33m▲ \u001b[43;33m[\u001b[43;30mWARNING\u001b[43;33m]\u001b[0m';
  return `${colour} \u001b[1m${text}\u001b[0m\n\n${notes.map((note) => `  ${note.replace(/\n/g, '\n  ')}\n\n`).join('')}`;
}

/** A failed command: its error on stderr, exit code 1 (cli.js, about line 377252), a command-failed entry. */
export function failed(text: string, notes: string[] = [], code?: number, before = ''): RunResult {
  const entry: OutputEntry = { type: 'command-failed', ...(code ? { code } : {}), message: text } as OutputEntry;
  return { status: 1, stdout: '', stderr: `${before}${errorBlock(text, notes)}${LOGS}\n`, entries: [entry] };
}

/** An API error (cli.js throwFetchError, about line 62570; notes by renderError, about line 62490). */
export function apiFailure(resource: string, message: string, code: number): RunResult {
  return failed(`A request to the Cloudflare API (${resource}) failed.`, [`${message} [code: ${code}]`, REPORT], code);
}

/** cli.js requireAuth, about line 133761: no login and no CLOUDFLARE_API_TOKEN, non-interactive. */
export const NO_TOKEN = failed(
  "In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable for wrangler to work. Please go to https://developers.cloudflare.com/fundamentals/api/get-started/create-token/ for instructions on how to create an api token, and assign its value to CLOUDFLARE_API_TOKEN.",
  ['To continue without logging in, rerun this command with `--temporary`. Wrangler will use a temporary account and print a claim URL.'],
);

interface WorkerState {
  secrets: Map<string, string>;
  /** Plain-text variables of the live version (an older deploy may have left a token here). */
  vars: Map<string, string>;
  versions: { id: string; tag?: string }[];
  /** The version the deployment serves (a preview upload does not change it). */
  live: string;
  /** Its zone routes (`wrangler deploy --route`, which replaces the Worker's routes). */
  routes: string[];
}

export interface AccountState {
  loggedIn?: boolean;
  accounts?: { id: string; name: string }[];
  /** The workers.dev subdomain's name; undefined: none registered yet. */
  subdomain?: string;
  workers?: Record<string, { secrets?: string[]; vars?: Record<string, string>; tag?: string }>;
  queues?: string[];
  databases?: string[];
  namespaces?: string[];
  applied?: string[];
  /** The command starting with these words answers this instead. */
  fail?: [string, RunResult];
  /** The site's upload fails after its KV namespace was provisioned. */
  uploadFails?: boolean;
  /** The account's zones (domains proxied by Cloudflare), where routes can be made. */
  zones?: string[];
  /** Its R2 buckets (the site's deploy provisions MEDIA_BUCKET). */
  buckets?: string[];
  /** The reference API's uploads, by path on its origin, that its product list names. */
  catalogue?: Record<string, { bytes: Uint8Array; etag?: string }>;
  /** Product lists that name photos the uploads lack (a 404 for the photo). */
  alsoNamed?: string[];
  /** What the next `r2 bulk put` commands answer instead, one each. */
  bulkPutFailures?: RunResult[];
}

export function pretendAccount(initial: AccountState = {}, env: Record<string, string | undefined> = {}) {
  const state = { loggedIn: true, accounts: [{ id: 'a1b2c3', name: 'Acme' }], subdomain: 'acme' as string | undefined, ...initial };
  const workers = new Map<string, WorkerState>(
    Object.entries(state.workers ?? {}).map(([name, worker]) => [
      name,
      {
        secrets: new Map((worker.secrets ?? []).map((secret) => [secret, 'old'])),
        vars: new Map(Object.entries(worker.vars ?? {})),
        versions: [{ id: `${name}-v0`, tag: worker.tag }],
        live: `${name}-v0`,
        routes: [],
      },
    ]),
  );
  const queues = new Set(state.queues ?? (workers.has(SITE) ? SITE_QUEUES : []));
  const databases = new Set(state.databases ?? (workers.has(REFERENCE_API) ? [DATABASE] : []));
  const namespaces = new Set(state.namespaces ?? (workers.has(SITE) ? [CACHE_TITLE] : []));
  const applied = new Set(state.applied ?? (databases.has(DATABASE) ? MIGRATIONS : []));
  const buckets = new Set(state.buckets ?? (workers.has(SITE) ? [MEDIA_BUCKET] : []));
  /** The bucket's objects as the bulk uploads wrote them, and each write in order. */
  const objects = new Map<string, { contentType?: string; cacheControl?: string; body: Buffer }>();
  const writes: { key: string; contentType?: string }[] = [];
  const calls: string[] = [];
  /** The upstream addresses the deploy's fill asked for. */
  const fetches: string[] = [];
  const secretFiles: Record<string, string>[] = [];
  let versions = 0;
  let seeded = false;
  const account = () => state.accounts.find(({ id }) => id === env.CLOUDFLARE_ACCOUNT_ID) ?? state.accounts[0]!;
  const ok = (stdout: string, entries: OutputEntry[] = []): RunResult => ({ status: 0, stdout, stderr: '', entries });

  function deploy(name: string, args: string[], secrets: Record<string, string> | undefined): RunResult {
    const worker = workers.get(name);
    // cli.js validateWorkerProps, about line 180725: a new Worker on an account without a subdomain.
    if (!worker && !state.subdomain) {
      return failed(
        `You can either deploy your worker to one or more routes by specifying them in your wrangler.json file, or register a workers.dev subdomain here:\nhttps://dash.cloudflare.com/${account().id}/workers/onboarding`,
        [],
        undefined,
        errorBlock('You need to register a workers.dev subdomain before publishing to workers.dev', [], 'WARNING'),
      );
    }
    const routes = args.flatMap((arg, index) => (args[index - 1] === '--route' ? [arg] : []));
    // cli.js getZoneForRoute, about line 164100: the route's host, or a parent of it, must be a zone.
    for (const route of routes) {
      const host = route.split('/')[0]!;
      if (!(state.zones ?? []).some((zone) => host === zone || host.endsWith(`.${zone}`))) {
        return failed(
          `Could not find zone for \`${host}\`. Make sure the domain is set up to be proxied by Cloudflare.\nFor more details, refer to https://developers.cloudflare.com/workers/configuration/routing/routes/#set-up-a-route`,
        );
      }
    }
    // Automatic provisioning (cli.js provisionBindings, about line 175280): the site's queues and
    // KV namespace, the reference API's database; a KV namespace is always made new for a new Worker.
    // The assets-only Worker has no binding.
    if (name === SITE) {
      for (const queue of SITE_QUEUES) queues.add(queue);
      buckets.add(MEDIA_BUCKET);
      if (!worker) {
        if (namespaces.has(CACHE_TITLE))
          return apiFailure(`/accounts/${account().id}/storage/kv/namespaces`, 'a namespace with this account ID and title already exists', 10014);
        namespaces.add(CACHE_TITLE);
        if (state.uploadFails) return failed('Your Worker exceeded the size limit of 3 MiB. [code: 10027]');
      }
    } else if (name === REFERENCE_API) databases.add(DATABASE);
    const live: WorkerState = worker ?? { secrets: new Map(), vars: new Map(), versions: [], live: '', routes: [] };
    workers.set(name, live);
    live.routes = routes;
    // Vars are replaced by the config's and the --var pairs (keep-vars is false); secrets are kept and
    // the secrets file's added (cli.js, about line 180907).
    live.vars = new Map(args.flatMap((arg, index) => (args[index - 1] === '--var' ? [arg.split(/:(.*)/s).slice(0, 2) as [string, string]] : [])));
    for (const [secret, value] of Object.entries(secrets ?? {})) {
      live.vars.delete(secret);
      live.secrets.set(secret, value);
    }
    const id = `${name}-v${++versions}`;
    live.versions.push({ id, tag: args[args.indexOf('--tag') + 1] });
    live.live = id;
    // wrangler.assets.toml: workers_dev = false, so its targets are its routes.
    const url = name === ASSETS ? routes[0]! : `https://${name}.${state.subdomain}.workers.dev`;
    // printBindings (about line 34470): --var values and secrets print as "(hidden)".
    const bindings = [...live.vars.keys(), ...Object.keys(secrets ?? {})].map((binding) => `env.${binding} ("(hidden)")      Environment Variable`);
    return ok(
      [
        'Your Worker has access to the following bindings:',
        'Binding      Resource',
        ...bindings,
        `Uploaded ${name} (1.20 sec)`,
        `Deployed ${name} triggers (0.40 sec)`,
        `  ${url}`,
        `Current Version ID: ${id}`,
      ].join('\n'),
      [{ type: 'deploy', worker_name: name, version_id: id, targets: [url] }],
    );
  }

  const flag = (args: string[], name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

  /** cli.js r2BulkPutCommand and validateBulkPutFile, about line 353600 and 354380. */
  function bulkPut(args: string[]): RunResult {
    const failure = state.bulkPutFailures?.shift();
    if (failure) return failure;
    const bucket = args[3]!;
    const filename = flag(args, '--filename');
    if (!args.includes('--remote') || !filename) throw new Error(`the stand-in expects --remote and --filename: wrangler ${args.join(' ')}`);
    const entries = JSON.parse(readFileSync(filename, 'utf8')) as unknown;
    if (!Array.isArray(entries) || !entries.every((entry) => typeof entry?.key === 'string' && typeof entry?.file === 'string')) {
      return failed(`Each entry in the file "${filename}" must be an object with "key" and "file" string properties.`);
    }
    if (!buckets.has(bucket)) {
      return failed(
        `R2 bulk upload failed\nError: Error uploading "${entries[0]?.file}"`,
        ['The specified bucket does not exist. [code: 10006]', REPORT],
        10006,
      );
    }
    const contentType = flag(args, '--content-type');
    const cacheControl = flag(args, '--cache-control');
    for (const { key, file } of entries as { key: string; file: string }[]) {
      objects.set(key, { contentType, cacheControl, body: readFileSync(file) });
      writes.push({ key, contentType });
    }
    const concurrency = flag(args, '--concurrency') ?? '20';
    return ok(
      `Starting bulk upload of ${entries.length} objects to bucket ${bucket} using a concurrency of ${concurrency}\nUploaded 100% (${entries.length} out of ${entries.length})`,
    );
  }

  const run: Run = (args, options) => {
    const command = args.join(' ');
    calls.push(command);
    if (options?.secrets) secretFiles.push(options.secrets);
    if (state.fail && command.startsWith(state.fail[0])) return state.fail[1];
    if (command === 'whoami --json') {
      // cli.js whoami, about line 356970: {"loggedIn":false} and exit 1, or the user and accounts.
      if (!state.loggedIn)
        return { status: 1, stdout: '\n{"loggedIn":false}\n', stderr: '', entries: [{ type: 'command-failed', message: '{"loggedIn":false}' } as OutputEntry] };
      return ok(
        JSON.stringify(
          { loggedIn: true, authType: 'OAuth Token', email: 'me@example.az', accounts: state.accounts, tokenPermissions: ['workers:write'] },
          null,
          2,
        ),
      );
    }
    if (!state.loggedIn) return NO_TOKEN;
    // cli.js getOrSelectAccountId, about line 133713 (names redacted in CI).
    if (state.accounts.length > 1 && !env.CLOUDFLARE_ACCOUNT_ID) {
      return failed(
        `More than one account available but unable to select one in non-interactive mode.\nPlease set the appropriate \`account_id\` in your Wrangler configuration file or assign it to the \`CLOUDFLARE_ACCOUNT_ID\` environment variable.\nAvailable accounts are (\`<name>\`: \`<account_id>\`):\n${state.accounts.map(({ id, name }) => `  \`${name}\`: \`${id}\``).join('\n')}`,
      );
    }
    const name = args.includes('reference-api/wrangler.toml') ? REFERENCE_API : args.includes('wrangler.assets.toml') ? ASSETS : SITE;
    const worker = workers.get(name);
    const missing = () => apiFailure(`/accounts/${account().id}/workers/scripts/${name}`, 'This Worker does not exist on your account.', 10007);
    if (args[0] === 'secret' && args[1] === 'list') {
      if (!worker) return missing();
      return ok(JSON.stringify([...worker.secrets.keys()].map((secret) => ({ name: secret, type: 'secret_text' }))));
    }
    if (args[0] === 'deployments' && args[1] === 'status') {
      if (!worker) return missing();
      return ok(JSON.stringify({ id: 'd1', source: 'wrangler', versions: [{ version_id: worker.live, percentage: 100 }] }, null, 2));
    }
    if (args[0] === 'versions' && args[1] === 'view') {
      const version = worker?.versions.find(({ id }) => id === args[2]);
      if (!version) return missing();
      return ok(JSON.stringify({ id: version.id, annotations: version.tag ? { 'workers/tag': version.tag } : {} }, null, 2));
    }
    if (args[0] === 'deploy') return deploy(name, args, options?.secrets);
    if (args[0] === 'versions' && args[1] === 'upload') {
      if (!worker) return missing();
      const id = `${name}-v${++versions}0000000`;
      worker.versions.push({ id, tag: args[args.indexOf('--tag') + 1] });
      // cli.js, about line 181681: the version's preview URL, and the alias's, when previews are on.
      const suffix = `-${name}.${state.subdomain}.workers.dev`;
      const alias = args[args.indexOf('--preview-alias') + 1];
      const url = `https://${id.slice(0, 8)}${suffix}`;
      return ok(
        [`Uploaded ${name} (1.10 sec)`, `Worker Version ID: ${id}`, `Version Preview URL: ${url}`, `Version Preview Alias URL: https://${alias}${suffix}`].join(
          '\n',
        ),
        [{ type: 'version-upload', worker_name: name, version_id: id, preview_url: url, preview_alias_url: `https://${alias}${suffix}` }],
      );
    }
    if (command.startsWith('d1 migrations apply')) {
      if (!databases.has(DATABASE)) return failed(`Couldn't find a D1 DB with the name or binding 'DB' in your wrangler.toml file.`);
      const pending = MIGRATIONS.filter((migration) => !applied.has(migration));
      // cli.js, about line 239297.
      if (pending.length === 0) return ok('✅ No migrations to apply!');
      for (const migration of pending) applied.add(migration);
      return ok(
        ['Migrations to be applied:', ...pending.map((migration) => `│ ${migration} │`), ...pending.map((migration) => `│ ${migration} │ ✅ │`)].join('\n'),
      );
    }
    if (command.startsWith('d1 execute')) {
      // cli.js, about line 237898; the script's inserts skip rows already there.
      const written = seeded ? 0 : 2048;
      seeded = true;
      return ok(`🚣 Executed 412 queries in 35.20ms (1024 rows read, ${written} rows written)\n   Database is currently at bookmark 00000001-00000005.`);
    }
    if (command === `r2 bucket create ${MEDIA_BUCKET}`) {
      buckets.add(MEDIA_BUCKET);
      // cli.js r2BucketCreateCommand, about line 351340 (a TOML config: the snippet is only printed).
      return ok(`Creating bucket '${MEDIA_BUCKET}'...\n✅ Created bucket '${MEDIA_BUCKET}' with default storage class of Standard.`);
    }
    if (command.startsWith('r2 bulk put ')) return bulkPut(args);
    if (command === 'kv namespace list') return ok(JSON.stringify([...namespaces].map((title) => ({ id: `id-${title}`, title }))));
    if (command === `kv namespace delete ${CACHE_TITLE} --skip-confirmation`) {
      namespaces.delete(CACHE_TITLE);
      return ok(`Deleted KV namespace ${CACHE_TITLE}.`);
    }
    if (command === 'd1 list --json') return ok(JSON.stringify([...databases].map((database) => ({ uuid: `uuid-${database}`, name: database }))));
    if (command.startsWith('d1 migrations list')) {
      const pending = MIGRATIONS.filter((migration) => !applied.has(migration));
      return ok(
        pending.length === 0 ? '✅ No migrations to apply!' : ['Migrations to be applied:', ...pending.map((migration) => `│ ${migration} │`)].join('\n'),
      );
    }
    throw new Error(`the stand-in does not know: wrangler ${command}`);
  };

  /** The Cloudflare API as wrangler's login reaches it. */
  const api: Api = async (path) => {
    calls.push(`API ${path}`);
    const answer = (result: unknown): ApiAnswer => ({ success: true, result });
    if (!state.loggedIn) return { success: false, errors: [{ code: 10000, message: 'Authentication error' }] };
    if (path === `/accounts/${account().id}/workers/subdomain`) {
      // 10007 without a subdomain, as wrangler expects (cli.js, about line 164715).
      return state.subdomain
        ? answer({ subdomain: state.subdomain })
        : { success: false, errors: [{ code: 10007, message: 'workers.api.error.subdomain_not_found' }] };
    }
    if (path === `/accounts/${account().id}/subscriptions`) return answer([{ rate_plan: { id: 'workers_free', public_name: 'Workers Free' } }]);
    if (path.startsWith(`/accounts/${account().id}/queues?`)) {
      const names = new URLSearchParams(path.split('?')[1]).getAll('name');
      return answer([...queues].filter((queue) => names.includes(queue)).map((queue) => ({ queue_name: queue })));
    }
    if (path.startsWith(`/accounts/${account().id}/r2/buckets/`)) {
      // R2's NoSuchBucket (https://developers.cloudflare.com/r2/api/error-codes/).
      const bucket = path.split('/').at(-1)!;
      return buckets.has(bucket) ? answer({ name: bucket }) : { success: false, errors: [{ code: 10006, message: 'The specified bucket does not exist.' }] };
    }
    throw new Error(`the stand-in API does not know: GET ${path}`);
  };

  /**
   * The deployed reference API as the deploy's fill reads it: its product list (naming every photo
   * of `catalogue`), a 404 for the other lists (naming none), and its uploads, with their ETag and
   * a 304 for a matching If-None-Match.
   */
  const fetch: Fetch = async (url, init) => {
    fetches.push(url);
    const origin = `https://${REFERENCE_API}.${state.subdomain}.workers.dev`;
    const catalogue = state.catalogue ?? {};
    if (url === `${origin}/api/products/?limit=all`) {
      const named = [...Object.keys(catalogue), ...(state.alsoNamed ?? [])];
      const results = named.map((path, index) => ({ slug: `product-${index}`, images: [{ url: `${origin}/${path}`, type: 'photo' }] }));
      return Response.json({ count: results.length, next: null, previous: null, results });
    }
    const photo = url.startsWith(`${origin}/`) ? catalogue[url.slice(origin.length + 1)] : undefined;
    if (!photo) return Response.json({ detail: 'Not found.' }, { status: 404 });
    const etag: Record<string, string> = photo.etag ? { etag: photo.etag } : {};
    if (photo.etag && init?.headers?.['If-None-Match'] === photo.etag) return new Response(null, { status: 304, headers: etag });
    return new Response(new Uint8Array(photo.bytes), { headers: { 'content-type': 'image/png', ...etag } });
  };

  return { run, api, fetch, calls, fetches, secretFiles, workers, queues, databases, namespaces, applied, buckets, objects, writes, state };
}
