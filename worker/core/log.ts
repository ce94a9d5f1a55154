// The Worker's one way to log: a JSON line per event, which Workers Logs and `wrangler tail`
// index by field; the console method matches the level, so that errors and warnings count as such there.
// A line logged while a request is handled (or a queue batch, or what either left to waitUntil)
// carries that request's id: Cloudflare's Ray ID, which its dashboard and logs show too.
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<{ requestId: string }>();

export function withRequestId<T>(requestId: string, work: () => T): T {
  return scope.run({ requestId }, work);
}

export function log(level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown> = {}): void {
  const requestId = scope.getStore()?.requestId;
  const line = JSON.stringify({ level, message, ...(requestId ? { requestId } : {}), ...fields });
  console[level === 'info' ? 'log' : level](line);
}
