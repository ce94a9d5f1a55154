// The location's cache (the Workers Cache API, `caches.default`): shared by every isolate of a
// Cloudflare location, simulated by Miniflare.

/** The location's cache, where the runtime has one (workerd, Miniflare; not plain Node). */
export function locationCache(): Cache | undefined {
  return (globalThis as { caches?: { default?: Cache } }).caches?.default;
}
