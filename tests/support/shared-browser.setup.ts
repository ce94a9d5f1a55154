// Vitest globalSetup: one Chromium for every browser test file, which connect to it and open
// their own contexts (cookies, storage and cache are per context), instead of each file
// launching a browser of its own.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from '../../build/chromium.ts';

export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({ executablePath: findChromium({ headlessShell: true }), args: CHROMIUM_ARGS });
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
