// Gate: axe-core finds no violation on any page of the list, at a phone and a desktop width.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startStack, type Stack } from '../../scripts/local-stack.ts';
import { axeViolations } from '../support/axe.ts';
import { launchChromium } from '../support/chromium.ts';
import { LOCALIZED_PAGES } from './pages.ts';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({ persistDir: false, port: 0, apiPort: 0, onLog: () => {} });
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe.each(WIDTHS)('accessibility at $width px', (viewport) => {
  it(`has no axe violation on ${LOCALIZED_PAGES.length} pages`, async () => {
    const page = await browser.newPage({ viewport });
    const found: string[] = [];
    for (const checked of LOCALIZED_PAGES) {
      await page.goto(`${stack.siteUrl}${checked.url}`, { waitUntil: 'load' });
      for (const violation of await axeViolations(page)) found.push(`${checked.url}: ${violation}`);
    }
    await page.close();
    expect(found).toEqual([]);
  }, 180_000);
});
