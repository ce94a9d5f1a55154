import { describe, expect, it } from 'vitest';
import { ReadDependencies } from './metrics.ts';
import { freshSeconds, notModifiedFor, weakEtag } from './http-cache.ts';

const config = { freshSharedSeconds: 86_400, freshProductsSeconds: 21_600, staleWhileRevalidateSeconds: 86_400, maxStaleSeconds: 604_800 };

describe('notModifiedFor', () => {
  const etag = weakEtag('page', 'data');
  it('matches by weak comparison, in a list, and on *', () => {
    expect(notModifiedFor(etag, etag)).toBe(true);
    expect(notModifiedFor(etag.replace(/^W\//, ''), etag)).toBe(true);
    expect(notModifiedFor(`"a", W/"b",${etag}`, etag)).toBe(true);
    expect(notModifiedFor('*', etag)).toBe(true);
  });
  it('refuses anything else', () => {
    expect(notModifiedFor(undefined, etag)).toBe(false);
    expect(notModifiedFor('', etag)).toBe(false);
    expect(notModifiedFor('W/"forged"', etag)).toBe(false);
    expect(notModifiedFor(etag.slice(0, -2), etag)).toBe(false);
    expect(notModifiedFor(weakEtag('page', 'other data'), etag)).toBe(false);
  });
});

describe('freshSeconds', () => {
  it('is the time until the first value read stops being fresh', () => {
    const dependencies = new ReadDependencies();
    dependencies.freshUntil = 1_000_000 + 3_600_500;
    expect(freshSeconds(config, dependencies, 1_000_000)).toBe(3600);
  });
  it('is 0 once a read gave an older value, and the longest lifetime when nothing was read', () => {
    const stale = new ReadDependencies();
    stale.freshUntil = Date.now() + 60_000;
    stale.reusable = false;
    expect(freshSeconds(config, stale)).toBe(0);
    expect(freshSeconds(config, new ReadDependencies())).toBe(86_400);
    const past = new ReadDependencies();
    past.freshUntil = 5;
    expect(freshSeconds(config, past, 10_000)).toBe(0);
  });
});
