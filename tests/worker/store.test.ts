// worker/store/'s tiers keep one contract (tests/support/tier-contract.ts) on workerd, where the
// location's cache and KV are Miniflare's: every case on every adapter, each in a fresh key space.
import { build } from 'esbuild';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADAPTERS, TIER_CONTRACT } from '../support/tier-contract.ts';

let miniflare: Miniflare;

beforeAll(async () => {
  const bundled = await build({
    entryPoints: [new URL('../support/tier-contract.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    external: ['node:*'],
    write: false,
  });
  miniflare = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: bundled.outputFiles[0]!.text,
      compatibilityDate: '2026-10-01',
      compatibilityFlags: ['nodejs_compat'],
      kvNamespaces: ['KV'],
    }),
  );
  await miniflare.ready;
}, 60_000);

afterAll(() => miniflare?.dispose());

for (const adapter of ADAPTERS) {
  describe(`the ${adapter} tier`, () => {
    for (const name of Object.keys(TIER_CONTRACT)) {
      it(name, async () => {
        const response = await miniflare.dispatchFetch(`http://store.test/?adapter=${adapter}&case=${encodeURIComponent(name)}`);
        expect(await response.text()).toBe('ok');
      });
    }
  });
}
