// End to end: the site started as `npm start` starts it, in a real Chromium.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ROOT } from '../../build/local-stack.ts';
import { seedData } from '../../reference-api/seed/index.ts';
import { discountedPrice } from '../../shared/format/price.ts';
import { connectChromium } from '../support/site-and-browser.ts';
import { freePort } from '../support/ports.ts';
import { newArrivalTitles } from '../support/seed.ts';

let server: ChildProcess;
let output = '';
let siteUrl: string;
let apiPort: number;
let mediaPort: number;
let persistDir: string;
let browser: Browser;

/** Whether a process still runs (a zombie waiting to be reaped does not count). */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function waitForOutput(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out waiting for ${pattern}; output:\n${output}`)), timeoutMs);
    const check = () => {
      const match = output.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    server.stdout!.on('data', check);
    server.once('exit', (code) => reject(new Error(`npm start exited with ${code}; output:\n${output}`)));
    check();
  });
}

beforeAll(async () => {
  persistDir = await mkdtemp(join(tmpdir(), 'site-e2e-'));
  apiPort = await freePort();
  mediaPort = await freePort();
  const port = await freePort();
  server = spawn(process.execPath, ['scripts/start.ts', '--no-build'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), MEDIA_PORT: String(mediaPort), PERSIST_DIR: persistDir, UPSTREAM_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  siteUrl = (await waitForOutput(/Site ready: (http:\/\/127\.0\.0\.1:\d+)\//, 60_000))[1]!;
  browser = await connectChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await rm(persistDir, { recursive: true, force: true });
});

describe('the site as npm start serves it', () => {
  it('lands on /az/ with the seeded new products, their images, and a control that works once hydrated', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`${siteUrl}/`);
    expect(new URL(page.url()).pathname).toBe('/az/');
    // The carousel loops: Swiper moves slides around, so titles are read in the slides' own order.
    const cardTitles = { allTextContents: () => arrivalTitles(page) };
    expect(await cardTitles.allTextContents()).toEqual(newArrivalTitles('az'));

    const images = page.locator('[data-testid=product-card] img');
    await images.last().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid=product-card] img')].every((img) => img.complete));
    for (const image of await images.all()) {
      // Drawn SVGs from the API itself, photos as variants from the media host (filled on start).
      expect(await image.getAttribute('src')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:(${apiPort}/media/|${mediaPort}/v/webp/\\d+/media/photos/)`));
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }

    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Əvvəlcə ucuzlar' }).click();
    const cheapestFirst = seedData.products
      .filter((product) => newArrivalTitles('az').includes(product.title.az))
      .sort((a, b) => discountedPrice(a.price, a.discount) - discountedPrice(b.price, b.discount))
      .map((product) => product.title.az);
    await expect.poll(() => cardTitles.allTextContents()).toEqual(cheapestFirst);
    expect(await page.getByRole('button', { name: 'Əvvəlcə ucuzlar' }).getAttribute('aria-pressed')).toBe('true');
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('serves the same page in Russian', async () => {
    const page = await browser.newPage();
    await page.goto(`${siteUrl}/ru/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await arrivalTitles(page)).toEqual(newArrivalTitles('ru'));
    await page.close();
  }, 30_000);

  it('stops cleanly on Ctrl-C, leaving no process and nothing listening', async () => {
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(server.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter(Boolean);
    expect(children.length).toBeGreaterThan(0);
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGINT');
    // 130 = 128 + SIGINT: Miniflare's exit hook stops workerd and ends the process as a shell expects.
    expect([0, 130]).toContain(await exited);
    // A killed child may outlive its parent by a moment before the system ends it.
    for (const pid of children) await expect.poll(() => isRunning(pid), { message: `workerd ${pid}`, timeout: 5000 }).toBe(false);
    await expect(fetch(`${siteUrl}/az/`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${apiPort}/api/products/`)).rejects.toThrow();
  }, 30_000);
});

/** The new arrivals' titles in the order the page gave them (data-order), wherever the loop put them. */
function arrivalTitles(page: import('playwright-core').Page): Promise<string[]> {
  return page.$$eval('[data-testid=new-arrivals] [data-order]', (slides) =>
    (slides as HTMLElement[])
      .sort((a, b) => Number(a.dataset.order) - Number(b.dataset.order))
      .map((slide) => slide.querySelector('[data-testid=product-card] h2')?.textContent ?? ''),
  );
}
