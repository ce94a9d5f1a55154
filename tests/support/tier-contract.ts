// The contract every tier of worker/store/ keeps (as Hono's runAdapterContract for its cache
// adapters), and a Worker that runs one case of it on one adapter: tests/worker/store.test.ts
// bundles this file and runs it on workerd, where the location's cache and KV are real.
import type { KVNamespace } from '@cloudflare/workers-types';
import { kvTier } from '../../worker/store/kv.ts';
import { locationTier } from '../../worker/store/location.ts';
import { memoryTier } from '../../worker/store/memory.ts';
import { FOREVER } from '../../worker/store/policies.ts';
import type { Tier } from '../../worker/store/tier.ts';

export const ADAPTERS = ['memory', 'location', 'kv'] as const;
export type Adapter = (typeof ADAPTERS)[number];

function equal(actual: unknown, expected: unknown, what: string): void {
  const [a, e] = [actual, expected].map((value) => (value instanceof Uint8Array ? `bytes ${[...value].join(',')}` : JSON.stringify(value)));
  if (a !== e) throw new Error(`${what}: ${a}, expected ${e}`);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each case gets two tiers of the adapter under different spaces (KV has one: its keys are its own). */
export const TIER_CONTRACT: Record<string, (tier: Tier, other: Tier, adapter: Adapter) => Promise<void>> = {
  'a key never put is not there, as text or bytes': async (tier) => {
    equal(await tier.get('never', 'text'), undefined, 'text');
    equal(await tier.get('never', 'bytes'), undefined, 'bytes');
  },
  'text is read back as the same text, and as its UTF-8 bytes': async (tier) => {
    await tier.put('text', 'qəbz printeri – 99 ₼', 300);
    equal(await tier.get('text', 'text'), 'qəbz printeri – 99 ₼', 'text');
    equal(await tier.get('text', 'bytes'), new TextEncoder().encode('qəbz printeri – 99 ₼'), 'bytes');
  },
  'bytes are read back as the same bytes, every value of a byte kept': async (tier) => {
    const bytes = Uint8Array.from({ length: 256 }, (_, at) => at);
    await tier.put('bytes', bytes, 300);
    equal(await tier.get('bytes', 'bytes'), bytes, 'bytes');
  },
  'a second put replaces the first': async (tier) => {
    await tier.put('twice', 'first', 300);
    await tier.put('twice', 'second', 300);
    equal(await tier.get('twice', 'text'), 'second', 'text');
  },
  'keys, and the spaces of two stores, are apart': async (tier, other, adapter) => {
    await tier.put('a', 'one', 300);
    await tier.put('a/b?c=d e', 'two', 300);
    equal(await tier.get('a', 'text'), 'one', 'a');
    equal(await tier.get('a/b?c=d e', 'text'), 'two', 'a/b?c=d e');
    if (adapter !== 'kv') equal(await other.get('a', 'text'), undefined, 'the other space');
  },
  'a value put until replaced stays': async (tier) => {
    await tier.put('forever', 'kept', FOREVER);
    equal(await tier.get('forever', 'text'), 'kept', 'text');
  },
  'a value past its lifetime is gone (KV keeps a value at least 60 s)': async (tier, _other, adapter) => {
    await tier.put('short', 'brief', 1);
    equal(await tier.get('short', 'text'), 'brief', 'at once');
    if (adapter === 'kv') return;
    await wait(2100);
    equal(await tier.get('short', 'text'), undefined, 'two seconds later');
  },
};

interface Env {
  KV: KVNamespace;
}

function tiers(adapter: Adapter, env: Env, run: string): [Tier, Tier] {
  if (adapter === 'memory') return [memoryTier(`contract-${run}`), memoryTier(`other-${run}`)];
  if (adapter === 'location') return [locationTier(`contract-${run}`), locationTier(`other-${run}`)];
  return [kvTier(env.KV), kvTier(env.KV)];
}

export default {
  /** GET /?adapter=…&case=…: 200 when the case holds, 500 with what failed. */
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const adapter = url.searchParams.get('adapter') as Adapter;
    const run = TIER_CONTRACT[url.searchParams.get('case') ?? ''];
    if (!ADAPTERS.includes(adapter) || !run) return new Response('unknown adapter or case', { status: 400 });
    try {
      await run(...tiers(adapter, env, crypto.randomUUID()), adapter);
      return new Response('ok');
    } catch (error) {
      return new Response(String(error), { status: 500 });
    }
  },
};
