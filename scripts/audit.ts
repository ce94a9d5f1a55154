// npm run audit: Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) on home,
// product list, product detail, contact and compare (AUDIT_PAGES, names separated by commas, audits
// some of them), in Debian's Chromium against the production build.
// Prints the four category scores and LCP, CLS and TBT of each page. Timings are noisy, so
// performance is printed only; accessibility, best practices and SEO must be 100 (exit 1).
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { buildAll } from './build.ts';
import { startStack } from '../build/local-stack.ts';
import { findChromium } from '../build/chromium.ts';
import { seedData } from '../reference-api/seed/index.ts';
import { comparePath, CONTACT_PATH, pagePath, PRODUCTS_PATH, productPath } from '../shared/urls.ts';

const ASSERTED = ['accessibility', 'best-practices', 'seo'] as const;
const CATEGORIES = ['performance', ...ASSERTED] as const;
const product = seedData.products.find((p) => p.images.length > 1)!;
const compared = seedData.products
  .filter((p) => p.category === product.category)
  .slice(0, 2)
  .map((p) => p.slug)
  .sort();
/** Name, path, and the audits a page fails on purpose (each with its reason, printed). */
const PAGES: [string, string, Record<string, string>?][] = [
  ['home', pagePath('az')],
  ['product list', pagePath('az', PRODUCTS_PATH)],
  ['product detail', pagePath('az', productPath(product.slug))],
  ['contact', pagePath('az', CONTACT_PATH)],
  ['compare', pagePath('az', comparePath(compared)), { 'is-crawlable': 'noindex on purpose (docs/decisions/022-compare-noindex.md)' }],
];

const only = process.env.AUDIT_PAGES?.split(',').map((name) => name.trim());
const audited = only ? PAGES.filter(([name]) => only.includes(name)) : PAGES;
if (audited.length === 0) {
  console.error(`AUDIT_PAGES names no page; the pages: ${PAGES.map(([name]) => name).join(', ')}.`);
  process.exit(2);
}
if (!process.argv.includes('--no-build')) await buildAll();
const logs: string[] = [];
// Behind the local Workers Cache, as visitors get the site: kept pages, compressed as Cloudflare
// compresses them (build/workers-cache-front.ts), not workerd's plain answers.
const stack = await startStack({ persistDir: false, port: 0, apiPort: 0, workersCache: true, onLog: (line) => logs.push(line) });
const chrome = await launch({
  chromePath: findChromium(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

let failed = false;
try {
  console.log('page             perf  a11y  best   seo    LCP ms   CLS     TBT ms');
  for (const [name, path, onPurpose = {}] of audited) {
    const url = `${stack.siteUrl}${path}`;
    // A first visit warms the page's data, as almost every real visit finds it (the images' variants
    // are in the media host's bucket from the first fill).
    await (await fetch(url)).text();
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) {
      failed = true;
      console.log(`${name.padEnd(16)} Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`);
      for (const line of logs.filter((entry) => !/"status":[23]\d\d/.test(entry)).slice(-5)) console.log(`  worker: ${line.slice(0, 600)}`);
      continue;
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.numericValue ?? NaN;
    console.log(
      `${name.padEnd(16)} ${String(score('performance')).padStart(4)}  ${String(score('accessibility')).padStart(4)}  ${String(score('best-practices')).padStart(4)}  ${String(score('seo')).padStart(4)}   ${metric('largest-contentful-paint').toFixed(0).padStart(6)}   ${metric('cumulative-layout-shift').toFixed(3).padStart(5)}   ${metric('total-blocking-time').toFixed(0).padStart(6)}`,
    );
    for (const category of ASSERTED) {
      if (score(category) === 100) continue;
      const failing = (categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1);
      if (failing.every((ref) => onPurpose[ref.id])) {
        console.log(`  ${category} below 100 only by ${failing.map((ref) => `${ref.id}: ${onPurpose[ref.id]}`).join('; ')}`);
        continue;
      }
      failed = true;
      console.log(`  ${category} below 100: ${failing.map((ref) => `${ref.id} (${audits[ref.id]?.title})`).join('; ')}`);
    }
  }
  console.log('Targets: performance ≥ 95 (printed), accessibility, best practices and SEO = 100 (asserted); LCP ≤ 1500 ms, CLS ≤ 0.02, TBT ≤ 100 ms.');
} finally {
  chrome.kill();
  await stack.close();
}
process.exit(failed ? 1 : 0);
