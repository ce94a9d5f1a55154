import { describe, expect, it } from 'vitest';
import { type CacheOutcome, type PageOutcome, QUIET_SUMMARY_MS, QuietRequests, RequestMetrics } from './metrics.ts';

/** What a request that did these things is counted as (undefined: it gets its own line). */
function quietKind(did: { page?: PageOutcome; reads?: CacheOutcome[]; upstream?: boolean; kvErrors?: number }, method = 'GET', status = 200) {
  const metrics = new RequestMetrics();
  metrics.page = did.page;
  for (const outcome of did.reads ?? []) metrics.cache(outcome);
  if (did.upstream) metrics.upstream(12);
  metrics.kvErrors = did.kvErrors ?? 0;
  return metrics.quietKind(method, status);
}

describe('RequestMetrics.quietKind', () => {
  it('counts reads answered from the caches', () => {
    expect(quietKind({ page: 'not-modified', reads: ['hit'] }, 'GET', 304)).toBe('pageNotModified');
    expect(quietKind({ page: 'not-modified' }, 'HEAD', 304)).toBe('pageNotModified');
    expect(quietKind({ reads: ['hit', 'hit'] })).toBe('dataHit');
    expect(quietKind({}, 'GET', 302)).toBe('noRead');
  });

  it('leaves every request that did more to its own line', () => {
    expect(quietKind({ page: 'render', reads: ['hit'] })).toBeUndefined();
    expect(quietKind({}, 'POST', 303)).toBeUndefined();
    expect(quietKind({ reads: ['hit'] }, 'POST')).toBeUndefined();
    expect(quietKind({ page: 'render' }, 'GET', 404)).toBeUndefined();
    expect(quietKind({}, 'GET', 500)).toBeUndefined();
    expect(quietKind({ page: 'not-modified', upstream: true }, 'GET', 304)).toBeUndefined();
    for (const outcome of ['stale', 'miss', 'bypass', 'stale-if-error'] as const) expect(quietKind({ reads: ['hit', outcome] }), outcome).toBeUndefined();
    expect(quietKind({ kvErrors: 1 })).toBeUndefined();
  });
});

describe('QuietRequests', () => {
  it('gives its counts once a minute has passed since the first, then starts again', () => {
    const quiet = new QuietRequests();
    expect(quiet.due(0)).toBeUndefined();
    quiet.count('pageNotModified', 1000);
    quiet.count('pageNotModified', 2000);
    quiet.count('dataHit', 30_000);
    expect(quiet.due(1000 + QUIET_SUMMARY_MS - 1)).toBeUndefined();
    expect(quiet.due(1000 + QUIET_SUMMARY_MS)).toEqual({ seconds: 60, requests: 3, pageNotModified: 2, dataHit: 1 });
    expect(quiet.due(10 * QUIET_SUMMARY_MS)).toBeUndefined();
    quiet.count('noRead', 500_000);
    expect(quiet.due(500_000 + 2 * QUIET_SUMMARY_MS)).toEqual({ seconds: 120, requests: 1, noRead: 1 });
  });
});
