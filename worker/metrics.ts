// What one request did with the cache and the upstream: told in Server-Timing and in one
// structured log line.
import { log } from './log.ts';

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'stale-if-error' | 'bypass';
/** A page answered from the rendered-page cache (this isolate's memory, or the location's cache), or rendered. */
export type PageOutcome = 'hit' | 'location' | 'render';
/**
 * What the image route served: a resized variant, the original (smaller than any variant), the
 * original after a failed transform, an image it does not transform, or a variant kept in the
 * location's cache; or it sent the visitor to a source too large to read.
 */
export type ImageOutcome = 'resized' | 'original' | 'fallback' | 'untouched' | 'location' | 'redirect';

export class RequestMetrics {
  readonly started = Date.now();
  readonly outcomes: Record<CacheOutcome, number> = { hit: 0, stale: 0, miss: 0, 'stale-if-error': 0, bypass: 0 };
  upstreamCalls = 0;
  upstreamMs = 0;
  kvErrors = 0;
  page: PageOutcome | undefined;
  image: ImageOutcome | undefined;

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
      ...(this.image ? [`image;desc="${this.image}"`] : []),
    ].join(', ');
  }

  log(request: Request, status: number): void {
    const url = new URL(request.url);
    log(status >= 500 ? 'error' : 'info', 'request', {
      method: request.method,
      path: url.pathname,
      query: url.search.length > 1 ? url.search.slice(0, 500) : undefined,
      status,
      ms: Date.now() - this.started,
      cache: this.outcomes,
      upstreamCalls: this.upstreamCalls,
      upstreamMs: this.upstreamMs,
      kvErrors: this.kvErrors || undefined,
      page: this.page,
      image: this.image,
    });
  }
}
