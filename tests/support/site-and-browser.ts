// The built site with the reference API (in memory) or a fake upstream, and a Chromium whose
// pages record console problems: the default stack and the browser are the run's shared ones
// (tests/support/shared-stack.setup.ts, shared-browser.setup.ts), any other stack is started
// once for a test file (or a describe).
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page, type Response } from 'playwright-core';
import { startStack, type Stack, type StackOptions } from '../../build/local-stack.ts';
import { launchChromium } from '../../build/chromium.ts';
import { startFakeUpstream, withAnswers, type Answers, type FakeUpstream, type Route } from '../../build/fake-upstream.ts';

export interface SiteOptions extends StackOptions {
  /** Puts a fake upstream answering this route in place of the reference API. */
  upstream?: Route;
  /**
   * A stack of its own rather than the run's shared one (or, with only site-side options, a site
   * Worker on the shared reference API): for tests that change the reference API's data, read its
   * D1 (stack.api), or count on being the first to ask for something.
   */
  own?: boolean;
}

export interface Site {
  readonly stack: Stack;
  /** The site's origin (the reference API's with `site: false`). */
  readonly url: string;
  /** The fake upstream, when `upstream` was given. */
  readonly upstream: FakeUpstream;
  /** The fake upstream's answers by path for this test, before its route; cleared before each test. */
  answers: Answers;
}

/** Options that change only the site Worker, so that its stack can use the shared reference API. */
const SITE_SIDE_OPTIONS = ['siteVars', 'siteRequestOrigin', 'workersCache'];

/** The built site on the reference API or on a fake upstream; other options go to startStack. */
export function useSite({ upstream: route, own = false, ...options }: SiteOptions = {}): Site {
  const state = { stack: undefined as Stack | undefined, upstream: undefined as FakeUpstream | undefined };
  const site: Site = {
    get stack() {
      return state.stack!;
    },
    get url() {
      return (state.stack!.siteUrl ?? state.stack!.apiUrl)!;
    },
    get upstream() {
      return state.upstream!;
    },
    answers: {},
  };
  const given = Object.keys(options);
  beforeAll(async () => {
    const shared = own || route ? undefined : inject('sharedStack');
    if (shared && given.length === 0) {
      state.stack = {
        ...shared,
        workerUrl: shared.siteUrl,
        workersCache: undefined,
        mediaFill: undefined,
        api: undefined,
        site: undefined,
        close: async () => {},
      };
      return;
    }
    // A site Worker of its own that only differs on the site's side reads the shared reference API.
    const sharedApi = shared && given.every((option) => SITE_SIDE_OPTIONS.includes(option)) ? shared : undefined;
    if (route) state.upstream = await startFakeUpstream(withAnswers(() => site.answers, route));
    // A scripted upstream names no demo photos: no media host, so purges queue no scans of its
    // lists (which would add to the upstream calls its tests count), unless a test gives one.
    const scripted = route ? { fillMedia: false, siteVars: { MEDIA_HOST: '', ...options.siteVars } } : {};
    const stack = await startStack({
      persistDir: false,
      port: 0,
      apiPort: 0,
      onLog: () => {},
      ...options,
      ...scripted,
      upstreamUrl: state.upstream?.url ?? options.upstreamUrl ?? sharedApi?.upstreamUrl,
    });
    state.stack = sharedApi ? { ...stack, apiUrl: sharedApi.apiUrl, adminToken: sharedApi.adminToken } : stack;
  }, 60_000);
  afterAll(async () => {
    await state.stack?.close();
    await state.upstream?.close();
  });
  if (route)
    beforeEach(() => {
      site.answers = {};
    });
  return site;
}

export interface PageOptions extends BrowserContextOptions {
  /** Console messages that are no problem (e.g. a failed load a test provokes on purpose). */
  allow?: (message: ConsoleMessage, page: Page) => boolean;
}

export interface SiteAndBrowser extends Site {
  readonly browser: Browser;
  /** Console errors, hydration warnings and uncaught errors of the pages opened with open(). */
  readonly problems: string[];
  /** A page in a fresh context (1280×900 unless told) that records its console problems. */
  open(options?: PageOptions): Promise<Page>;
  /** Closes the contexts of the pages opened so far, so that their last messages are in. */
  closePages(): Promise<void>;
}

/** useSite and a Chromium; `allow` exempts console messages on every page. */
export function useSiteAndBrowser({ allow: allowEverywhere, ...options }: SiteOptions & Pick<PageOptions, 'allow'> = {}): SiteAndBrowser {
  const contexts: BrowserContext[] = [];
  let browser: Browser | undefined;
  const problems: string[] = [];
  const site = Object.defineProperties(useSite(options), {
    browser: { get: () => browser! },
    problems: { value: problems },
    open: {
      async value({ allow, ...contextOptions }: PageOptions = {}) {
        const context = await browser!.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
        contexts.push(context);
        const page = await context.newPage();
        page.on('console', (message) => {
          // Warnings that count: hydration mismatches, and features of our Permissions-Policy the browser does not know.
          if (message.type() !== 'error' && !(message.type() === 'warning' && /hydrat|Permissions-Policy/i.test(message.text()))) return;
          if (allowEverywhere?.(message, page) || allow?.(message, page)) return;
          problems.push(`${message.location().url || page.url()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
        return page;
      },
    },
    closePages: { value: () => Promise.all(contexts.map((context) => context.close())).then(() => {}) },
  }) as SiteAndBrowser;
  beforeAll(async () => {
    browser = await connectChromium();
  }, 60_000);
  afterAll(() => browser?.close());
  return site;
}

/** The run's shared Chromium (closing it disconnects and closes this file's contexts), else a new one. */
export function connectChromium(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  return endpoint ? chromium.connect(endpoint) : launchChromium({ headlessShell: true });
}

/** Opens url and waits until React has hydrated the page; returns the document's response. */
export async function hydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return response;
}

/**
 * Starts watching the page's requests; the function it returns resolves once none is under way
 * and two more frames have been laid out without a new one (what the page asked for after
 * hydration, a lazy chunk, an image, a map, has come), without networkidle's fixed 500 ms.
 */
export function watchRequests(page: Page): () => Promise<void> {
  const open = new Set<unknown>();
  let started = 0;
  page.on('request', (request) => {
    open.add(request);
    started++;
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return async () => {
    for (;;) {
      while (open.size > 0) await page.waitForTimeout(20);
      const before = started;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
      if (open.size === 0 && started === before) return;
    }
  };
}

/** A document answered 404 or 503 is no console problem: the tests check those statuses themselves. */
export const statusPageAllowed = (message: ConsoleMessage, page: Page): boolean =>
  /Failed to load resource/.test(message.text()) && message.location().url === page.url() && /status of (404|503)/.test(message.text());

/**
 * An init script (injected by the browser's DevTools protocol, which the page's CSP does not
 * govern, and run before any of the page's own code): records every CSP violation the document
 * reports, for cspViolations.
 */
export function observeViolations() {
  const seen: string[] = [];
  (window as unknown as { __violations: string[] }).__violations = seen;
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
  );
}

/** The CSP violations the page's document has reported since the last call (observeViolations). */
export const cspViolations = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations.splice(0));
