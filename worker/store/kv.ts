// KV as a tier: every location reads it, about 60 s after a write (one write per second per key;
// the Free plan's 1,000 writes a day are what the stores above it save). A failing read throws, so
// that the data cache can fall back to the upstream and count it; a failed write is logged.
import type { KVNamespace } from '@cloudflare/workers-types';
import { log } from '../core/log.ts';
import type { Tier } from './tier.ts';

/** KV's shortest expiration (https://developers.cloudflare.com/kv/api/write-key-value-pairs/). */
const KV_MIN_SECONDS = 60;

export function kvTier(kv: KVNamespace): Tier {
  return {
    get: (async (key: string, kind: 'text' | 'bytes') => {
      if (kind === 'text') return (await kv.get(key, 'text')) ?? undefined;
      const buffer = await kv.get(key, 'arrayBuffer');
      return buffer ? new Uint8Array(buffer) : undefined;
    }) as Tier['get'],
    async put(key, value, seconds) {
      const options = Number.isFinite(seconds) ? { expirationTtl: Math.max(KV_MIN_SECONDS, Math.ceil(seconds)) } : {};
      await kv.put(key, value, options).catch((error: unknown) => {
        log('error', `KV write failed: ${String(error)}`, { key });
      });
    },
  };
}
