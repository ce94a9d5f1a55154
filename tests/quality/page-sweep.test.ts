// Three gates on one load of every page of the list (tests/quality/pages.ts), in az, en and ru:
// - Layout shift: nothing moves while a page loads and hydrates. A PerformanceObserver counts every
//   layout shift from the first paint of the server's HTML until React has hydrated and the page is
//   quiet (fonts in, no request under way, two more frames), on every page and while every overlay
//   opens, at three widths (a phone's, a tablet's, a laptop's: every media query of the site's CSS
//   and image sizes starts at 576 px or wider, so a wider phone lays out as the 390 px one). The
//   score is the sum of all shifts (stricter than CLS's largest session window).
// - Accessibility: axe-core finds no violation on the hydrated page, nor with each of its overlays
//   open (every overlay of tests/quality/overlays.ts, in each language, at the phone width), at a
//   phone and a desktop width. Focus and keys in the overlays: tests/quality/keyboard.test.ts.
// - The site's strict CSP: no violation and no console error (nor hydration warning) while every
//   page loads and hydrates and every overlay opens, at every width. What runs after a click (the
//   hero slider, client navigation, the contact form and its map): tests/e2e/csp.test.ts.
// One load serves all three: axe runs once the shifts are read, so what it costs is not measured.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cspViolations, observeViolations, statusPageAllowed, useSiteAndBrowser, watchRequests } from '../support/site-and-browser.ts';
import { axeViolations } from '../support/axe.ts';
import { LANGUAGES } from '../../shared/constants.ts';
import { LOCALIZED_PAGES, PAGES } from './pages.ts';
import { OVERLAYS, type Overlay } from './overlays.ts';

const WIDTHS = [
  { width: 390, height: 844, axe: true },
  { width: 768, height: 1024, axe: false },
  { width: 1280, height: 900, axe: true },
];
const LIMIT = 0.02;
/** Loads of one address, at most, while its score is over the limit after a partial first paint (see measure). */
const ATTEMPTS = 3;

interface Shifts {
  score: number;
  shifts: string[];
  /** The first paint came before the parser had the whole HTML. */
  partial: boolean;
}

/** Installed before any of the page's own code: sums the shifts not caused by the visitor's input. */
function observeShifts() {
  const state = { score: 0, shifts: [] as string[] };
  const add = (entries: PerformanceEntryList) => {
    for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
      if (entry.hadRecentInput) continue;
      state.score += entry.value;
      const nodes = (entry.sources ?? []).map(({ node }) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}${node.getAttribute('data-testid') ? `[data-testid=${node.getAttribute('data-testid')}]` : ''}.${[...node.classList].slice(0, 3).join('.')}`
          : String(node?.nodeName),
      );
      state.shifts.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
    }
  };
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  // Entries of the last frames that the observer has not been given yet are taken at reading time.
  (window as unknown as { __shifts: () => Shifts }).__shifts = () => {
    add(observer.takeRecords());
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const firstPaint = performance.getEntriesByName('first-paint')[0];
    return { ...state, partial: Boolean(firstPaint && firstPaint.startTime < navigation.domInteractive) };
  };
}

/**
 * The shifts so far, once what can still move the page has come: the load is complete, the fonts
 * are in, and what hydration's effects started (a swiper, a lazy chunk, an image) has loaded.
 */
async function settledShifts(page: Page, quiet: () => Promise<void>): Promise<Shifts> {
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await quiet();
  return page.evaluate(() => (window as unknown as { __shifts: () => Shifts }).__shifts());
}

const site = useSiteAndBrowser({ allow: statusPageAllowed });

// One width after the other, one page at a time: layout is what is measured, so the CPU is not
// shared with a second page.
describe.each(WIDTHS)('at $width px', ({ axe, ...viewport }) => {
  /** What the sweep found: shifts over the limit, axe's violations, the overlays axe ran over, CSP violations. */
  const sweep = { shifts: [] as string[], violations: [] as string[], overlaysChecked: [] as string[], csp: [] as string[] };
  beforeAll(async () => {
    const page = await site.open({ viewport });
    const context = page.context();
    await context.addInitScript(observeShifts);
    await context.addInitScript(observeViolations);
    const quiet = watchRequests(page);
    const found = sweep.shifts;
    let worst = { score: 0, what: 'none' };
    // A starved CPU sometimes paints a page before the parser has all of its streamed HTML (a
    // short page's footer without its last line, then with it): a shift that is how the HTML
    // arrived, not the page's layout. A score over the limit after such a first paint is
    // measured again on a new load (a shift of the page's own shows on every load); after
    // ATTEMPTS loads the last one counts as it is.
    const measure = async (url: string, what: string, { overlay, loaded = false }: { overlay?: Overlay; loaded?: boolean } = {}) => {
      for (let attempt = 1; ; attempt++) {
        if (attempt > 1 || !loaded) {
          await page.goto(url, { waitUntil: 'load' });
          await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
        }
        if (overlay) {
          await page.locator(overlay.toggle).first().click();
          await page.locator('[role=dialog]:visible').first().waitFor();
        }
        const { score, shifts, partial } = await settledShifts(page, quiet);
        sweep.csp.push(...(await cspViolations(page)).map((violation) => `${what}: ${violation}`));
        if (score >= LIMIT && partial && attempt < ATTEMPTS) continue;
        if (score > worst.score) worst = { score, what };
        if (score >= LIMIT) found.push(`${what}: ${score.toFixed(4)}${partial ? ' (first painted before its HTML was whole)' : ''} (${shifts.join('; ')})`);
        return;
      }
    };
    /** Overlays for small screens have no toggle on wide ones: those of the loaded page that this width shows. */
    const shownOverlays = async (path: string) => {
      const shown: Overlay[] = [];
      for (const overlay of OVERLAYS.filter((overlay) => overlay.path === path)) {
        if (await page.locator(overlay.toggle).first().isVisible()) shown.push(overlay);
      }
      return shown;
    };
    for (const checked of LOCALIZED_PAGES) {
      const url = `${site.stack.siteUrl}${checked.url}`;
      await measure(url, checked.url);
      if (axe) for (const violation of await axeViolations(page)) sweep.violations.push(`${checked.url}: ${violation}`);
      // The page's first overlay opens on this load: the score adds the load's shifts and the
      // overlay's, as on a load of its own. A further overlay of the same page needs a new load.
      for (const [index, overlay] of (await shownOverlays(checked.path)).entries()) {
        await measure(url, `${overlay.name} on ${checked.url}`, { overlay, loaded: index === 0 });
        if (!axe) continue;
        // As the visitor sees it once open: an overlay fades in (opacity), and axe on a half-faded
        // panel reports its text's contrast against what shows through.
        await page.evaluate(() =>
          Promise.allSettled(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
              .map((animation) => animation.finished),
          ).then(() => undefined),
        );
        for (const violation of await axeViolations(page)) sweep.violations.push(`${overlay.name} on ${checked.url}: ${violation}`);
        sweep.overlaysChecked.push(`${overlay.name} on ${checked.url}`);
      }
    }
    for (const language of LANGUAGES) {
      for (const overlay of OVERLAYS.filter((overlay) => !PAGES.some((checked) => checked.path === overlay.path))) {
        const url = `${site.stack.siteUrl}/${language}${overlay.path}`;
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
        if ((await shownOverlays(overlay.path)).includes(overlay))
          await measure(url, `${overlay.name} on /${language}${overlay.path}`, { overlay, loaded: true });
      }
    }
    await context.close();
    console.info(`layout shift at ${viewport.width} px: highest ${worst.score.toFixed(4)} (${worst.what})`);
  }, 300_000);

  it(`nothing moves by ${LIMIT} or more on ${LOCALIZED_PAGES.length} pages and the overlays`, () => {
    expect(sweep.shifts).toEqual([]);
  });

  it(`no CSP violation and no console problem on ${LOCALIZED_PAGES.length} pages and the overlays`, () => {
    expect(sweep.csp).toEqual([]);
    expect(site.problems).toEqual([]);
  });

  // Only at the widths axe runs at: at the others there is nothing to assert, rather than a skipped test.
  if (axe)
    it(`axe finds no violation on ${LOCALIZED_PAGES.length} pages and their overlays`, () => {
      expect(sweep.violations).toEqual([]);
      // Each overlay is made for its width: at the phone width, every one of them was open under axe.
      const everyOverlay = LANGUAGES.flatMap((language) =>
        OVERLAYS.filter((overlay) => overlay.viewport.width === viewport.width).map((overlay) => `${overlay.name} on /${language}${overlay.path}`),
      );
      expect(sweep.overlaysChecked).toEqual(expect.arrayContaining(everyOverlay));
    });
});
