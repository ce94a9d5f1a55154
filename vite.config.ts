/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { cloudflare } from '@cloudflare/vite-plugin';
import ssrPlugin from 'vite-ssr-components/plugin';
import UnoCSS from 'unocss/vite';
import { reactTextChunks } from './build/react-text-chunks.ts';
import WaitingFirstSequencer from './tests/support/sequencer.ts';

/**
 * Writes the client build's manifest into worker/render/assets.ts when the worker is built (the client
 * is built first), so the worker knows every chunk's URL: the entry, its CSS, lazy pages.
 */
function clientManifest(): Plugin {
  return {
    name: 'client-manifest',
    // Only builds: under the dev server the worker serves the sources (worker/render/assets.ts).
    apply: 'build',
    applyToEnvironment: (environment) => environment.name !== 'client',
    transform(code) {
      const placeholder = /["']__CLIENT_MANIFEST__["']/;
      if (!placeholder.test(code)) return;
      const file = resolve(this.environment.config.root, 'dist/client/.vite/manifest.json');
      if (!existsSync(file)) this.error(`${file} is missing: the client must be built before the worker.`);
      return { code: code.replace(placeholder, () => readFileSync(file, 'utf8')), map: null };
    },
  };
}

/**
 * The browser gets messages already parsed (worker/render/messages.ts), so its build
 * takes formatjs's parser-less entry: about 9 KB less JavaScript on every page.
 */
function noMessageParserInBrowser(): Plugin {
  return {
    name: 'no-message-parser-in-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id, importer) {
      if (id !== '@formatjs/icu-messageformat-parser') return;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
    },
  };
}

/** The secrets Vite's dev server hands its Worker (scripts/dev.ts sets PURGE_TOKEN); a build reads none. */
function devSecrets(): Record<string, string> {
  const names = ['PURGE_TOKEN', 'DEBUG_TOKEN'] as const;
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}

const SHARED_STACK = 'tests/support/shared-stack.setup.ts';
const SHARED_BROWSER = 'tests/support/shared-browser.setup.ts';
const BROWSER_FILES = ['tests/e2e/**/*.test.ts', 'tests/quality/**/*.test.ts'];
/** Browser files that measure layout or time: not beside another page file (they run beside the Worker files, which mostly wait). */
const MEASURING_FILES = ['tests/quality/page-sweep.test.ts', 'tests/e2e/freshness.test.ts'];

/** A Vitest project: its files, run `maxWorkers` at a time, in the group of `groupOrder`. */
function project(
  name: string,
  groupOrder: number,
  maxWorkers: number,
  options: { include: string[]; exclude?: string[]; globalSetup?: string[]; testTimeout?: number; isolate?: boolean },
) {
  return { extends: true as const, test: { name, maxWorkers, sequence: { groupOrder }, ...options } };
}
/** A page's test loads and hydrates pages in Chromium: Vitest's 5 s is too short on a busy CPU. */
const BROWSER_TEST_TIMEOUT_MS = 30_000;
/** A Worker test waits on workerd (and some on image transforms), beside a second file on two cores. */
const WORKER_TEST_TIMEOUT_MS = 15_000;

export default defineConfig(({ command }) => ({
  publicDir: 'client/public',
  plugins: [
    // Tests drive workerd through Miniflare themselves and must not start the plugin's.
    process.env.VITEST
      ? []
      : cloudflare({
          // UPSTREAM_URL, SITE_ORIGIN and MEDIA_HOST from the environment win over wrangler.toml (see README).
          // Secrets never pass through here: what `vars` holds is written into the built
          // wrangler.json and uploaded as plain text (npm run deploy sets them with --secrets-file).
          // Only Vite's dev server (npm run dev, never a build) takes PURGE_TOKEN and DEBUG_TOKEN.
          config: (config) => ({
            vars: {
              ...config.vars,
              ...(process.env.UPSTREAM_URL ? { UPSTREAM_URL: process.env.UPSTREAM_URL } : {}),
              ...(process.env.SITE_ORIGIN ? { SITE_ORIGIN: process.env.SITE_ORIGIN } : {}),
              ...(process.env.MEDIA_HOST ? { MEDIA_HOST: process.env.MEDIA_HOST } : {}),
              ...(command === 'serve' ? devSecrets() : {}),
            },
          }),
        }),
    process.env.VITEST ? [] : clientManifest(),
    noMessageParserInBrowser(),
    reactTextChunks(),
    process.env.VITEST ? [] : ssrPlugin({ hotReload: { target: ['worker/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'] } }),
    // Design tokens, shortcuts and the shell's CSS: uno.config.ts.
    UnoCSS(),
  ],
  builder: {
    // The client first: the worker build writes the client's manifest into worker/render/assets.ts.
    async buildApp(builder) {
      const { client, ...workers } = builder.environments;
      await builder.build(client!);
      for (const worker of Object.values(workers)) await builder.build(worker);
    },
  },
  build: {
    rollupOptions: {
      // React Router marks its modules "use client" for React Server Components; a plain
      // bundle has nothing to do with that, so the warning is noise.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  environments: {
    client: {
      build: {
        manifest: true,
        rollupOptions: {
          input: 'client/entry.tsx',
          output: {
            // What every page runs, in two chunks: the libraries (React, the router, formatjs,
            // valtio) and the app's modules that the entry reaches by static imports (the shell).
            // Split into many small chunks by the pages that share them, they compress worse.
            // Pages, what only pages use, Swiper and the lightbox keep their own chunks.
            manualChunks(id, { getModuleInfo }) {
              if (/node_modules[\\/](swiper|yet-another-react-lightbox)[\\/]/.test(id)) return undefined;
              if (id.includes('node_modules')) return 'vendor';
              const seen = new Set<string>();
              const fromEntry = (module: string): boolean => {
                if (seen.has(module)) return false;
                seen.add(module);
                return (getModuleInfo(module)?.importers ?? []).some((importer) => importer.endsWith('client/entry.tsx') || fromEntry(importer));
              };
              return !id.endsWith('client/entry.tsx') && fromEntry(id) ? 'app' : undefined;
            },
          },
        },
      },
    },
  },
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // Without Vitest's durations (a fresh clone), the files that say they wait longest start first, not the biggest.
    sequence: { sequencer: WaitingFirstSequencer },
    // What a page test polls for (the next list after a client navigation, a result after a
    // debounce) comes as soon as it can; on a busy two-core machine that may be past Vitest's 1 s.
    expect: { poll: { timeout: 5_000 } },
    // Unit tests sit beside their sources; tests/ holds those of the site as a whole, and
    // reference-api/tests those of the reference API's Worker. The worker and browser projects run
    // the Workers from dist/ (`npm run build` first); the default site + reference API stack and
    // the browser are started once per run and shared by the files of every project that names
    // their setup (tests/support/run-shared.ts). Groups run one after the other (Vitest gives a
    // group one pool): first unit and page files, two at a time (each page
    // file keeps a core busy with Chromium; three at a time was about 10 % faster, but page tests
    // that type against a debounce or wait for a client navigation then missed their moments on
    // two cores); then the Worker files, four at a time, since they mostly wait (on workerd, a
    // queue's retry, a purge's rate limit) rather than compute, and beside them, not beside the
    // other page files, the pages' files that measure layout or time (tests/quality/page-sweep.test.ts,
    // tests/e2e/freshness.test.ts): beside a second Chromium on two cores what they measure would be
    // the starved CPU's, while the Worker files leave them a core (run after the Worker files, they
    // had added two minutes to the run; beside them, under one).
    // The Worker and page files share their process (isolate: false): they talk to workerd and
    // Chromium only, and a fresh process per file spent a minute of CPU importing Playwright and
    // Miniflare again.
    projects: [
      project('unit', 0, 2, {
        include: ['shared/**/*.test.{ts,tsx}', 'worker/**/*.test.ts', 'build/**/*.test.ts', 'reference-api/src/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
      }),
      project('worker', 1, 4, {
        include: ['tests/worker/**/*.test.ts', 'reference-api/tests/**/*.test.ts'],
        globalSetup: [SHARED_STACK],
        testTimeout: WORKER_TEST_TIMEOUT_MS,
        isolate: false,
      }),
      project('browser', 0, 2, {
        include: BROWSER_FILES,
        exclude: MEASURING_FILES,
        globalSetup: [SHARED_STACK, SHARED_BROWSER],
        testTimeout: BROWSER_TEST_TIMEOUT_MS,
        isolate: false,
      }),
      project('browser-measuring', 1, 4, { include: MEASURING_FILES, globalSetup: [SHARED_STACK, SHARED_BROWSER], testTimeout: BROWSER_TEST_TIMEOUT_MS }),
      // Last: it builds dist/ again, with every secret in the environment (none may reach a built file).
      project('built', 3, 1, { include: ['tests/built/**/*.test.ts'] }),
    ],
  },
}));
