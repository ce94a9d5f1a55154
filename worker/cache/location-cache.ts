// The location's cache (the Workers Cache API, `caches.default`): shared by every isolate of a
// Cloudflare location, simulated by Miniflare.
import { log } from '../core/log.ts';

/** The location's cache, where the runtime has one (workerd, Miniflare; not plain Node). */
export function locationCache(): Cache | undefined {
  return (globalThis as { caches?: { default?: Cache } }).caches?.default;
}

/** An address of the Worker's own in the location's cache: no visitor's request ever matches it. */
export function internalUrl(space: string, key: string): string {
  return `https://${space}.internal/${encodeURIComponent(key)}`;
}

/** Keeps `text` under an internal key for `seconds`; a failed write is logged, never thrown. */
export async function putText(space: string, key: string, text: string, seconds: number): Promise<void> {
  await locationCache()
    ?.put(internalUrl(space, key), new Response(text, { headers: { 'Cache-Control': `max-age=${seconds}` } }))
    .catch((error: unknown) => {
      log('error', `Cache API write failed: ${String(error)}`, { key });
    });
}

/** The text kept under an internal key, if the location still has it. */
export async function matchText(space: string, key: string): Promise<string | undefined> {
  const stored = await locationCache()
    ?.match(internalUrl(space, key))
    .catch(() => undefined);
  return stored?.text();
}
