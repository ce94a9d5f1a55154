// npm run audit: Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) on home,
// product list, product detail, contact and compare, in Debian's Chromium against the production build.
// Prints the four category scores and LCP, CLS and TBT of each page. Timings are noisy, so
// performance is printed only; accessibility, best practices and SEO must be 100 (exit 1).
// AUDIT_PAGES, AUDIT_LANGUAGES and AUDIT_RUNS choose pages and languages and repeat each run (README).
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { buildAll } from './build.ts';
import { startStack } from '../build/local-stack.ts';
import { findChromium } from '../build/chromium.ts';
import { seedData } from '../reference-api/seed/index.ts';
import { LANGUAGES, type Language } from '../shared/constants.ts';
import { comparePath, CONTACT_PATH, pagePath, PRODUCTS_PATH, productPath } from '../shared/urls.ts';

const ASSERTED = ['accessibility', 'best-practices', 'seo'] as const;
const CATEGORIES = ['performance', ...ASSERTED] as const;
const product = seedData.products.find((p) => p.images.length > 1)!;
const compared = seedData.products
  .filter((p) => p.category === product.category)
  .slice(0, 2)
  .map((p) => p.slug)
  .sort();
/** Name, path in a language, and the audits a page fails on purpose (each with its reason, printed). */
const PAGES: [string, (language: Language) => string, Record<string, string>?][] = [
  ['home', (language) => pagePath(language)],
  ['product list', (language) => pagePath(language, PRODUCTS_PATH)],
  ['product detail', (language) => pagePath(language, productPath(product.slug))],
  ['contact', (language) => pagePath(language, CONTACT_PATH)],
  ['compare', (language) => pagePath(language, comparePath(compared)), { 'is-crawlable': 'noindex on purpose (docs/decisions/022-compare-noindex.md)' }],
];

/** A comma-separated variable's entries, each one of `allowed`; unset or empty: `fallback`. */
function listVariable<T extends string>(name: string, allowed: readonly T[], fallback: readonly T[]): T[] {
  const entries = (process.env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !(allowed as readonly string[]).includes(entry));
  if (wrong.length) throw new Error(`${name}: unknown ${wrong.join(', ')}; one or more of ${allowed.join(', ')}, separated by commas`);
  return entries.length ? (entries as T[]) : [...fallback];
}

const pageNames = PAGES.map(([name]) => name);
const chosenPages = listVariable('AUDIT_PAGES', pageNames, pageNames);
const languages = listVariable('AUDIT_LANGUAGES', LANGUAGES, ['az']);
const runs = Number(process.env.AUDIT_RUNS ?? '1');
if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`AUDIT_RUNS: ${process.env.AUDIT_RUNS} is not a whole number from 1 to 9`);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
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
  for (const [name, pathIn, onPurpose = {}] of PAGES.filter(([name]) => chosenPages.includes(name))) {
    for (const language of languages) {
      const url = `${stack.siteUrl}${pathIn(language)}`;
      const label = (languages.length > 1 || language !== 'az' ? `${name} ${language}` : name).padEnd(16);
      // A first visit warms the page's data, as almost every real visit finds it (the images' variants
      // are in the media host's bucket from the first fill).
      await (await fetch(url)).text();
      const measured: { performance: number; lcp: number; tbt: number }[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError) {
          failed = true;
          console.log(`${label} Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`);
          for (const line of logs.filter((entry) => !/"status":[23]\d\d/.test(entry)).slice(-5)) console.log(`  worker: ${line.slice(0, 600)}`);
          continue;
        }
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => audits[id]?.numericValue ?? NaN;
        measured.push({ performance: score('performance'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time') });
        console.log(
          `${label} ${String(score('performance')).padStart(4)}  ${String(score('accessibility')).padStart(4)}  ${String(score('best-practices')).padStart(4)}  ${String(score('seo')).padStart(4)}   ${metric('largest-contentful-paint').toFixed(0).padStart(6)}   ${metric('cumulative-layout-shift').toFixed(3).padStart(5)}   ${metric('total-blocking-time').toFixed(0).padStart(6)}`,
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
      if (measured.length > 1) {
        const of = (key: 'performance' | 'lcp' | 'tbt') => median(measured.map((entry) => entry[key]));
        console.log(
          `${'  median'.padEnd(16)} ${String(of('performance')).padStart(4)}${' '.repeat(21)}${of('lcp').toFixed(0).padStart(6)}${' '.repeat(11)}${of('tbt').toFixed(0).padStart(6)}`,
        );
      }
    }
  }
  console.log('Targets: performance ≥ 95 (printed), accessibility, best practices and SEO = 100 (asserted); LCP ≤ 1500 ms, CLS ≤ 0.02, TBT ≤ 100 ms.');
} finally {
  chrome.kill();
  await stack.close();
}
process.exit(failed ? 1 : 0);
