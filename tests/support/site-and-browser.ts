// The built site with the reference API (in memory) or a fake upstream, and a Chromium whose
// pages record console problems, started once for a test file (or a describe).
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page, Response } from 'playwright-core';
import { startStack, type Stack, type StackOptions } from '../../build/local-stack.ts';
import { launchChromium } from './chromium.ts';
import { startFakeUpstream, withAnswers, type Answers, type FakeUpstream, type Route } from './fake-upstream.ts';

export interface SiteOptions extends StackOptions {
  /** Puts a fake upstream answering this route in place of the reference API. */
  upstream?: Route;
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

/** The built site on the reference API or on a fake upstream; other options go to startStack. */
export function useSite({ upstream: route, ...options }: SiteOptions = {}): Site {
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
  beforeAll(async () => {
    if (route) state.upstream = await startFakeUpstream(withAnswers(() => site.answers, route));
    state.stack = await startStack({
      persistDir: false,
      port: 0,
      apiPort: 0,
      onLog: () => {},
      ...options,
      upstreamUrl: state.upstream?.url ?? options.upstreamUrl,
    });
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
          if (message.type() !== 'error' && !(message.type() === 'warning' && /hydrat/i.test(message.text()))) return;
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
    browser = await launchChromium();
  }, 60_000);
  afterAll(() => browser?.close());
  return site;
}

/** Opens url and waits until React has hydrated the page; returns the document's response. */
export async function hydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return response;
}
