// npm run deploy: both Workers to Cloudflare, on a fresh account or again (build/deploy-plan.ts says
// what it creates and reuses). Needs `npx wrangler login` or CLOUDFLARE_API_TOKEN; PURGE_TOKEN,
// DEBUG_TOKEN, ADMIN_TOKEN, UPSTREAM_URL and SITE_ORIGIN are taken from the environment when set.
// --seed also loads the demo data into the remote D1 database (only into an empty one).
// --dry-run builds and prints each Worker's size against its budget and the plan's limit, offline.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './build.ts';
import { ROOT } from '../build/local-stack.ts';
import { describeSizes, dryRunSizes } from '../build/bundle-size.ts';
import { DeployStop, deploy, type Run } from '../build/deploy-plan.ts';
import { seedData } from '../reference-api/seed/index.ts';
import { seedStatements, toSqlScript } from '../reference-api/seed/sql.ts';

await buildAll();
if (process.argv.includes('--dry-run')) {
  // Needs no account and no network: what each Worker would upload, against its budget and the limit.
  const sizes = dryRunSizes();
  for (const line of describeSizes(sizes)) console.log(line);
  process.exit(sizes.some(({ gzipBytes, budgetGzipBytes }) => gzipBytes > budgetGzipBytes) ? 1 : 0);
}

// Piped, so wrangler runs non-interactively: no prompts, and it writes no provisioned ids into the
// wrangler.toml files. Its output is shown after each command.
const run: Run = (args, input) => {
  console.log(`$ npx wrangler ${args.join(' ')}`);
  const child = spawnSync(process.execPath, [join(ROOT, 'node_modules/wrangler/bin/wrangler.js'), ...args], { cwd: ROOT, input, encoding: 'utf8' });
  const result = { status: child.status ?? 1, stdout: child.stdout ?? '', stderr: child.stderr ?? String(child.error ?? '') };
  if (args[0] !== 'secret') process.stdout.write(result.stdout);
  return result;
};

let seedFile: string | undefined;
if (process.argv.includes('--seed')) {
  seedFile = join(ROOT, 'dist/seed.sql');
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  writeFileSync(seedFile, toSqlScript(seedStatements(seedData, new Date())));
}
try {
  await deploy(run, {
    env: process.env,
    log: (line) => console.log(line),
    token: () => randomBytes(24).toString('base64url'),
    seedFile,
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
  if (!(error instanceof DeployStop)) throw error;
  console.error(error.message);
  process.exit(1);
}
