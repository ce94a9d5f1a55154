// In the browser, loaders get their data from the worker's JSON endpoints, never the upstream.
// The calls made in the same task go as one request (shared/data/api-url.ts): the router runs a
// navigation's loaders together (client/freshness.ts), and a loader's calls after an `await`
// of a peek (always undefined here) still come before the task ends, so a navigation, a refresh
// or a search costs the Worker one request. Each caller gets its own call's answer or error.
// The browser holds no data beyond the router's: nothing is fetched ahead of a click
// (docs/navigation.md, "Why nothing is fetched ahead").
import { apiBatches, apiCall, apiRequestUrl, type ApiCallResult } from '../shared/data/api-url.ts';
import { UpstreamError, kindOfStatus } from '../shared/data/errors.ts';
import type { DataSource } from '../shared/data/source.ts';
import type { Check } from '../shared/data/validate.ts';
import type { Language } from '../shared/constants.ts';

/** A call's answer as the Worker gave it: its status and, when it succeeded, its JSON. */
interface Answer {
  status: number;
  body: unknown;
}

interface Caller {
  call: string;
  settle: (answer: Answer) => void;
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
      for (const caller of callers) caller.settle({ status: response.status, body });
      return;
    }
    const { results } = (await response.json()) as { results: ApiCallResult[] };
    for (const caller of callers) {
      const result = results[calls.indexOf(caller.call)];
      caller.settle({ status: result?.status ?? 502, body: result && 'data' in result ? result.data : undefined });
    }
  } catch (error) {
    for (const caller of callers) caller.fail(error);
  } finally {
    for (const caller of callers) caller.signal?.removeEventListener('abort', onAbort);
  }
}

const abortReason = (signal?: AbortSignal) => signal?.reason ?? new DOMException('The call was aborted.', 'AbortError');

/** Queues a call for this task's request; rejects only when the request failed or `signal` aborted. */
function request(language: Language, call: string, signal?: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const caller: Caller = {
      call,
      gone: false,
      signal,
      settle: (answer) => !caller.gone && resolve(answer),
      fail: reject,
    };
    signal?.addEventListener(
      'abort',
      () => {
        caller.gone = true;
        reject(abortReason(signal));
      },
      { once: true },
    );
    const callers = waiting.get(language) ?? [];
    if (waiting.size === 0) setTimeout(flush, 0);
    waiting.set(language, [...callers, caller]);
  });
}

const succeeded = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** The caller's value of an answer: its check applied, or the error its status means. */
function checkedValue<T>(answer: Answer, path: string, check: Check<T>): T {
  if (!succeeded(answer)) throw new UpstreamError(kindOfStatus(answer.status), `The site answered ${answer.status} for ${path}`, answer.status);
  return check(answer.body, '');
}

/** Every call to the network: what navigations, searches and the freshness refreshes (client/freshness.ts) use. */
export const apiSource: DataSource = {
  get: async (path, query, language, check, signal) => checkedValue(await request(language, apiCall(path, query), signal), path, check),
  // The worker's /_api answers know what its cache holds; the browser keeps no cache of its own.
  peek: async () => undefined,
};
