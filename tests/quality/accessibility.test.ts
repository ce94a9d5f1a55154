// Gate: axe-core finds no violation on any page of the list, at a phone and a desktop width.
import { describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from '../support/site-and-browser.ts';
import { axeViolations } from '../support/axe.ts';
import { LOCALIZED_PAGES } from './pages.ts';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

const site = useSiteAndBrowser();

describe.each(WIDTHS)('accessibility at $width px', (viewport) => {
  it(`has no axe violation on ${LOCALIZED_PAGES.length} pages`, async () => {
    const page = await site.browser.newPage({ viewport });
    const found: string[] = [];
    for (const checked of LOCALIZED_PAGES) {
      await page.goto(`${site.stack.siteUrl}${checked.url}`, { waitUntil: 'load' });
      for (const violation of await axeViolations(page)) found.push(`${checked.url}: ${violation}`);
    }
    await page.close();
    expect(found).toEqual([]);
  }, 180_000);
});
