// npm run deploy: both Workers to Cloudflare with wrangler (needs `wrangler login` or
// CLOUDFLARE_API_TOKEN, and the D1 database id in reference-api/wrangler.toml).
// --seed also loads the demo data into the remote D1 database (only into an empty one).
// --dry-run builds and prints each Worker's size against its budget and the plan's limit, offline.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './build.ts';
import { ROOT } from '../build/local-stack.ts';
import { describeSizes, dryRunSizes } from '../build/bundle-size.ts';
import { seedData } from '../reference-api/seed/index.ts';
import { seedStatements, toSqlScript } from '../reference-api/seed/sql.ts';

const wrangler = (...args: string[]) =>
  execFileSync(process.execPath, [join(ROOT, 'node_modules/wrangler/bin/wrangler.js'), ...args], { cwd: ROOT, stdio: 'inherit' });

await buildAll();
if (process.argv.includes('--dry-run')) {
  // Needs no account and no network: what each Worker would upload, against its budget and the limit.
  const sizes = dryRunSizes();
  for (const line of describeSizes(sizes)) console.log(line);
  process.exit(sizes.some(({ gzipBytes, budgetGzipBytes }) => gzipBytes > budgetGzipBytes) ? 1 : 0);
}
wrangler('d1', 'migrations', 'apply', 'DB', '--remote', '--config', 'reference-api/wrangler.toml');
if (process.argv.includes('--seed')) {
  const file = join(ROOT, 'dist/seed.sql');
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  writeFileSync(file, toSqlScript(seedStatements(seedData, new Date())));
  wrangler('d1', 'execute', 'DB', '--remote', '--config', 'reference-api/wrangler.toml', '--file', file);
}
wrangler('deploy', '--config', 'reference-api/wrangler.toml');
// The Cloudflare Vite plugin's build leaves a redirect so that `wrangler deploy` ships dist/.
wrangler('deploy');

// Cloudflare's cache in front of the site may still hold pages the older version rendered, which
// name its script files: purge everything it keeps (docs/caching.md, "Deploys").
const origin = process.env.SITE_ORIGIN;
const token = process.env.PURGE_TOKEN;
if (origin && token) {
  const purged = await fetch(new URL('/_purge', origin), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ scope: 'all' }),
  });
  console.log(purged.ok ? `Purged ${origin}'s caches.` : `The purge of ${origin} answered ${purged.status}: purge "all" by hand (docs/caching.md).`);
} else {
  console.log('Now purge "all" (docs/caching.md, "Purge"); with SITE_ORIGIN and PURGE_TOKEN set, npm run deploy does it.');
}
