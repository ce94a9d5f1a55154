// What one request did with the cache and the upstream (and what its reads depended on, below): told in Server-Timing, and in a structured
// log line for every request that did more than answer from the caches. Those that did only that
// (a page's 304, JSON from fresh entries, a redirect) are what Cloudflare's own request
// log already shows, and most of the traffic: each isolate counts them and logs the counts once
// a minute, so a hit costs no console line (nor a Workers Logs event).
import { log } from './log.ts';

/**
 * What the reads of one request depended on, so that an answer built from them (a page, JSON) says
 * how long caches may keep it (worker/core/http-cache.ts) and which purges retire it (its scopes).
 * The data cache (worker/cache/kv-cache.ts) fills it in.
 */
export class ReadDependencies {
  /** Version key → the value the reads used. */
  readonly versions = new Map<string, string>();
  /** When the first value read stops being fresh, ms since the epoch. */
  freshUntil = Infinity;
  /** False once a read gave an older value (stale while it is checked, or stale because the upstream failed): rebuild at once. */
  reusable = true;
}

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'stale-if-error' | 'bypass';
/** A page rendered, or answered 304 because the client's ETag still names it (no render). */
export type PageOutcome = 'render' | 'not-modified';

export class RequestMetrics {
  readonly started = Date.now();
  readonly outcomes: Record<CacheOutcome, number> = { hit: 0, stale: 0, miss: 0, 'stale-if-error': 0, bypass: 0 };
  upstreamCalls = 0;
  upstreamMs = 0;
  kvErrors = 0;
  page: PageOutcome | undefined;
  /** What answered a search (worker/search/searching-source.ts), e.g. `index 54/54`. */
  search: string | undefined;
  /**
   * A search that found nothing, in its language, by its meaningful words: Workers Logs lists them
   * (docs/operations.md), so that new vocabulary names come from real traffic. Nothing else of the
   * visitor is in it.
   */
  zeroResults: { language: string; query: string } | undefined;

  cache(outcome: CacheOutcome): void {
    this.outcomes[outcome]++;
  }

  upstream(ms: number): void {
    this.upstreamCalls++;
    this.upstreamMs += ms;
  }

  /** e.g. `cache;desc="hit=2 miss=1", upstream;dur=41;desc="1 call", total;dur=57, page;desc="render"`. */
  serverTiming(): string {
    const counts = Object.entries(this.outcomes)
      .filter(([, count]) => count > 0)
      .map(([outcome, count]) => `${outcome}=${count}`)
      .join(' ');
    return [
      `cache;desc="${counts || 'none'}"`,
      `upstream;dur=${this.upstreamMs};desc="${this.upstreamCalls} call${this.upstreamCalls === 1 ? '' : 's'}"`,
      `total;dur=${Date.now() - this.started}`,
      ...(this.page ? [`page;desc="${this.page}"`] : []),
      ...(this.search ? [`search;desc="${this.search}"`] : []),
    ].join(', ');
  }

  /** What a read that only answered from the caches is counted as; undefined for a request that did more. */
  quietKind(method: string, status: number): QuietKind | undefined {
    const { hit, ...others } = this.outcomes;
    const didMore = this.upstreamCalls > 0 || this.kvErrors > 0 || this.zeroResults !== undefined || Object.values(others).some((count) => count > 0);
    if ((method !== 'GET' && method !== 'HEAD') || status >= 400 || didMore) return undefined;
    if (this.page) return this.page === 'not-modified' ? 'pageNotModified' : undefined;
    return hit > 0 ? 'dataHit' : 'noRead';
  }

  log(request: Request, status: number): void {
    const now = Date.now();
    const summary = quietRequests.due(now);
    if (summary) log('info', 'requests answered from the caches', summary);
    const quiet = this.quietKind(request.method, status);
    if (quiet) {
      quietRequests.count(quiet, now);
      return;
    }
    const url = new URL(request.url);
    // The rest of what it did: upstreamCalls, upstreamMs, page, search, zeroResults.
    const { started, outcomes: cache, kvErrors, ...did } = this;
    log(status >= 500 ? 'error' : 'info', 'request', {
      method: request.method,
      path: url.pathname,
      query: url.search.length > 1 ? url.search.slice(0, 500) : undefined,
      status,
      ms: now - started,
      cache,
      kvErrors: kvErrors || undefined,
      ...did,
    });
  }
}

/**
 * A request that only answered from the caches: a page's 304 from fresh entries, data from fresh
 * entries, or an answer that read nothing (a redirect, the messages file, robots.txt).
 */
export type QuietKind = 'pageNotModified' | 'dataHit' | 'noRead';

/** How often an isolate logs the count of the requests it answered from the caches. */
export const QUIET_SUMMARY_MS = 60_000;

/** The quiet requests an isolate answered since its last summary line. */
export class QuietRequests {
  private since: number | undefined;
  private counts: Partial<Record<QuietKind, number>> = {};

  count(kind: QuietKind, now: number): void {
    this.since ??= now;
    this.counts[kind] = (this.counts[kind] ?? 0) + 1;
  }

  /** The summary's fields once a minute has passed since the first request it counts (then it starts again). */
  due(now: number): (Partial<Record<QuietKind, number>> & { seconds: number; requests: number }) | undefined {
    if (this.since === undefined || now - this.since < QUIET_SUMMARY_MS) return undefined;
    const counts = this.counts;
    const summary = { seconds: Math.round((now - this.since) / 1000), requests: Object.values(counts).reduce((sum, count) => sum + count, 0), ...counts };
    this.since = undefined;
    this.counts = {};
    return summary;
  }
}

const quietRequests = new QuietRequests();
