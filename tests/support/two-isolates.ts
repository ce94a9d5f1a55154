// Two isolates of one Cloudflare location, one after the other: site Workers on the same address
// (a kept page's key is its URL) and the same persisted storage (KV, the Cache API), the first
// closed, its writes landed, before the second starts. What the second finds is what a new
// isolate at that location would find.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startStack, type Stack } from '../../build/local-stack.ts';

export const DEBUG_TOKEN = 'debug';

/** A purge through the stack's own token. */
export function purge(stack: Stack, body: Record<string, string> = { scope: 'products' }): Promise<Response> {
  return fetch(`${stack.siteUrl}/_purge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${stack.purgeToken}` },
    body: JSON.stringify(body),
  });
}

export async function inTwoIsolates(
  { upstreamUrl, siteVars }: { upstreamUrl: string; siteVars?: Record<string, string> },
  first: (stack: Stack) => Promise<void>,
  second: (stack: Stack) => Promise<void>,
): Promise<void> {
  const persistDir = await mkdtemp(join(tmpdir(), 'site-isolates-'));
  const port = await freePort();
  // The same media host for both, as the same site has.
  const mediaPort = await freePort();
  try {
    for (const step of [first, second]) {
      const stack = await startStack({ upstreamUrl, persistDir, port, mediaPort, onLog: () => {}, debugToken: DEBUG_TOKEN, siteVars });
      try {
        await step(stack);
        // The Cache API and KV writes of waitUntil land before the isolate goes away.
        await new Promise((resolve) => setTimeout(resolve, 300));
      } finally {
        await stack.close();
      }
    }
  } finally {
    await rm(persistDir, { recursive: true, force: true });
  }
}
