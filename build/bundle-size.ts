// What `wrangler deploy` would upload for each Worker, measured without an account or the network
// (`wrangler deploy --dry-run --outdir`), against Cloudflare's limit and the project's own budget,
// which `npm test` holds (tests/worker/deploy-dry-run.test.ts) and `npm run deploy -- --dry-run` prints.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './local-stack.ts';

/** Cloudflare's limit on a Worker's size after compression: 3 MB on the Free plan (10 MB on the Paid). */
export const FREE_PLAN_LIMIT_BYTES = 3 * 1024 * 1024;

/**
 * Each Worker's config (the site's is the build's own, which `wrangler deploy` finds through the
 * Cloudflare Vite plugin's redirect, so none is named) and its budget: room to grow, well under the
 * limit, so that a dependency that doubles a bundle is noticed when it comes.
 */
export const WORKERS = [
  { name: 'site', config: undefined, budgetGzipBytes: 600 * 1024 },
  { name: 'reference API', config: 'reference-api/wrangler.toml', budgetGzipBytes: 150 * 1024 },
] as const;

export interface BundleSize {
  name: string;
  bytes: number;
  gzipBytes: number;
  budgetGzipBytes: number;
}

/** The module files of a dry run's output (source maps and its README are not uploaded as code). */
function modules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(m?js|wasm|bin)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Runs wrangler's dry run for every Worker of `npm run build`'s output and measures what it would upload. */
export function dryRunSizes(): BundleSize[] {
  return WORKERS.map(({ name, config, budgetGzipBytes }) => {
    const outdir = mkdtempSync(join(tmpdir(), 'dry-run-'));
    try {
      execFileSync(
        process.execPath,
        [join(ROOT, 'node_modules/wrangler/bin/wrangler.js'), 'deploy', '--dry-run', '--outdir', outdir, ...(config ? ['--config', config] : [])],
        // No telemetry: a dry run needs no network at all.
        { cwd: ROOT, stdio: 'pipe', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
      );
      const code = Buffer.concat(modules(outdir).map((file) => readFileSync(file)));
      return { name, bytes: code.byteLength, gzipBytes: gzipSync(code).byteLength, budgetGzipBytes };
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
}

/** One line per Worker: its size, gzipped, against the budget and the Free plan's limit. */
export function describeSizes(sizes: BundleSize[]): string[] {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  return sizes.map(
    ({ name, bytes, gzipBytes, budgetGzipBytes }) =>
      `${name.padEnd(14)} ${kib(bytes).padStart(9)}, gzipped ${kib(gzipBytes).padStart(8)}: budget ${kib(budgetGzipBytes)}, Free plan limit ${kib(FREE_PLAN_LIMIT_BYTES)}${gzipBytes > budgetGzipBytes ? '  OVER BUDGET' : ''}`,
  );
}
