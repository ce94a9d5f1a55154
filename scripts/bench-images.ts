// npm run bench:images: prints, without asserting, the bytes of the LCP image of the product list
// and of a product detail whose first image is a photo, in Chromium on a 412 px phone at 1.75x
// (Lighthouse's mobile device), and at 390 px (3x) and 1280 px (1x) beside it. "before" is the
// upload the page showed until variants: the same image at the upstream's address; "after" is what
// the browser fetched from the media host (the AVIF variant of the page's <picture> in Chromium),
// with the WebP variant of the same width (the <img>'s, for browsers without AVIF). Each page is
// opened twice, as the audit's pages are warmed. Traffic goes only to 127.0.0.1.
import { seedData } from '../reference-api/seed/index.ts';
import { launchChromium, lcpImageUrl } from '../build/chromium.ts';
import { startStack } from '../build/local-stack.ts';
import { pagePath, PRODUCTS_PATH, productPath } from '../shared/urls.ts';

const SCREENS = [
  { name: '412 px 1.75x', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  { name: '390 px 3x', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: '1280 px 1x', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
];
const detail = seedData.products.find((product) => product.images[0]?.type === 'photo')!;
const PAGES: [string, string][] = [
  ['product list', pagePath('en', PRODUCTS_PATH)],
  ['product detail', pagePath('en', productPath(detail.slug))],
];

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`.padStart(10);
const bytesOf = async (url: string) => (await (await fetch(url)).arrayBuffer()).byteLength;

const stack = await startStack({ persistDir: false, port: 0, apiPort: 0, onLog: () => {} });
const browser = await launchChromium();
try {
  console.log(`LCP image bytes (Chromium; product detail: ${detail.slug})`);
  console.log(
    `${'screen'.padEnd(14)} ${'page'.padEnd(17)} ${'LCP image'.padEnd(52)} ${'before'.padStart(10)} ${'after (AVIF)'.padStart(12)} ${'WebP'.padStart(10)}   after/before`,
  );
  for (const screen of SCREENS) {
    for (const [name, path] of PAGES) {
      const context = await browser.newContext({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });
      const page = await context.newPage();
      const fetched = new Map<string, number>();
      page.on('response', async (response) => fetched.set(response.url(), (await response.body().catch(() => Buffer.alloc(0))).byteLength));
      for (const visit of [1, 2]) {
        if (visit === 2) fetched.clear();
        await page.goto(`${stack.siteUrl}${path}`, { waitUntil: 'networkidle' });
      }
      const lcp = await lcpImageUrl(page);
      await context.close();
      const url = new URL(lcp);
      // {media host}/v/{format}/{width}/{path}: the upload is {path} on the upstream.
      const variant = url.origin === stack.mediaUrl ? url.pathname.match(/^\/v\/(avif|webp)\/(\d+)(\/.*)$/) : null;
      const original = variant ? `${stack.apiUrl}${variant[3]}` : lcp;
      const before = await bytesOf(original);
      const after = fetched.get(lcp) || (await bytesOf(lcp));
      const webp = variant ? await bytesOf(`${url.origin}/v/webp/${variant[2]}${variant[3]}`) : before;
      console.log(
        `${screen.name.padEnd(14)} ${name.padEnd(17)} ${url.pathname.padEnd(52)} ${kb(before)} ${kb(after).padStart(12)} ${kb(webp)}   ${((after / before) * 100).toFixed(1).padStart(10)} %`,
      );
    }
  }
} finally {
  await browser.close();
  await stack.close();
}
