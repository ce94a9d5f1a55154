// What a deploy would upload stays within the project's budget (and so far under Cloudflare's
// limit): wrangler's own dry run of the built Workers, offline (build/bundle-size.ts).
import { describe, expect, it } from 'vitest';
import { dryRunSizes, FREE_PLAN_LIMIT_BYTES } from '../../build/bundle-size.ts';

describe('npm run deploy -- --dry-run', () => {
  it('measures each Worker as wrangler would upload it, within its gzipped budget and the Free plan’s limit', () => {
    const sizes = dryRunSizes();
    expect(sizes.map(({ name }) => name)).toEqual(['site', 'reference API']);
    for (const { name, bytes, gzipBytes, budgetGzipBytes } of sizes) {
      // Something was measured: the site's code alone is hundreds of KB.
      expect(bytes, name).toBeGreaterThan(50 * 1024);
      expect(gzipBytes, name).toBeLessThan(bytes);
      expect(gzipBytes, `${name}, gzipped`).toBeLessThanOrEqual(budgetGzipBytes);
      expect(budgetGzipBytes).toBeLessThan(FREE_PLAN_LIMIT_BYTES);
    }
  }, 60_000);
});
