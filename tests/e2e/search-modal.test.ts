// The search modal's live results in a real Chromium against the whole stack (site Worker, its
// KV cache, the reference API), with a proxy between the site and the API that stages slow and
// failing upstream answers: an answer to an older term never replaces a newer one, and an
// upstream failure shows the error text until a term that works shows results again. In az
// and ru, with no unexpected console error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, ConsoleMessage, Page, Request } from 'playwright-core';
import { createIntl } from '@formatjs/intl';
import { startStack, type Stack } from '../../build/local-stack.ts';
import { seedData } from '../../reference-api/seed/index.ts';
import { foldForSearch } from '../../reference-api/src/text.ts';
import { SEARCH_MODAL_LIMIT, type Language } from '../../shared/constants.ts';
import { texts } from '../support/messages.ts';
import { connectChromium } from '../support/site-and-browser.ts';
import { gate, startUpstreamProxy, type UpstreamProxy } from '../../build/upstream-proxy.ts';

const PHONE = { width: 390, height: 844 };
/** A term no product matches (each language's test holds it back once, so it is never a cache hit). */
const NO_MATCH_BY_LANGUAGE = { az: 'qqzzxxaz', ru: 'qqzzxxru' } as const;

// Each term is used by one test only, so no answer comes from the site's KV cache.
const TERMS = {
  az: { older: 'printer', newer: 'skaner', failing: 'displey', dropped: 'monitor', working: 'tərəzi' },
  ru: { older: 'принтер', newer: 'сканер', failing: 'дисплей', dropped: 'монитор', working: 'весы' },
} as const;
/** How long the proxy holds a staged answer at most: the test opens it sooner, even on a busy CPU. */
const HOLD_MS = 25_000;
const STAGED_FAILURES = new Set<string>(Object.values(TERMS).flatMap((terms) => [terms.failing, terms.dropped]));

let api: Stack;
let site: Stack;
let proxy: UpstreamProxy;
let browser: Browser;
const contexts: BrowserContext[] = [];
const problems: string[] = [];

beforeAll(async () => {
  [api, browser] = await Promise.all([startStack({ site: false, persistDir: false, apiPort: 0, port: 0, onLog: () => {} }), connectChromium()]);
  proxy = await startUpstreamProxy(api.upstreamUrl);
  // The upstream answers the searches here (the Worker's search off), so the proxy can hold and fail
  // them: what is tested is how the modal handles late and failed answers, wherever they come
  // from. search-inflected.test.ts tests the Worker's search itself.
  site = await startStack({ upstreamUrl: proxy.url, persistDir: false, port: 0, onLog: () => {}, siteVars: { SEARCH_INDEX_MAX_PRODUCTS: '0' } });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await proxy?.close();
  await api?.close();
});

/** The browser's report of a failed /_api search for a term whose upstream failure the test staged. */
function stagedFailure(message: ConsoleMessage): boolean {
  const { url } = message.location();
  if (!message.text().startsWith('Failed to load resource') || !url.includes('/_api/')) return false;
  return STAGED_FAILURES.has(new URL(url).searchParams.get('search') ?? '');
}

async function openPhone(): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  contexts.push(context);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && stagedFailure(message)) return;
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text()))) {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return page;
}

/** Home, hydrated, with the search modal open and its field focused. */
async function openModal(page: Page, language: Language) {
  await page.goto(`${site.siteUrl}/${language}/`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  const modal = page.getByTestId('search-modal');
  await modal.locator('> summary').click();
  const input = modal.getByRole('searchbox');
  await expect.poll(() => input.evaluate((element) => element === document.activeElement), { timeout: 5000 }).toBe(true);
  return { modal, input };
}

/**
 * The browser's /_api searches by term: sent, answered (the status, once the headers are in) and
 * ended (read to the end, or failed).
 */
function apiSearches(page: Page) {
  const sent = new Set<string>();
  const answered = new Map<string, number>();
  const ended = new Set<string>();
  const term = (url: string) => (url.includes('/_api/') ? new URL(url).searchParams.get('search') : null);
  page.on('request', (request) => {
    const found = term(request.url());
    if (found) sent.add(found);
  });
  page.on('response', (response) => {
    const found = term(response.url());
    if (found) answered.set(found, response.status());
  });
  const end = (request: Request) => {
    const found = term(request.url());
    if (found) ended.add(found);
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return { sent, answered, ended };
}

/** The demo products whose title contains the term, as the reference API searches. */
function matches(language: Language, term: string): string[] {
  const folded = foldForSearch(term, language);
  return seedData.products.map((product) => product.title[language]).filter((title) => foldForSearch(title, language).includes(folded));
}

describe.each(['az', 'ru'] as const)('search modal in %s', (language) => {
  const t = texts[language];
  const intl = createIntl({ locale: language, messages: t });
  const countText = (count: number) => intl.formatMessage({ id: 'search.count' }, { count });
  const terms = TERMS[language];

  /** The modal shows `term`'s results: at most five of its products, and its count. */
  async function expectResultsOf(modal: ReturnType<Page['getByTestId']>, term: string) {
    const expected = matches(language, term);
    const shown = await modal.getByTestId('search-result').locator('a').allInnerTexts();
    expect(shown).toHaveLength(Math.min(SEARCH_MODAL_LIMIT, expected.length));
    expect(expected).toEqual(expect.arrayContaining(shown));
    expect(await modal.getByTestId('search-count').innerText()).toBe(countText(expected.length));
  }

  it('never lets the answer to an older term replace the answer to a newer one', async () => {
    const { older, newer } = terms;
    // Both terms find products, different ones and a different number of them.
    expect(matches(language, older).length).toBeGreaterThan(SEARCH_MODAL_LIMIT);
    expect(matches(language, newer).length).toBeGreaterThan(0);
    expect(matches(language, older).length).not.toBe(matches(language, newer).length);
    expect(matches(language, older).filter((title) => matches(language, newer).includes(title))).toEqual([]);

    const held = gate(HOLD_MS);
    proxy.setRule((url) => (url.searchParams.get('search') === older ? { hold: held.promise } : undefined));
    try {
      const page = await openPhone();
      const browserSearches = apiSearches(page);
      const { modal, input } = await openModal(page, language);

      await input.fill(older);
      // The debounced search for the older term has gone all the way to the upstream, which holds it.
      await expect.poll(() => proxy.searches(older).length, { timeout: 5000 }).toBe(1);
      expect(await modal.getByTestId('search-loading').count()).toBe(1);

      await input.fill(newer);
      await expect.poll(() => modal.getByTestId('search-result').count(), { timeout: 5000 }).toBeGreaterThan(0);
      await expectResultsOf(modal, newer);
      expect(proxy.searches(older)[0]!.outcome).toBeUndefined();
      expect(proxy.searches(newer).map((call) => call.outcome)).toEqual(['passed']);

      // Now the older term's answer comes back, late, through the whole stack.
      held.open();
      await expect.poll(() => proxy.searches(older)[0]!.outcome, { timeout: 5000 }).toMatch(/passed|aborted/);
      expect(browserSearches.sent).toContain(older);
      await expect.poll(() => browserSearches.ended.has(older), { timeout: 5000 }).toBe(true);
      // Give React a moment to render whatever that answer could have changed.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
      await expectResultsOf(modal, newer);
      expect(await modal.getByTestId('search-loading').count()).toBe(0);
      expect(await modal.getByTestId('search-error').count()).toBe(0);
    } finally {
      held.open();
      proxy.setRule(() => undefined);
    }
  }, 40_000);

  it('shows the error text when the upstream fails, results again for a term that works, the loading text, and not found', async () => {
    const { failing, dropped, working } = terms;
    const NO_MATCH = NO_MATCH_BY_LANGUAGE[language];
    expect(matches(language, working).length).toBeGreaterThan(0);
    proxy.setRule((url) => {
      const search = url.searchParams.get('search');
      if (search === failing) return { status: 500 };
      if (search === dropped) return { drop: true };
      return undefined;
    });
    try {
      const page = await openPhone();
      const browserSearches = apiSearches(page);
      const { modal, input } = await openModal(page, language);
      const expectError = async () => {
        const error = modal.getByTestId('search-error');
        expect(await error.innerText()).toBe(t['search.error']);
        expect(await modal.getByTestId('search-result').count()).toBe(0);
        expect(await modal.getByTestId('search-count').count()).toBe(0);
        expect(await modal.getByTestId('search-see-all').count()).toBe(0);
        expect(await modal.getByTestId('search-loading').count()).toBe(0);
      };

      // The upstream answers 500.
      await input.fill(failing);
      await expect.poll(() => modal.getByTestId('search-error').count(), { timeout: 5000 }).toBe(1);
      await expectError();
      expect(proxy.searches(failing).map((call) => call.status)).toEqual([500]);
      await expect.poll(() => browserSearches.answered.get(failing)).toBe(502);
      // Its retry button asks again, says it is loading while it waits (the upstream holds the
      // answer here), and says so again when the upstream still fails.
      const retried = gate(HOLD_MS);
      proxy.setRule((url) => (url.searchParams.get('search') === failing ? { status: 500, after: retried.promise } : undefined));
      await modal.getByTestId('search-retry').click();
      await expect.poll(() => proxy.searches(failing).length, { timeout: 5000 }).toBe(2);
      expect(await modal.getByTestId('search-loading').innerText()).toBe(t['search.loading']);
      expect(await modal.getByTestId('search-error').count()).toBe(0);
      retried.open();
      await expect.poll(() => modal.getByTestId('search-error').count(), { timeout: 5000 }).toBe(1);
      await expectError();
      expect(proxy.searches(failing).map((call) => call.status)).toEqual([500, 500]);

      // The upstream drops the connection (the site tries once more, then gives up).
      proxy.setRule((url) => (url.searchParams.get('search') === dropped ? { drop: true } : undefined));
      await input.fill(dropped);
      await expect.poll(() => browserSearches.answered.get(dropped), { timeout: 5000 }).toBe(502);
      await expect.poll(() => modal.getByTestId('search-error').count(), { timeout: 5000 }).toBe(1);
      await expectError();
      expect(proxy.searches(dropped).length).toBeGreaterThan(0);
      expect(proxy.searches(dropped).every((call) => call.outcome === 'dropped')).toBe(true);

      // A term the upstream answers brings the results back.
      await input.fill(working);
      await expect.poll(() => modal.getByTestId('search-result').count(), { timeout: 5000 }).toBeGreaterThan(0);
      await expectResultsOf(modal, working);
      expect(await modal.getByTestId('search-error').count()).toBe(0);
      // The loading text shows while a search is under way (the upstream holds it here)…
      const held = gate(HOLD_MS);
      proxy.setRule((url) => (url.searchParams.get('search') === NO_MATCH ? { hold: held.promise } : undefined));
      expect(matches(language, NO_MATCH)).toEqual([]);
      await input.fill(NO_MATCH);
      await expect.poll(() => proxy.searches(NO_MATCH).length, { timeout: 5000 }).toBe(1);
      expect(await modal.getByTestId('search-loading').innerText()).toBe(t['search.loading']);
      // …and a term that matches nothing says so, without a count or a see-all link.
      held.open();
      await expect.poll(() => modal.getByTestId('search-not-found').count(), { timeout: 5000 }).toBe(1);
      expect(await modal.getByTestId('search-not-found').innerText()).toBe(t['search.notFound']);
      // It says what to try instead, with a way to the whole list.
      expect(await modal.getByTestId('search-not-found-hint').innerText()).toBe(t['search.notFoundHint']);
      expect(await modal.getByRole('link', { name: t['nav.allProducts'] }).getAttribute('href')).toBe(`/${language}/products`);
      expect(await modal.getByTestId('search-count').count()).toBe(0);
      expect(await modal.getByTestId('search-see-all').count()).toBe(0);
      expect(await modal.getByTestId('search-loading').count()).toBe(0);
    } finally {
      proxy.setRule(() => undefined);
    }
  }, 40_000);
});

it('logs no console error or hydration warning other than the staged upstream failures', () => {
  expect(problems).toEqual([]);
});
