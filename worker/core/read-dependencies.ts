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
