// "Click to content" for npm run bench (scripts/bench.ts), printed, never asserted: in Chromium,
// product list → product → back, the pointer resting on the product's link for 150 ms before the
// click (nothing is fetched ahead: docs/navigation.md). Two cases, the median of the rounds of
// each: the product's data in the site's caches (asked once before), and the caches purged
// before each round with every upstream call held back UPSTREAM_DELAY_MS by the proxy. A fresh
// browser context a round: nothing of an earlier round is in the browser.
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../build/chromium.ts';
import type { UpstreamProxy } from '../build/upstream-proxy.ts';

const ROUNDS = Number(process.env.BENCH_CLICK_ROUNDS || 20);
const UPSTREAM_DELAY_MS = 1000;
const LIST_PATH = '/en/products';
const REST_MS = 150;

interface Site {
  url: string;
  purgeToken: string;
  proxy: UpstreamProxy;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function purge({ url, purgeToken }: Site): Promise<void> {
  for (;;) {
    const response = await fetch(`${url}/_purge`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${purgeToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ scope: 'all' }),
    });
    await response.arrayBuffer();
    if (response.ok) return;
    if (response.status !== 429) throw new Error(`The purge answered ${response.status}`);
    await sleep(Number(response.headers.get('retry-after') ?? 60) * 1000);
  }
}

/** One round; the milliseconds from the click to the product's title on screen. */
async function round(browser: Browser, site: Site, index: number, cold: boolean): Promise<number> {
  if (cold) await purge(site);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page: Page = await context.newPage();
    await page.goto(`${site.url}${LIST_PATH}`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    const links = page.locator('main [data-testid=product-card] a.product-card-link');
    const link = links.nth(index % (await links.count()));
    const title = await link.innerText();
    // Timed in the page: from the click's event to the first frame whose heading is the product's.
    await page.evaluate((expected) => {
      const timing = window as unknown as { clickAt?: number; contentAt?: number };
      document.addEventListener('click', () => (timing.clickAt = performance.now()), { capture: true, once: true });
      const check = () => {
        if (document.querySelector('main h1')?.textContent === expected) timing.contentAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, title);
    await link.hover();
    await page.waitForTimeout(REST_MS);
    await link.click();
    await page.waitForFunction(() => (window as unknown as { contentAt?: number }).contentAt !== undefined, undefined, { timeout: 30_000 });
    const ms = await page.evaluate(() => {
      const timing = window as unknown as { clickAt: number; contentAt: number };
      return timing.contentAt - timing.clickAt;
    });
    await page.goBack();
    await page.waitForURL(`${site.url}${LIST_PATH}`);
    await links.first().waitFor();
    return ms;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Prints the rows; leaves the proxy passing calls at once again. */
export async function printClickToContent(site: Site): Promise<void> {
  const browser = await launchChromium();
  try {
    console.log(`\nClick to content: list → product → back in Chromium, the pointer ${REST_MS} ms on the link, median of ${ROUNDS}`);
    console.log('                                                median ms   min ms   max ms');
    const cases = [
      ['data in the caches', false],
      [`caches purged, upstream delayed ${UPSTREAM_DELAY_MS} ms`, true],
    ] as const;
    for (const [name, cold] of cases) {
      site.proxy.setRule(cold ? () => ({ hold: sleep(UPSTREAM_DELAY_MS) }) : () => undefined);
      // Each product's data asked once, so that the warm rounds find it in the caches.
      if (!cold) for (let index = 0; index < ROUNDS; index++) await round(browser, site, index, false);
      const times: number[] = [];
      for (let index = 0; index < ROUNDS; index++) times.push(await round(browser, site, index, cold));
      console.log(
        `${name.padEnd(46)} ${median(times).toFixed(0).padStart(9)}   ${Math.min(...times)
          .toFixed(0)
          .padStart(6)}   ${Math.max(...times)
          .toFixed(0)
          .padStart(6)}`,
      );
    }
  } finally {
    site.proxy.setRule(() => undefined);
    await browser.close();
  }
}
