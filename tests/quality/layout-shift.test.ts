// Gate: nothing moves while a page loads and hydrates. A PerformanceObserver counts every layout
// shift from the first paint of the server's HTML until React has hydrated (and a moment after),
// on every page of the list and while every overlay opens, at four widths, in az, en and ru.
// The score is the sum of all shifts (stricter than CLS's largest session window).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteAndBrowser } from '../support/site-and-browser.ts';
import { LANGUAGES } from '../../shared/constants.ts';
import { LOCALIZED_PAGES, PAGES } from './pages.ts';
import { OVERLAYS, type Overlay } from './overlays.ts';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 412, height: 915 },
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
];
const LIMIT = 0.02;
/** Effects that run right after hydration (a swiper, a lazy chunk) get this long to settle. */
const SETTLE_MS = 300;

/** Installed before any of the page's own code: sums the shifts not caused by the visitor's input. */
function observeShifts() {
  const state = { score: 0, shifts: [] as string[] };
  (window as unknown as { __shifts: typeof state }).__shifts = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
      if (entry.hadRecentInput) continue;
      state.score += entry.value;
      const nodes = (entry.sources ?? []).map(({ node }) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}${node.getAttribute('data-testid') ? `[data-testid=${node.getAttribute('data-testid')}]` : ''}.${[...node.classList].slice(0, 3).join('.')}`
          : String(node?.nodeName),
      );
      state.shifts.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function shifts(page: Page): Promise<{ score: number; shifts: string[] }> {
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(() => (window as unknown as { __shifts: { score: number; shifts: string[] } }).__shifts);
}

async function loadHydrated(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
}

const site = useSiteAndBrowser();

// One width after the other: with the widths side by side, the starved CPU sometimes paints a
// short page before its streamed HTML has all arrived (the footer without its last line, then
// with it). That shift comes from how the HTML arrives, not from hydration, and is not fixed yet.
describe('layout shift', () => {
  it.each(WIDTHS)(
    `stays under ${LIMIT} at $width px on ${LOCALIZED_PAGES.length} pages and the overlays`,
    async (viewport) => {
      const context = await site.browser.newContext({ viewport });
      await context.addInitScript(observeShifts);
      const page = await context.newPage();
      const found: string[] = [];
      let worst = { score: 0, what: 'none' };
      const check = async (what: string) => {
        const { score, shifts: list } = await shifts(page);
        if (score > worst.score) worst = { score, what };
        if (score >= LIMIT) found.push(`${what}: ${score.toFixed(4)} (${list.join('; ')})`);
      };
      const openOverlay = async (overlay: Overlay, language: string) => {
        const toggle = page.locator(overlay.toggle).first();
        // Overlays for small screens have no toggle on wide ones.
        if (!(await toggle.isVisible())) return;
        await toggle.click();
        await page.locator('[role=dialog]:visible').first().waitFor();
        await check(`${overlay.name} on /${language}${overlay.path}`);
      };
      for (const checked of LOCALIZED_PAGES) {
        await loadHydrated(page, `${site.stack.siteUrl}${checked.url}`);
        await check(checked.url);
        // The page's first overlay opens on this load: the score adds the load's shifts and the
        // overlay's, as on a load of its own. A further overlay of the same page needs a new load.
        for (const [index, overlay] of OVERLAYS.filter((overlay) => overlay.path === checked.path).entries()) {
          if (index > 0) await loadHydrated(page, `${site.stack.siteUrl}${checked.url}`);
          await openOverlay(overlay, checked.language);
        }
      }
      for (const language of LANGUAGES) {
        for (const overlay of OVERLAYS.filter((overlay) => !PAGES.some((checked) => checked.path === overlay.path))) {
          await loadHydrated(page, `${site.stack.siteUrl}/${language}${overlay.path}`);
          await openOverlay(overlay, language);
        }
      }
      await context.close();
      console.info(`layout shift at ${viewport.width} px: highest ${worst.score.toFixed(4)} (${worst.what})`);
      expect(found).toEqual([]);
    },
    240_000,
  );
});
