// The catalogue's images in a real Chromium: at 390 px (3x), 412 px (1.75x, Lighthouse's phone)
// and 1280 px every image with a srcset has a `sizes` that matches the box it is drawn in, and the
// browser fetches a variant that fills it, as AVIF (the <source> of the image's <picture>; never
// the <img>'s WebP as well), from the media host (the MEDIA bucket, never the Worker); the LCP
// image of the list and of a detail is a small AVIF variant, not the upload; the lightbox takes its (WebP) variants too; without
// JavaScript, under the site's strict CSP, the photos load all the same.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedData } from '../../reference-api/seed/index.ts';
import { lcpImageUrl } from '../../build/chromium.ts';
import { hydrated, useSiteAndBrowser, watchRequests } from '../support/site-and-browser.ts';

const SCREENS = [
  { name: 'phone 390', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: 'phone 412', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  { name: 'desktop 1280', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
];
const photoProduct = seedData.products.find((product) => product.images[0]?.type === 'photo' && product.images.length > 2)!;
const PAGES = ['/en/products', `/en/products/${photoProduct.slug}`, '/en/'];

const site = useSiteAndBrowser();

interface Drawn {
  src: string;
  sizes: string;
  /**
   * The width the image is drawn at: its box's, or for object-fit: cover (the hero) the width of
   * the image that covers the box; and what `sizes` says it is at this viewport.
   */
  drawn: number;
  sized: number;
  /** The chosen candidate's width descriptor, and the widest offered. */
  chosen: number | undefined;
  widest: number;
  loaded: boolean;
}

/** Every img with a srcset in the page: its box, its `sizes` worked out here, and the chosen candidate. */
function drawnImages(page: Page): Promise<Drawn[]> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.cssText = 'position:absolute;visibility:hidden;height:0';
    document.body.append(probe);
    const lengthOf = (sizes: string) => {
      // Entries split at commas outside parentheses; the first whose media condition matches wins.
      const entries = sizes.split(/,(?![^(]*\))/).map((entry) => entry.trim());
      for (const entry of entries) {
        const media = entry.match(/^(\(.*\))\s+(\S.*)$/);
        if (media && !matchMedia(media[1]!).matches) continue;
        probe.style.width = media ? media[2]! : entry;
        return probe.getBoundingClientRect().width;
      }
      return NaN;
    };
    const images = [...document.querySelectorAll<HTMLImageElement>('img[srcset]')].map((image) => {
      // The candidates of the image's <picture> sources (same widths and sizes, another format) and its own.
      const sources = image.parentElement?.tagName === 'PICTURE' ? [...image.parentElement.querySelectorAll('source')] : [];
      const candidates = [...sources, image].flatMap((element) =>
        element.srcset.split(',').map((candidate) => {
          const [url, descriptor] = candidate.trim().split(/\s+/);
          return { url: new URL(url!, location.href).href, width: Number(descriptor!.slice(0, -1)) };
        }),
      );
      const box = image.getBoundingClientRect();
      const covered = getComputedStyle(image).objectFit === 'cover' && image.naturalHeight > 0;
      return {
        src: image.getAttribute('src')!,
        sizes: image.sizes,
        drawn: covered ? Math.max(box.width, (box.height * image.naturalWidth) / image.naturalHeight) : box.width,
        sized: lengthOf(image.sizes),
        chosen: candidates.find((candidate) => candidate.url === image.currentSrc)?.width,
        widest: Math.max(...candidates.map((candidate) => candidate.width)),
        loaded: image.complete && image.naturalWidth > 0,
      };
    });
    probe.remove();
    return images;
  });
}

describe('images sized for the screen, in Chromium', () => {
  it.each(SCREENS)(
    '$name: every srcset’s sizes match the drawn box; the loaded variant fills it; all AVIF from the media host',
    async ({ viewport, deviceScaleFactor }) => {
      const page = await site.open({ viewport, deviceScaleFactor });
      const quiet = watchRequests(page);
      const variants: { url: string; type: string }[] = [];
      const worker: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(`${site.stack.mediaUrl}/v/`)) variants.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
        if (response.url().includes('/_img/')) worker.push(response.url());
      });
      for (const path of PAGES) {
        await hydrated(page, `${site.url}${path}`);
        await quiet();
        const images = (await drawnImages(page)).filter((image) => image.drawn > 0);
        expect(images.length, path).toBeGreaterThan(0);
        for (const image of images) {
          // Within 8 %, or 4 px for the smallest boxes: what picks the same candidate.
          expect(Math.abs(image.sized - image.drawn), `${path} ${image.src} sizes="${image.sizes}" at ${viewport.width} px`).toBeLessThanOrEqual(
            Math.max(4, image.drawn * 0.08),
          );
          if (!image.loaded) continue;
          expect(image.chosen, `${path} ${image.src}`).toBeDefined();
          expect(
            image.chosen! >= image.drawn * deviceScaleFactor * 0.95 || image.chosen === image.widest,
            `${path} ${image.src}: ${image.chosen} w for ${image.drawn} px at ${deviceScaleFactor}x`,
          ).toBe(true);
        }
      }
      expect(variants.length).toBeGreaterThan(0);
      for (const variant of variants) expect(variant.type, variant.url).toBe('image/avif');
      expect(worker).toEqual([]);
    },
    60_000,
  );

  it('412 px: the LCP image of the list and of the detail is a variant of a few KB, not the upload', async () => {
    const page = await site.open(SCREENS[1]!);
    const sizes = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.url().startsWith(`${site.stack.mediaUrl}/v/`)) sizes.set(response.url(), (await response.body().catch(() => Buffer.alloc(0))).byteLength);
    });
    for (const path of PAGES.slice(0, 2)) {
      await hydrated(page, `${site.url}${path}`);
      const lcp = await lcpImageUrl(page);
      // The list draws two cards a row on phones (about 158 px at 412), the detail the page's width.
      expect(lcp, path).toMatch(new RegExp(`^${site.stack.mediaUrl}/v/avif/(320|480|640|800)/media/photos/`));
      const original = await (await fetch(`${site.stack.apiUrl}${new URL(lcp).pathname.replace(/^\/v\/avif\/\d+/, '')}`)).arrayBuffer();
      await expect.poll(() => sizes.get(lcp), { timeout: 5000 }).toBeGreaterThan(0);
      expect(sizes.get(lcp)!, `${lcp}: ${sizes.get(lcp)} bytes of ${original.byteLength}`).toBeLessThan(original.byteLength / 50);
    }
  }, 60_000);

  it('the lightbox shows a variant of the photo, the one its zoom needs', async () => {
    const page = await site.open();
    await hydrated(page, `${site.url}/en/products/${photoProduct.slug}`);
    await page.locator('.product-gallery-main .swiper-slide-active [data-testid=gallery-image]').click();
    const image = page.locator('.yarl__slide_current img').first();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(new RegExp(`^${site.stack.mediaUrl}/v/webp/\\d+/media/photos/`));
  }, 30_000);

  it('without JavaScript, under the strict CSP, the photos load as variants at 390 px', async () => {
    const page = await site.open({ ...SCREENS[0]!, javaScriptEnabled: false });
    for (const path of PAGES) {
      await page.goto(`${site.url}${path}`);
      // No frame callbacks without JavaScript (watchRequests needs them): the browser's own wait.
      await page.waitForLoadState('networkidle');
      const loaded = await page
        .locator('img[srcset]')
        .evaluateAll((images) =>
          (images as HTMLImageElement[])
            .filter((image) => image.loading !== 'lazy')
            .map((image) => ({ src: image.currentSrc, ok: image.complete && image.naturalWidth > 0 })),
        );
      expect(loaded.length, path).toBeGreaterThan(0);
      for (const image of loaded) {
        expect(image.ok, image.src).toBe(true);
        expect(image.src).toContain(`${site.stack.mediaUrl}/v/avif/`);
      }
    }
  }, 60_000);

  it('had no console error (a CSP violation included) on any page above', async () => {
    await site.closePages();
    expect(site.problems).toEqual([]);
  });
});
