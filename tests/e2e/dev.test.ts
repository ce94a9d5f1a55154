// End to end: `npm run dev` (Vite's dev server for the site, the reference API on workerd) serves
// pages that load the sources, not an old build, and hydrate in a real Chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ROOT } from '../../build/local-stack.ts';
import { connectChromium } from '../support/site-and-browser.ts';
import { freePort } from '../support/ports.ts';

let server: ChildProcess;
let output = '';
let siteUrl: string;
let persistDir: string;
let browser: Browser;

function withoutVitest(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST'));
}

/** Starts `npm run dev` on two free ports; resolves with the site's port once it serves, or rejects with its output. */
async function startDev(): Promise<number> {
  const [port, apiPort] = [await freePort(), await freePort()];
  output = '';
  server = spawn(process.execPath, ['scripts/dev.ts'], {
    cwd: ROOT,
    // Without vitest's variables: vite.config.ts leaves its dev-server plugins out under vitest.
    env: { ...withoutVitest(process.env), PORT: String(port), API_PORT: String(apiPort), PERSIST_DIR: persistDir, UPSTREAM_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that everything it started can be stopped together.
    detached: true,
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run dev did not start; output:\n${output}`)), 90_000);
    const check = () => {
      // Vite may colour its output (CI, FORCE_COLOR): compare without the escape codes.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts the colour codes it removes.
      if (!output.replace(/\u001b\[[0-9;]*m/g, '').includes(`http://127.0.0.1:${port}/`)) return;
      clearTimeout(timer);
      resolve();
    };
    server.stdout!.on('data', check);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run dev exited with ${code}; output:\n${output}`));
    });
  });
  return port;
}

beforeAll(async () => {
  persistDir = await mkdtemp(join(tmpdir(), 'site-dev-'));
  let port: number | undefined;
  // A port found free can be taken by another test's server before Vite listens on it: try new ones.
  for (let attempt = 1; port === undefined; attempt++) {
    try {
      port = await startDev();
    } catch (error) {
      if (attempt === 3 || !/already in use|EADDRINUSE/.test(output)) throw error;
      // What that attempt started (the reference API) goes with it.
      try {
        process.kill(-server.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
  siteUrl = `http://127.0.0.1:${port}`;
  browser = await connectChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
  }
  await rm(persistDir, { recursive: true, force: true });
}, 30_000);

describe('npm run dev', () => {
  it('serves pages that load the client sources and hydrate, with no console error', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    const scripts: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(`${siteUrl}/az/products`);
    expect(response?.status()).toBe(200);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 60_000 });
    expect(scripts).toContain('/client/entry.tsx');
    expect(scripts.filter((path) => path.startsWith('/assets/'))).toEqual([]);
    expect(await page.locator('main [data-testid=product-card]').count()).toBe(10);
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);
});
