// In the browser, loaders get their data from the worker's JSON endpoints, never the upstream.
// The calls made in the same task go as one request (shared/data/api-url.ts): the router runs a
// navigation's loaders together (client/freshness.ts), and a loader's calls after an `await`
// of a peek (always undefined here) still come before the task ends, so a navigation, a refresh
// or a search costs the Worker one request. Each caller gets its own call's answer or error.
import { apiBatches, apiCall, apiRequestUrl, type ApiCallResult } from '../shared/data/api-url.ts';
import { UpstreamError, kindOfStatus } from '../shared/data/errors.ts';
import type { DataSource } from '../shared/data/source.ts';
import type { Language } from '../shared/constants.ts';

interface Caller {
  call: string;
  /** The caller's check applied to the call's JSON. */
  settle: (status: number, body: unknown) => void;
  fail: (error: unknown) => void;
  signal?: AbortSignal;
  /** Whether the caller left (its signal aborted): its answer is dropped. */
  gone: boolean;
}

const waiting = new Map<Language, Caller[]>();

function flush() {
  for (const [language, queued] of waiting) {
    const callers = queued.filter((caller) => !caller.gone);
    for (const calls of apiBatches(callers.map((caller) => caller.call))) {
      void send(
        language,
        calls,
        callers.filter((caller) => calls.includes(caller.call)),
      );
    }
  }
  waiting.clear();
}

/** One request for `calls`; dropped when every caller in it left (a newer navigation replaced them all). */
async function send(language: Language, calls: string[], callers: Caller[]) {
  const controller = new AbortController();
  const onAbort = () => callers.every((caller) => caller.gone) && controller.abort();
  for (const caller of callers) caller.signal?.addEventListener('abort', onAbort);
  try {
    const response = await fetch(apiRequestUrl(language, calls), { headers: { Accept: 'application/json' }, signal: controller.signal });
    if (calls.length === 1 || !response.ok) {
      const body: unknown = response.ok ? await response.json() : undefined;
      for (const caller of callers) caller.settle(response.status, body);
      return;
    }
    const { results } = (await response.json()) as { results: ApiCallResult[] };
    for (const caller of callers) {
      const result = results[calls.indexOf(caller.call)];
      caller.settle(result?.status ?? 502, result && 'data' in result ? result.data : undefined);
    }
  } catch (error) {
    for (const caller of callers) caller.fail(error);
  } finally {
    for (const caller of callers) caller.signal?.removeEventListener('abort', onAbort);
  }
}

export const apiSource: DataSource = {
  get(path, query, language, check, signal) {
    return new Promise((resolve, reject) => {
      const abortReason = () => signal?.reason ?? new DOMException('The call was aborted.', 'AbortError');
      if (signal?.aborted) return reject(abortReason());
      const caller: Caller = {
        call: apiCall(path, query),
        gone: false,
        signal,
        settle: (status, body) => {
          if (caller.gone) return;
          if (status < 200 || status >= 300) return reject(new UpstreamError(kindOfStatus(status), `The site answered ${status} for ${path}`, status));
          try {
            resolve(check(body, ''));
          } catch (error) {
            reject(error);
          }
        },
        fail: (error) => reject(error),
      };
      signal?.addEventListener(
        'abort',
        () => {
          caller.gone = true;
          reject(abortReason());
        },
        { once: true },
      );
      const callers = waiting.get(language) ?? [];
      if (waiting.size === 0) setTimeout(flush, 0);
      waiting.set(language, [...callers, caller]);
    });
  },
  // The worker's /_api answers know what its cache holds; the browser keeps no cache of its own.
  peek: async () => undefined,
};
