// npm run deploy: the Workers to Cloudflare (the reference API, with SITE_ORIGIN the build's files,
// the site), on a fresh account or again (build/deploy-plan.ts says what it creates and reuses).
// Needs `npx wrangler login` or CLOUDFLARE_API_TOKEN (and CLOUDFLARE_ACCOUNT_ID when the login sees
// several accounts); PURGE_TOKEN, DEBUG_TOKEN, ADMIN_TOKEN, UPSTREAM_URL and SITE_ORIGIN are taken
// from the environment when set.
// --check reads the account and says what a deploy would create, change or stop on, changing nothing.
// --seed also loads the demo data into the remote D1 database (rows already there are kept).
// --preview ALIAS uploads the site as a preview version (pull requests), serving no traffic.
// --dry-run builds and prints each Worker's size against its budget and the plan's limit, offline.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildAll } from './build.ts';
import { ROOT } from '../build/local-stack.ts';
import { assetRoutePaths } from '../build/assets-worker.ts';
import { describeSizes, dryRunSizes } from '../build/bundle-size.ts';
import type { Api, ApiAnswer } from '../build/deploy-account.ts';
import { checkDeploy } from '../build/deploy-check.ts';
import { deploy } from '../build/deploy-plan.ts';
import { uploadPreview } from '../build/deploy-preview.ts';
import { KEPT_FILE, parseEnvFile, REFERENCE_API, SITE } from '../build/deploy-secrets.ts';
import { MEDIA_RECORD_FILE, type UploadRecord } from '../build/media-upload.ts';
import { DeployStop, failure, jsonOf, type Run } from '../build/deploy-steps.ts';
import { parseOutputFile } from '../build/wrangler-output.ts';
import { seedData } from '../reference-api/seed/index.ts';
import { seedStatements, toSqlScript } from '../reference-api/seed/sql.ts';

const argv = process.argv.slice(2);
await buildAll();
if (argv.includes('--dry-run')) {
  // Needs no account and no network: what each Worker would upload, against its budget and the limit.
  const sizes = dryRunSizes();
  for (const line of describeSizes(sizes)) console.log(line);
  process.exit(sizes.some(({ gzipBytes, budgetGzipBytes }) => gzipBytes > budgetGzipBytes) ? 1 : 0);
}

/** Commands whose output holds a credential: never printed. */
const QUIET = new Set(['auth token --json']);

// Piped, so wrangler runs non-interactively: no prompts, and it writes no provisioned ids into the
// wrangler.toml files. Each command gets its own output file (WRANGLER_OUTPUT_FILE_PATH) and, when
// it sets secrets, a secrets file only this user can read, both removed when it ends.
const run: Run = (args, options) => {
  const dir = mkdtempSync(join(tmpdir(), 'hesabpos-deploy-'));
  const outputFile = join(dir, 'output.jsonl');
  const extra: string[] = [];
  if (options?.secrets) {
    const secretsFile = join(dir, 'secrets.json');
    writeFileSync(secretsFile, JSON.stringify(options.secrets), { mode: 0o600 });
    extra.push('--secrets-file', secretsFile);
  }
  console.log(`$ npx wrangler ${args.join(' ')}${options?.secrets ? ` --secrets-file (${Object.keys(options.secrets).join(', ')}; a temporary file)` : ''}`);
  try {
    const child = spawnSync(process.execPath, [join(ROOT, 'node_modules/wrangler/bin/wrangler.js'), ...args, ...extra], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_OUTPUT_FILE_PATH: outputFile },
    });
    const stdout = child.stdout ?? '';
    if (!QUIET.has(args.join(' '))) process.stdout.write(stdout);
    const entries = existsSync(outputFile) ? parseOutputFile(readFileSync(outputFile, 'utf8')) : [];
    return { status: child.status ?? 1, stdout, stderr: child.stderr ?? String(child.error ?? ''), entries };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

// The Cloudflare API with wrangler's own login (`wrangler auth token --json`, cli.js about line
// 357470), for what wrangler has no command to read: the workers.dev subdomain, the plan, queues by name.
let credentials: { type: string; token?: string; key?: string; email?: string } | undefined;
const api: Api = async (path) => {
  if (!credentials) {
    const result = run(['auth', 'token', '--json']);
    if (result.status !== 0) throw failure("Reading wrangler's login", result);
    credentials = jsonOf(result, 'auth token --json');
  }
  const headers: Record<string, string> =
    credentials?.type === 'api_key'
      ? { 'X-Auth-Key': credentials.key ?? '', 'X-Auth-Email': credentials.email ?? '' }
      : { Authorization: `Bearer ${credentials?.token}` };
  const base = process.env.CLOUDFLARE_API_BASE_URL || 'https://api.cloudflare.com/client/v4';
  try {
    return (await (await fetch(`${base}${path}`, { headers })).json()) as ApiAnswer;
  } catch (error) {
    return { success: false, errors: [{ code: 0, message: `no answer from the Cloudflare API: ${(error as Error).message}` }] };
  }
};

/** A hash of files' names and contents. */
function fingerprint(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) hash.update(`${relative(ROOT, file)}\n`).update(readFileSync(file));
  return hash.digest('hex');
}
const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
// The site's from its sources, not its build: the client build is not the same bytes twice (UnoCSS
// writes its theme variables in the order modules finish, and every chunk's hashed name follows).
// Every file git tracks or would track, but the reference API's, the tests and the docs.
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !/^(reference-api|tests|docs|\.github)\/|\.md$/.test(file) && existsSync(join(ROOT, file)))
  .map((file) => join(ROOT, file));
// The reference API's from what its deploy uploads (esbuild's bundle is the same bytes each build),
// its static files, migrations and config.
const fingerprints = {
  [SITE]: fingerprint(sources),
  [REFERENCE_API]: fingerprint([
    ...filesUnder(join(ROOT, 'dist/reference-api')),
    ...filesUnder(join(ROOT, 'reference-api/public')),
    ...filesUnder(join(ROOT, 'reference-api/migrations')),
    join(ROOT, 'reference-api/wrangler.toml'),
  ]),
};

const keptPath = join(ROOT, KEPT_FILE);
const kept = existsSync(keptPath) ? parseEnvFile(readFileSync(keptPath, 'utf8')) : {};
// Which photos' variants this machine uploaded to which account (build/media-upload.ts).
const uploadedPath = join(ROOT, MEDIA_RECORD_FILE);
const uploaded = existsSync(uploadedPath) ? (JSON.parse(readFileSync(uploadedPath, 'utf8')) as UploadRecord) : {};
const upstreamFetch = (url: string, init?: { headers?: Record<string, string> }) => fetch(url, init);

function printStop(stop: DeployStop): never {
  for (const line of stop.detail) console.error(`  ${line}`);
  console.error(stop.message);
  process.exit(1);
}

try {
  if (argv.includes('--check')) {
    const { lines, stops } = await checkDeploy(run, { env: process.env, kept, api, fingerprints, fetch: upstreamFetch, uploaded });
    console.log('');
    for (const line of lines) console.log(line);
    for (const line of stops) console.log(`  - ${line}`);
    process.exit(stops.length > 0 ? 1 : 0);
  }
  const previewAt = argv.indexOf('--preview');
  if (previewAt !== -1) {
    const { url, aliasUrl } = await uploadPreview(run, { env: process.env, api, alias: argv[previewAt + 1] ?? '', fingerprint: fingerprints[SITE] });
    const line = `Preview: ${aliasUrl ?? url}${aliasUrl ? ` (this version: ${url})` : ''}. Production is unchanged.`;
    console.log(line);
    // GitHub Actions shows this file on the run's page.
    if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${line}\n`);
    process.exit(0);
  }
  let seedFile: string | undefined;
  if (argv.includes('--seed')) {
    seedFile = join(ROOT, 'dist/seed.sql');
    mkdirSync(join(ROOT, 'dist'), { recursive: true });
    writeFileSync(seedFile, toSqlScript(seedStatements(seedData, new Date())));
  }
  await deploy(run, {
    env: process.env,
    log: (line) => console.log(line),
    token: () => randomBytes(24).toString('base64url'),
    kept,
    keep: (values) => {
      writeFileSync(
        keptPath,
        `${Object.entries(values)
          .map(([name, value]) => `${name}=${value}`)
          .join('\n')}\n`,
        { mode: 0o600 },
      );
      chmodSync(keptPath, 0o600);
      return KEPT_FILE;
    },
    api,
    fingerprints,
    seedFile,
    assetPaths: assetRoutePaths(join(ROOT, 'dist/client')),
    fetch: upstreamFetch,
    uploaded,
    keepUploaded: (record) => {
      writeFileSync(uploadedPath, `${JSON.stringify(record, null, 2)}\n`);
      return MEDIA_RECORD_FILE;
    },
    purge: async (origin, token) => {
      const purged = await fetch(new URL('/_purge', origin), {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ scope: 'all' }),
      }).catch((error: Error) => ({ ok: false, status: error.message }));
      return purged.ok ? `Purged ${origin}'s caches.` : `The purge of ${origin} answered ${purged.status}: purge "all" by hand (docs/caching.md, "Purge").`;
    },
  });
} catch (error) {
  if (error instanceof DeployStop) printStop(error);
  throw error;
}
