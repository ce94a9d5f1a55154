// Vitest globalSetup: one site + reference API stack (in memory) for every test file of the run
// that uses the default stack unchanged (useSite() / useSiteAndBrowser() without options), in
// every project that names this setup (started once for them all: tests/support/run-shared.ts), so
// each of those files skips starting two workerd processes. Files share it at the same time, and
// the projects one after the other, so they only read it: a test that changes the reference API's
// data, reads its D1 or counts on being the first to ask for something asks for a stack of its own
// (`own: true`).
import type { TestProject } from 'vitest/node';
import { startStack } from '../../build/local-stack.ts';
import { runShared } from './run-shared.ts';
import { searchIndexBuilt } from './search-built.ts';

export interface SharedStack {
  siteUrl: string;
  apiUrl: string;
  upstreamUrl: string;
  purgeToken: string;
  adminToken: string;
  debugToken: string;
  mediaUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedStack: SharedStack;
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const { value, close } = await runShared<SharedStack>('stack', async () => {
    const stack = await startStack({ persistDir: false, port: 0, apiPort: 0, onLog: () => {} });
    const { siteUrl, apiUrl, upstreamUrl, purgeToken, adminToken, debugToken, mediaUrl } = stack;
    // As after a deploy's first searches: every file sees search as visitors do once it is built.
    await searchIndexBuilt(siteUrl!, debugToken);
    return {
      value: { siteUrl: siteUrl!, apiUrl: apiUrl!, upstreamUrl, purgeToken, adminToken, debugToken, mediaUrl: mediaUrl! },
      close: () => stack.close(),
    };
  });
  project.provide('sharedStack', value);
  return close;
}
