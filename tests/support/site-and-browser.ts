// The built site with the reference API (in memory) and a Chromium, started once for a test file.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startStack, type Stack } from '../../scripts/local-stack.ts';
import { launchChromium } from './chromium.ts';

export function useSiteAndBrowser(): { readonly stack: Stack; readonly browser: Browser } {
  const context = {} as { stack: Stack; browser: Browser };
  beforeAll(async () => {
    context.stack = await startStack({ persistDir: false, port: 0, apiPort: 0, onLog: () => {} });
    context.browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await context.browser?.close();
    await context.stack?.close();
  });
  return context;
}
