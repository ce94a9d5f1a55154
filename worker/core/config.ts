// The site Worker's settings from its variables, with the defaults documented in README.md.
import type { MediaHosts } from '../../shared/data/image-url.ts';
import type { Env } from './env.ts';

/** Origins of a space- or comma-separated list of URLs; anything that is not a URL is skipped. */
export function origins(list: string | undefined): string[] {
  return (list ?? '').split(/[\s,]+/).flatMap((item) => {
    const origin = URL.parse(item)?.origin;
    return origin && origin !== 'null' ? [origin] : [];
  });
}

function positive(raw: string | undefined, fallback: number): number {
  const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

export type Config = ReturnType<typeof readConfig>;
export type CacheConfig = Config['cache'];

/** Each setting's variable is described in README: "Configuration". */
export function readConfig(env: Env) {
  return {
    upstreamUrl: env.UPSTREAM_URL,
    upstreamTimeoutMs: positive(env.UPSTREAM_TIMEOUT_MS, 8000),
    cache: {
      freshSharedSeconds: positive(env.CACHE_FRESH_SHARED_SECONDS, 86_400),
      freshProductsSeconds: positive(env.CACHE_FRESH_PRODUCTS_SECONDS, 21_600),
      staleWhileRevalidateSeconds: positive(env.CACHE_STALE_WHILE_REVALIDATE_SECONDS, 86_400),
      maxStaleSeconds: positive(env.CACHE_MAX_STALE_DAYS, 7) * 86_400,
    },
    searchIndexMaxProducts: positive(env.SEARCH_INDEX_MAX_PRODUCTS, 10_000),
    searchDetailsPerRun: Math.max(1, Math.floor(positive(env.SEARCH_DETAILS_PER_RUN, 40))),
    contactAttempts: Math.max(1, Math.floor(positive(env.CONTACT_DELIVERY_ATTEMPTS, 10))),
    contactRetryDelaySeconds: Math.floor(positive(env.CONTACT_RETRY_DELAY_SECONDS, 30)),
  };
}

/**
 * The origin of the uploads whose variants the media host serves (the upstream's: images the
 * catalogue links elsewhere keep their own addresses) and the media host's (MEDIA_HOST); undefined
 * without a media host, when every image keeps its upload's address (docs/images.md).
 */
export function mediaHosts(env: Env): MediaHosts | undefined {
  const [uploads] = origins(env.UPSTREAM_URL);
  const [variants] = origins(env.MEDIA_HOST);
  return uploads && variants ? { uploads, variants } : undefined;
}

/**
 * Turnstile's site key while Turnstile is on (both TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY
 * set): every page carries it for its contact form, the contact route then checks the token.
 */
export function turnstileSiteKey(env: Env): string | undefined {
  return env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY ? env.TURNSTILE_SITE_KEY : undefined;
}

/**
 * Whether answers that name the site's origin are the same whatever Host was asked: only with
 * SITE_ORIGIN. Caches shared by visitors are keyed without the host, so without it they must not keep them.
 */
export function fixedOrigin(env: Env): boolean {
  return origins(env.SITE_ORIGIN).length > 0;
}

/** The site's public origin: SITE_ORIGIN when set (the Host header is then never trusted), else the request's. */
export function publicOrigin(env: Env, requestUrl: string): string {
  return origins(env.SITE_ORIGIN)[0] ?? new URL(requestUrl).origin;
}
