// Gates for people who use a keyboard: every control reachable with Tab and visibly focused,
// dialogs that hold and give back the focus. axe with every overlay open, in each language, runs on
// the loads of tests/quality/page-sweep.test.ts (which opens every overlay at every width).
import { describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from '../support/site-and-browser.ts';
import type { Page } from 'playwright-core';
import { OVERLAYS } from './overlays.ts';
import { PAGES } from './pages.ts';

const site = useSiteAndBrowser();

async function hydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** Where the focus is: a short description of the focused element, and whether it looks focused. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ringed = style.boxShadow !== 'none';
    return {
      key: element.outerHTML.slice(0, 120),
      inDialog: Boolean(element.closest('[role=dialog]')),
      visible: outlined || ringed,
    };
  });
}

describe.each(OVERLAYS)('overlay: $name', (overlay) => {
  it('holds the focus while open, closes on Escape and gives the focus back', async () => {
    const page = await site.browser.newPage({ viewport: overlay.viewport });
    await hydrated(page, `${site.stack.siteUrl}/az${overlay.path}`);
    await page.focus(overlay.toggle);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role=dialog]:visible');
    await expect.poll(async () => (await focusState(page))?.inDialog).toBe(true);
    for (let step = 0; step < 25; step++) {
      await page.keyboard.press(step % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect((await focusState(page))?.inDialog, `focus left the dialog after ${step + 1} presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[role=dialog]:visible').count()).toBe(0);
    expect(await page.evaluate((selector) => document.activeElement === document.querySelector(selector), overlay.toggle)).toBe(true);
    await page.close();
  }, 30_000);
});

describe('keyboard only', () => {
  it.each(PAGES.filter((page) => ['home', 'not found'].includes(page.name)))(
    '$name: Tab reaches every control, each visibly focused',
    async (checked) => {
      const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
      await hydrated(page, `${site.stack.siteUrl}/az${checked.path}`);
      const controls = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea, summary')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            // Content of a closed disclosure (the language list) is reached once it opens.
            const closedDisclosure = element.closest('details:not([open])');
            const hidden = closedDisclosure && element.parentElement !== closedDisclosure;
            return (
              !hidden && box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden' && !element.closest('[inert], [aria-hidden=true]')
            );
          })
          .map((element) => element.outerHTML.slice(0, 120)),
      );
      const reached = new Set<string>();
      const unfocusedLooking: string[] = [];
      let first: string | undefined;
      for (let step = 0; step < controls.length * 3 + 20; step++) {
        await page.keyboard.press('Tab');
        const state = await focusState(page);
        if (!state) continue;
        if (state.key === first) break;
        first ??= state.key;
        reached.add(state.key);
        if (!state.visible) unfocusedLooking.push(state.key);
      }
      expect(controls.filter((control) => !reached.has(control))).toEqual([]);
      expect(unfocusedLooking).toEqual([]);
      await page.close();
    },
    60_000,
  );
});
