/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { cloudflare } from '@cloudflare/vite-plugin';
import ssrPlugin from 'vite-ssr-components/plugin';
import UnoCSS from 'unocss/vite';
import { presetWind4 } from 'unocss';

// Design tokens: one place for the palette, type and shapes every component uses.
const theme = {
  colors: {
    brand: { DEFAULT: '#0b5cab', dark: '#084a8a' },
    ink: '#0f172a',
    muted: '#5b6474',
    line: '#e2e8f0',
    canvas: '#f5f7fa',
    sale: '#c0262d',
  },
  font: {
    sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};

export default defineConfig({
  publicDir: 'client/public',
  plugins: [
    // Tests drive workerd through Miniflare themselves and must not start the plugin's.
    process.env.VITEST
      ? []
      : cloudflare({
          // UPSTREAM_URL and PURGE_TOKEN from the environment win over wrangler.toml (see README).
          config: (config) => ({
            vars: {
              ...config.vars,
              ...(process.env.UPSTREAM_URL ? { UPSTREAM_URL: process.env.UPSTREAM_URL } : {}),
              ...(process.env.PURGE_TOKEN ? { PURGE_TOKEN: process.env.PURGE_TOKEN } : {}),
            },
          }),
        }),
    process.env.VITEST ? [] : ssrPlugin({ hotReload: { target: ['worker/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'] } }),
    UnoCSS({
      presets: [presetWind4({ preflights: { reset: true } })],
      theme,
      content: { filesystem: ['shared/**/*.tsx', 'client/**/*.tsx'] },
      shortcuts: {
        badge: 'rounded-md px-2 py-0.5 text-xs font-semibold text-white',
        chip: 'rounded-full border border-line bg-white px-3 py-1 text-sm text-ink cursor-pointer hover:border-brand aria-pressed:bg-brand aria-pressed:text-white aria-pressed:border-brand aria-[current=true]:bg-brand aria-[current=true]:text-white focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-2',
        button: 'inline-block rounded-lg bg-brand px-4 py-2 font-medium text-white no-underline hover:bg-brand-dark',
      },
    }),
  ],
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
        rollupOptions: { input: 'client/entry.tsx' },
      },
    },
  },
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/worker/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
  },
});
