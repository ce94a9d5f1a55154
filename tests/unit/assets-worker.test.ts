// The routes of the assets-only Worker (build/assets-worker.ts): what of a build they cover, and how
// Cloudflare matches them (a whole URL, query string included; a trailing `*` the only wildcard).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { afterAll, describe, expect, it } from 'vitest';
import { assetRoutePaths, assetRoutes, servedByAssetsWorker } from '../../build/assets-worker.ts';

const build = mkdtempSync(join(tmpdir(), 'assets-worker-'));
afterAll(() => rmSync(build, { recursive: true, force: true }));
for (const file of [
  '_headers',
  '.vite/manifest.json',
  'assets/entry-abc.js',
  'assets/entry-abc.css',
  'images/a.svg',
  '_messages/az.1x2y.json',
  '_messages/en.9z8w.json',
  'favicon.svg',
]) {
  mkdirSync(join(build, file, '..'), { recursive: true });
  writeFileSync(join(build, file), '');
}

describe('the assets-only Worker', () => {
  it('covers every served file of a build: a folder whole, a file at the top alone, messages files one by one', () => {
    expect(assetRoutePaths(build)).toEqual(['/_messages/az.1x2y.json', '/_messages/en.9z8w.json', '/assets/*', '/favicon.svg', '/images/*']);
    expect(assetRoutes('www.hesabpos.az', ['/assets/*', '/favicon.svg'])).toEqual(['www.hesabpos.az/assets/*', 'www.hesabpos.az/favicon.svg']);
  });

  it('matches as Cloudflare matches routes, and leaves the site Worker its own addresses', () => {
    const paths = assetRoutePaths(build);
    for (const url of ['/assets/entry-abc.js', '/assets/anything/deeper.js', '/favicon.svg', '/_messages/az.1x2y.json', '/images/a.svg?v=2']) {
      expect(servedByAssetsWorker(paths, url), url).toBe(true);
    }
    // An older build's messages file is the site Worker's (worker/routes/messages.ts); an exact route
    // does not match with a query string; pages, data, images and the config files are never files here.
    for (const url of [
      '/_messages/az.old1.json',
      '/favicon.svg?v=2',
      '/az/',
      '/_api/az/products',
      '/_img/avif/320/x.jpg',
      '/_headers',
      '/.vite/manifest.json',
      '/',
    ]) {
      expect(servedByAssetsWorker(paths, url), url).toBe(false);
    }
  });

  it('is configured with static assets only: no script, no Workers Caching, no address of its own', () => {
    const config = unstable_readConfig({ config: 'wrangler.assets.toml' });
    expect(config.main).toBeUndefined();
    expect(config.cache?.enabled ?? false).toBe(false);
    expect({ workersDev: config.workers_dev, previewUrls: config.preview_urls }).toEqual({ workersDev: false, previewUrls: false });
    expect(config.assets?.directory).toBe('./dist/client');
    // The site Worker's own config keeps its Workers Caching and serves the same folder locally.
    expect(unstable_readConfig({ config: 'wrangler.toml' }).cache?.enabled).toBe(true);
  });
});
