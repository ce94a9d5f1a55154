// Gate: the pages look as they did when their screenshots were last accepted. Home, a category's
// list, a product, about and contact, at 390 and 1280 px in az, en and ru (the first screen of
// each, pictures in <main> and the banner masked), against the baselines committed in tests/quality/screenshots/. A screenshot is kept at
// half size in 64 colours, so that the 30 files stay small; it differs when more than 1 % of its
// pixels differ by more than a small tolerance. After a change meant to show:
//   npm run screenshots:update
// rewrites them (look at them before committing). A failure writes what it saw to
// test-results/visual/ beside a copy of the baseline.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import { LANGUAGES } from '../../shared/constants.ts';
import { useSiteAndBrowser, watchRequests } from '../support/site-and-browser.ts';

// The run's shared stack: the tests that change products (titles, prices) run on stacks of their own.
const site = useSiteAndBrowser();

const BASELINES = join(import.meta.dirname, 'screenshots');
const FAILURES = join(import.meta.dirname, '..', '..', 'test-results', 'visual');
const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';
/**
 * A pixel differs when a channel is off by more than this (of 255): small enough to see a card
 * turn from white to the page's grey, large enough to forgive anti-aliasing.
 */
const CHANNEL_TOLERANCE = 8;
/** The share of differing pixels a screenshot may have. */
const MAX_DIFFERING = 0.01;

const product = seedData.products.find((item) => item.category === 'receipt-printers')!;
const PAGES = [
  ['home', '/'],
  ['list', '/products?category=receipt-printers'],
  ['product', `/products/${product.slug}`],
  ['about', '/about'],
  ['contact', '/contact'],
] as const;
const WIDTHS = [
  [390, 844],
  [1280, 900],
] as const;

/** The screenshot as it is stored: half size, a 64-colour PNG without dithering (the same page, the same pixels). */
async function normalized(png: Buffer, width: number): Promise<Buffer> {
  return sharp(png)
    .resize({ width: Math.round(width / 2) })
    .png({ palette: true, colours: 64, dither: 0, compressionLevel: 9 })
    .toBuffer();
}

/** The share of pixels that differ between two stored screenshots (1 when their sizes differ). */
async function differing(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (left!.info.width !== right!.info.width || left!.info.height !== right!.info.height) return 1;
  let count = 0;
  const pixels = left!.info.width * left!.info.height;
  for (let pixel = 0; pixel < pixels; pixel++) {
    for (let channel = 0; channel < 3; channel++) {
      const index = pixel * 4 + channel;
      if (Math.abs(left!.data[index]! - right!.data[index]!) > CHANNEL_TOLERANCE) {
        count++;
        break;
      }
    }
  }
  return count / pixels;
}

describe.each(WIDTHS)('at %i px', (width, height) => {
  it.each(PAGES.flatMap(([name, path]) => LANGUAGES.map((language) => [name, language, path] as const)))(
    '%s in %s looks as accepted',
    async (name, language, path) => {
      // Reduced motion and a stopped clock: the slider, the carousel and the banner hold their first frame.
      const page = await site.open({ viewport: { width, height }, reducedMotion: 'reduce' });
      await page.clock.install({ time: new Date('2026-11-20T09:00:00Z') });
      const quiet = watchRequests(page);
      await page.goto(`${site.url}/${language}${path}`);
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      await quiet();
      // Every image in the first screen loaded (a slide off to the side, lazy, never does).
      await page.waitForFunction(
        () =>
          [...document.images]
            .filter((image) => {
              const box = image.getBoundingClientRect();
              return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
            })
            .every((image) => image.complete),
        undefined,
        { timeout: 20_000 },
      );
      // Masked: the pictures (a photo scaled from another cached variant differs in many pixels by a
      // little) and the banner's rotating message (its cross-fade is CSS, which the stopped clock does
      // not hold); what the check is for (layout, text, colours, icons) stays in view.
      const mask = [page.locator('main img'), page.getByTestId('campaign-banner')];
      const shot = await normalized(await page.screenshot({ mask, maskColor: '#c000c0' }), width);
      await page.context().close();
      const file = `${name}-${language}-${width}.png`;
      const baseline = join(BASELINES, file);
      if (UPDATE) {
        mkdirSync(BASELINES, { recursive: true });
        writeFileSync(baseline, shot);
        return;
      }
      expect(existsSync(baseline), `no baseline ${file}: run npm run screenshots:update and look at it`).toBe(true);
      const expected = readFileSync(baseline);
      const share = await differing(shot, expected);
      if (share > MAX_DIFFERING) {
        mkdirSync(FAILURES, { recursive: true });
        writeFileSync(join(FAILURES, file.replace('.png', '-actual.png')), shot);
        writeFileSync(join(FAILURES, file.replace('.png', '-expected.png')), expected);
      }
      expect(share, `${file}: ${(share * 100).toFixed(2)} % of pixels differ (see test-results/visual/)`).toBeLessThanOrEqual(MAX_DIFFERING);
    },
    60_000,
  );
});
