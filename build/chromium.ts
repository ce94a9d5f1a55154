// Finds a Chromium for the end-to-end tests: CHROME_PATH, then the usual system paths.
// There is no silent skip: without a browser the tests fail and say how to install one.
// The tests take Chromium's headless shell when it is there (Debian's chromium-headless-shell:
// the same engine without the full browser's UI layers, what Playwright itself runs headless):
// the browser project took 224 s in it against 378 s in the full browser on two cores, with the
// same visual baselines and a layout-shift gate that still fails on a shift. Lighthouse and the
// benches keep the full browser, which is what visitors run.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** Chromium's headless shell, first for the tests when they ask for it (CHROME_PATH still wins). */
const HEADLESS_SHELL_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'];

export function findChromium({ headlessShell = false }: { headlessShell?: boolean } = {}): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, which does not exist.`);
  }
  const found = [...(headlessShell ? HEADLESS_SHELL_CANDIDATES : []), ...CANDIDATES].find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium chromium-headless-shell`) ' +
      'or set CHROME_PATH to a Chrome or Chromium executable. `npx playwright install` is not needed.',
  );
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A Chromium of its own; `headlessShell` for tests (see findChromium). */
export function launchChromium({ headlessShell = false }: { headlessShell?: boolean } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium({ headlessShell }), args: CHROMIUM_ARGS });
}

/** The URL of the page's largest contentful paint, when it is an image (the image it shows, from its srcset). */
export function lcpImageUrl(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element; url?: string };
          resolve((last.element as HTMLImageElement | undefined)?.currentSrc ?? last.url ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}
