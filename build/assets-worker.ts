// The build's static files (scripts, styles, messages, icons) from a second Worker that has static
// assets only: no script and no Workers Caching (wrangler.assets.toml). Cloudflare's pricing page
// bills static-asset requests of a Worker with Workers Caching on; its static assets page says they
// are free; a Worker without Workers Caching is free under both readings. It answers on the site's
// own host through zone routes, which take precedence over the site Worker's custom domain there
// (docs/decisions/023-static-files-from-an-assets-only-worker.md). `npm run deploy` gives it the
// routes (build/deploy-plan.ts); `npm run bench:cost` counts what they cover as not billed.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const ASSETS_WORKER = 'hesabpos-assets';
export const ASSETS_CONFIG = ['--config', 'wrangler.assets.toml'];

/**
 * Folders of the build whose other names the site Worker answers (worker/routes/messages.ts: an
 * older build's messages file, asked for by a page rendered before a deploy): routed file by file,
 * so those names still reach it. Every other folder is routed whole.
 */
const ANSWERED_BY_THE_SITE_TOO = new Set(['_messages']);
/** Not served: Static Assets' own configuration files and Vite's manifest folder. */
const NOT_SERVED = /^(\.|_headers$|_redirects$)/;

/**
 * The route paths that cover every file of the client build (`dist/client`): `/assets/*` for a folder,
 * `/favicon.svg` for a file at the top, one path per file in ANSWERED_BY_THE_SITE_TOO. A route
 * pattern matches a whole URL, query string included, and its only wildcard is a trailing `*`.
 */
export function assetRoutePaths(clientDir: string): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(clientDir, { withFileTypes: true })) {
    if (NOT_SERVED.test(entry.name)) continue;
    if (!entry.isDirectory()) paths.push(`/${entry.name}`);
    else if (!ANSWERED_BY_THE_SITE_TOO.has(entry.name)) paths.push(`/${entry.name}/*`);
    else {
      const files = readdirSync(join(clientDir, entry.name), { recursive: true, withFileTypes: true }).filter((file) => file.isFile());
      for (const file of files) paths.push(`/${entry.name}/${join(file.parentPath, file.name).slice(join(clientDir, entry.name).length + 1)}`);
    }
  }
  return paths.sort();
}

/** The zone routes for a host: `www.example.az/assets/*`, … (no scheme: both http and https). */
export function assetRoutes(host: string, paths: string[]): string[] {
  return paths.map((path) => `${host}${path}`);
}

/** Whether a request for `url` (a path with its query) is the assets Worker's, as Cloudflare matches routes. */
export function servedByAssetsWorker(paths: string[], url: string): boolean {
  return paths.some((path) => (path.endsWith('*') ? url.startsWith(path.slice(0, -1)) : url === path));
}
