/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { cloudflare } from '@cloudflare/vite-plugin';
import ssrPlugin from 'vite-ssr-components/plugin';
import UnoCSS from 'unocss/vite';
import { presetWind4 } from 'unocss';
import { reactTextChunks } from './scripts/react-text-chunks.ts';

// Design tokens: one place for the palette, type, spacing and shapes every component uses.
const BRAND = '#0b5cab';
const INK = '#0f172a';
const theme = {
  colors: {
    brand: { DEFAULT: BRAND, dark: '#084a8a', light: '#e7f0fa', 200: '#9cc8f5' },
    ink: INK,
    muted: '#5b6474',
    line: '#e2e8f0',
    canvas: '#f5f7fa',
    sale: '#c0262d',
    success: '#15803d',
  },
  font: {
    sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  text: {
    display: { fontSize: '2.5rem', lineHeight: '1.15' },
  },
  spacing: {
    // The page gutter: 16 px on phones, 24 px from 640 px, 32 px from 1024 px (see `shell`).
    gutter: '1rem',
    'gutter-sm': '1.5rem',
    'gutter-lg': '2rem',
  },
  container: {
    shell: '80rem',
  },
  shadow: {
    card: '0 1px 2px rgb(15 23 42 / 0.06), 0 1px 3px rgb(15 23 42 / 0.08)',
    menu: '0 12px 32px -8px rgb(15 23 42 / 0.22), 0 4px 8px -4px rgb(15 23 42 / 0.1)',
  },
};

// Patterns that utilities do not express well: disclosure dialogs (a <details> whose summary is
// the mask while open), the hover/focus mega menu (display: none while closed, so its images load
// only when it opens), the banner's cross-fade, sliding titles.
const shellCss = `
html { scroll-padding-top: 5rem; -webkit-tap-highlight-color: transparent; }
:focus-visible { outline: 2px solid ${BRAND}; outline-offset: 2px; }
.on-dark :focus-visible { outline-color: #fff; }
summary { list-style: none; cursor: pointer; }
summary::-webkit-details-marker { display: none; }
details[open] > summary .disclosure-chevron { transform: rotate(180deg); }
.disclosure-chevron, .mega-chevron { transition: transform .2s ease; }

.dialog-disclosure[open] > summary::before {
  content: ''; position: fixed; inset: 0; z-index: 40; cursor: default;
  background: rgb(15 23 42 / 0.55); /* ink at 55 % */
}
.dialog-panel { z-index: 50; outline: none; }
.sheet-left { transition: transform .25s ease-out; }
.sheet-down { transition: transform .2s ease-out, opacity .2s ease-out; }
@starting-style {
  .dialog-disclosure[open] > .sheet-left { transform: translateX(-100%); }
  .dialog-disclosure[open] > .sheet-down { transform: translateY(-1rem); opacity: 0; }
}

.mega-panel { display: none; z-index: 40; transition: opacity .15s ease, transform .15s ease; }
.mega-item:hover > .mega-panel, .mega-item:focus-within > .mega-panel { display: block; }
@starting-style { .mega-item:hover > .mega-panel, .mega-item:focus-within > .mega-panel { opacity: 0; transform: translateY(-0.25rem); } }
.mega-item:hover .mega-chevron, .mega-item:focus-within .mega-chevron { transform: rotate(180deg); }
.mega-item[data-suppressed] > .mega-panel { display: none; }
.mega-item[data-suppressed] .mega-chevron { transform: none; }

.banner-message { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;
  opacity: 0; visibility: hidden; transform: translateY(0.75rem);
  transition: opacity var(--banner-speed) ease, transform var(--banner-speed) ease, visibility var(--banner-speed); }
.banner-message[data-active] { opacity: 1; visibility: visible; transform: none; }

.title-slide { display: block; overflow: hidden; white-space: nowrap; container-type: inline-size;
  mask-image: linear-gradient(to right, #000 85%, transparent); }
.title-slide > span { display: inline-block; transition: transform 2.4s linear; }
a:hover .title-slide, a:focus-visible .title-slide { mask-image: none; }
a:hover .title-slide > span, a:focus-visible .title-slide > span { transform: translateX(min(0px, calc(100cqw - 100%))); }

.nav-link { position: relative; }
.nav-link[aria-current=page]::after { content: ''; position: absolute; inset-inline: .75rem; bottom: .125rem; height: 2px;
  border-radius: 1px; background: currentColor; }

.skip-link { position: fixed; left: 1rem; top: -4rem; z-index: 60; padding: .75rem 1rem; border-radius: .5rem;
  background: ${INK}; color: #fff; font-weight: 600; }
.skip-link:focus { top: 1rem; }
/* Controls that only a page without JavaScript needs: hidden by CSS from the first paint, so
   hydration changes no layout. */
@media (scripting: enabled) { .without-scripting { display: none !important; } }
.navigation-progress { position: fixed; inset-inline: 0; top: 0; z-index: 70; height: 3px; overflow: hidden; }
.navigation-progress::after { content: ''; position: absolute; inset-block: 0; width: 40%; background: ${BRAND};
  animation: navigation-progress 1.1s ease-in-out infinite; }
@keyframes navigation-progress { from { left: -40%; } to { left: 100%; } }
/* Slider arrows (hero, new arrivals), over the slides' edges. */
.slider-arrow { position: absolute; top: 50%; z-index: 10; transform: translateY(-50%); display: inline-flex; align-items: center;
  justify-content: center; width: 44px; height: 44px; border: 1px solid #e2e8f0; border-radius: 9999px; background: #fff;
  color: ${INK}; cursor: pointer; box-shadow: 0 2px 8px rgba(0,0,0,.12); }
.slider-arrow:hover { color: ${BRAND}; }
/* Two native range inputs on one track: only their thumbs take the pointer, so both stay reachable. */
.price-range input[type=range] { position: absolute; inset: 0; width: 100%; margin: 0; background: none; pointer-events: none;
  appearance: none; -webkit-appearance: none; }
.price-range input[type=range]::-webkit-slider-thumb { pointer-events: auto; -webkit-appearance: none; width: 20px; height: 20px;
  border-radius: 50%; background: #fff; border: 2px solid ${BRAND}; cursor: pointer; }
.price-range input[type=range]::-moz-range-thumb { pointer-events: auto; width: 16px; height: 16px; border-radius: 50%;
  background: #fff; border: 2px solid ${BRAND}; cursor: pointer; }
.price-range input[type=range]::-webkit-slider-runnable-track { background: none; }
.price-range input[type=range]::-moz-range-track { background: none; }

@media (prefers-reduced-motion: reduce) {
  *, ::before, ::after { transition-duration: 0s !important; animation-duration: 0s !important; scroll-behavior: auto !important; }
  .navigation-progress::after { width: 100%; left: 0; animation: none; }
  .title-slide { white-space: normal; mask-image: none; }
}
`;

/**
 * Writes the client build's manifest into worker/assets.ts when the worker is built (the client
 * is built first), so the worker knows every chunk's URL: the entry, its CSS, lazy pages.
 */
function clientManifest(): Plugin {
  return {
    name: 'client-manifest',
    // Only builds: under the dev server the worker serves the sources (worker/assets.ts).
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
 * The browser gets messages already parsed (shared/components/page-messages.tsx), so its build
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

export default defineConfig({
  publicDir: 'client/public',
  plugins: [
    // Tests drive workerd through Miniflare themselves and must not start the plugin's.
    process.env.VITEST
      ? []
      : cloudflare({
          // UPSTREAM_URL, PURGE_TOKEN and SITE_ORIGIN from the environment win over wrangler.toml (see README).
          config: (config) => ({
            vars: {
              ...config.vars,
              ...(process.env.UPSTREAM_URL ? { UPSTREAM_URL: process.env.UPSTREAM_URL } : {}),
              ...(process.env.PURGE_TOKEN ? { PURGE_TOKEN: process.env.PURGE_TOKEN } : {}),
              ...(process.env.SITE_ORIGIN ? { SITE_ORIGIN: process.env.SITE_ORIGIN } : {}),
            },
          }),
        }),
    process.env.VITEST ? [] : clientManifest(),
    noMessageParserInBrowser(),
    reactTextChunks(),
    process.env.VITEST ? [] : ssrPlugin({ hotReload: { target: ['worker/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'] } }),
    UnoCSS({
      presets: [presetWind4({ preflights: { reset: true } })],
      theme,
      preflights: [{ getCSS: () => shellCss }],
      content: { filesystem: ['shared/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}'] },
      shortcuts: {
        shell: 'mx-auto w-full max-w-shell px-gutter sm:px-gutter-sm lg:px-gutter-lg',
        badge: 'rounded-md px-2 py-0.5 text-xs font-semibold text-white',
        chip: 'rounded-full border border-line bg-white px-3 py-1 text-sm text-ink cursor-pointer hover:border-brand aria-pressed:bg-brand aria-pressed:text-white aria-pressed:border-brand aria-[current=true]:bg-brand aria-[current=true]:text-white',
        btn: 'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold no-underline transition-colors',
        'btn-primary': 'btn bg-brand text-white hover:bg-brand-dark',
        'btn-outline': 'btn border border-line bg-white text-ink hover:border-brand hover:text-brand',
        button: 'btn-primary',
        'icon-btn': 'inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-canvas hover:text-brand',
        'nav-link': 'flex items-center gap-1 rounded-md px-3 py-2 text-[0.9375rem] font-medium text-ink hover:text-brand aria-[current=page]:text-brand',
        'panel-link': 'flex rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-canvas aria-[current=page]:bg-brand-light aria-[current=page]:text-brand',
        'focus-ring': 'focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-2',
        'search-field': 'w-full border border-line bg-canvas pl-4 text-ink placeholder:text-muted focus:border-brand focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/30',
        'search-submit': 'absolute top-1/2 -translate-y-1/2 inline-flex items-center justify-center rounded-full bg-brand text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-line disabled:text-muted',
      },
    }),
  ],
  builder: {
    // The client first: the worker build writes the client's manifest into worker/assets.ts.
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
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/worker/**/*.test.ts',
      'tests/e2e/**/*.test.ts',
      'tests/quality/**/*.test.ts',
    ],
  },
});
