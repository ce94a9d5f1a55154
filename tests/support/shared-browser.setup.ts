// Vitest globalSetup: one Chromium for every browser test file of the run (started once for every
// project that names this setup: tests/support/run-shared.ts), which connect to it and open their
// own contexts (cookies, storage and cache are per context), instead of each file launching a
// browser of its own.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from '../../build/chromium.ts';
import { runShared } from './run-shared.ts';

export default async function setup(project: TestProject) {
  const { value, close } = await runShared('browser', async () => {
    const server = await chromium.launchServer({ executablePath: findChromium({ headlessShell: true }), args: CHROMIUM_ARGS });
    return { value: server.wsEndpoint(), close: () => server.close() };
  });
  project.provide('browserEndpoint', value);
  return close;
}
