// npm start: build, prepare the local D1 database, serve the site behind the local Workers Cache
// (build/workers-cache.ts), the reference API and the media host with the catalogue's image
// variants, filled on start (build/media-fill.ts). PORT (default 8787), API_PORT (8788), MEDIA_PORT (8789),
// UPSTREAM_URL (another upstream: no reference API), PERSIST_DIR (default .wrangler/state),
// SITE_ORIGIN (default the site's own http://127.0.0.1:PORT, so that pages may be kept) and
// DEBUG_TOKEN (site variables), WORKERS_CACHE=0 (the site Worker answers every request itself).
// --no-build serves the existing dist/. --api-only serves the reference API alone, for
// `npx wrangler dev` to serve the site against it.
import { buildAll } from './build.ts';
import { startStack } from '../build/local-stack.ts';
import { stopOnSignals } from './signals.ts';

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`${name} must be a port number (0-65535), got "${raw}".`);
    process.exit(2);
  }
  return value;
}

const sitePort = port('PORT', 8787);
const workersCache = process.env.WORKERS_CACHE !== '0';
// Pages name the site's origin, so a shared cache keeps them only when it is fixed (docs/caching.md).
const siteOrigin = process.env.SITE_ORIGIN ?? (workersCache && sitePort !== 0 ? `http://127.0.0.1:${sitePort}` : '');
const options = {
  port: sitePort,
  apiPort: port('API_PORT', 8788),
  mediaPort: port('MEDIA_PORT', 8789),
  upstreamUrl: process.env.UPSTREAM_URL || undefined,
  persistDir: process.env.PERSIST_DIR || undefined,
  purgeToken: process.env.PURGE_TOKEN || undefined,
  adminToken: process.env.ADMIN_TOKEN || undefined,
  debugToken: process.env.DEBUG_TOKEN || undefined,
  siteVars: siteOrigin ? { SITE_ORIGIN: siteOrigin } : undefined,
  workersCache,
};

const apiOnly = process.argv.includes('--api-only');
if (apiOnly && options.upstreamUrl) {
  console.error('--api-only serves the reference API, but UPSTREAM_URL names another upstream: nothing to serve.');
  process.exit(2);
}

if (!process.argv.includes('--no-build')) {
  console.log('Building…');
  await buildAll();
}
const stack = await startStack({ ...options, site: !apiOnly });
stopOnSignals(() => stack.close());
if (stack.apiUrl) {
  console.log(`Reference catalogue API: ${stack.apiUrl}/api/`);
  console.log(`  write endpoint token (ADMIN_TOKEN): ${stack.adminToken}`);
}
if (apiOnly) {
  console.log(`Its purge calls go to http://127.0.0.1:${options.port}/_purge with PURGE_TOKEN ${stack.purgeToken}`);
  console.log(`Now serve the site in another terminal: npx wrangler dev  (Ctrl-C here stops the API)`);
} else {
  console.log(`Purge token (PURGE_TOKEN): ${stack.purgeToken}`);
  console.log(`Debug token (DEBUG_TOKEN, send as X-Debug-Token for Server-Timing details): ${stack.debugToken}`);
  console.log(`Upstream: ${stack.upstreamUrl}`);
  if (stack.mediaFill) {
    const { photos, made, unchanged } = stack.mediaFill;
    console.log(`Media host (the MEDIA bucket's image variants): ${stack.mediaUrl}/  (${photos} photos: ${made} filled, ${unchanged} current)`);
  }
  if (workersCache) console.log('Workers Cache: in front of the site, as on Cloudflare (Cf-Cache-Status on every answer; WORKERS_CACHE=0: off)');
  console.log(`Site ready: ${stack.siteUrl}/  (Ctrl-C to stop)`);
}
