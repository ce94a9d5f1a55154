// "Click to content" for npm run bench (scripts/bench.ts), printed, never asserted: in Chromium,
// product list → product → back, the pointer resting on the product's link before the click,
// every upstream call held back UPSTREAM_DELAY_MS by the proxy and the site's caches purged
// before each round, so the product's data is never in any cache before the pointer comes. The
// median of the rounds, with intent fetching (client/prefetch.ts) and without it (switched off
// by its localStorage key, set before the page's scripts run). A fresh browser context a round:
// nothing of an earlier round is in the browser.
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../build/chromium.ts';
import type { UpstreamProxy } from '../build/upstream-proxy.ts';

const ROUNDS = Number(process.env.BENCH_CLICK_ROUNDS || 20);
const UPSTREAM_DELAY_MS = 1000;
const LIST_PATH = '/en/products';
/** client/prefetch.ts's SWITCH_OFF_KEY, written out: Node cannot strip the types of what that module imports. */
const SWITCH_OFF_KEY = 'no-prefetch';

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
async function round(browser: Browser, site: Site, index: number, restMs: number, prefetch: boolean): Promise<number> {
  await purge(site);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    if (!prefetch) await context.addInitScript((key) => localStorage.setItem(key, '1'), SWITCH_OFF_KEY);
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
    await page.waitForTimeout(restMs);
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
  site.proxy.setRule(() => ({ hold: sleep(UPSTREAM_DELAY_MS) }));
  try {
    console.log(
      `\nClick to content: list → product → back in Chromium, upstream delayed ${UPSTREAM_DELAY_MS} ms, purged before each round, median of ${ROUNDS}`,
    );
    console.log('pointer on the link before the click           median ms   min ms   max ms');
    const variants = [
      ['150 ms, with intent fetching', 150, true],
      ['150 ms, without intent fetching', 150, false],
      [`${UPSTREAM_DELAY_MS + 300} ms, with intent fetching`, UPSTREAM_DELAY_MS + 300, true],
      [`${UPSTREAM_DELAY_MS + 300} ms, without intent fetching`, UPSTREAM_DELAY_MS + 300, false],
    ] as const;
    for (const [name, restMs, prefetch] of variants) {
      const times: number[] = [];
      for (let index = 0; index < ROUNDS; index++) times.push(await round(browser, site, index, restMs, prefetch));
      console.log(
        `${name.padEnd(46)} ${median(times).toFixed(0).padStart(9)}   ${Math.min(...times)
          .toFixed(0)
          .padStart(6)}   ${Math.max(...times)
          .toFixed(0)
          .padStart(6)}`,
      );
    }
    console.log('(target ≤ 100 ms median with intent fetching; a rest shorter than the upstream saves only the rest)');
  } finally {
    site.proxy.setRule(() => undefined);
    await browser.close();
  }
}
