// The location's cache (the Cache API, `caches.default`): shared by every isolate of a Cloudflare
// location, not billed, simulated by Miniflare, absent in plain Node. Keys are internal addresses
// no visitor's request matches. A failed write is logged, never thrown; a failed read is a miss.
import { log } from '../core/log.ts';
import { as, type Tier } from './tier.ts';

/** The location's cache, where the runtime has one (workerd, Miniflare; not plain Node). */
const locationCache = () => (globalThis as { caches?: { default?: Cache } }).caches?.default;

/** A year: the longest a `max-age` for "until replaced" says. */
const LONGEST_SECONDS = 365 * 86_400;

export function locationTier(space: string): Tier {
  const url = (key: string) => `https://${space}.internal/${encodeURIComponent(key)}`;
  return {
    get: (async (key: string, kind: 'text' | 'bytes') => {
      const stored = await locationCache()
        ?.match(url(key))
        .catch(() => undefined);
      if (!stored) return undefined;
      return kind === 'text' ? stored.text() : as(new Uint8Array(await stored.arrayBuffer()), 'bytes');
    }) as Tier['get'],
    async put(key, value, seconds) {
      const maxAge = Math.max(1, Math.ceil(Math.min(seconds, LONGEST_SECONDS)));
      await locationCache()
        ?.put(url(key), new Response(value as BodyInit, { headers: { 'Cache-Control': `max-age=${maxAge}` } }))
        .catch((error: unknown) => {
          log('error', `Cache API write failed: ${String(error)}`, { space, key });
        });
    },
  };
}
