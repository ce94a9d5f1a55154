// In the browser, loaders get their data from the worker's JSON endpoints, never the upstream.
// The calls made in the same task go as one request (shared/data/api-url.ts): the router runs a
// navigation's loaders together (client/freshness.ts), and a loader's calls after an `await`
// of a peek (always undefined here) still come before the task ends, so a navigation, a refresh
// or a search costs the Worker one request. Each caller gets its own call's answer or error.
// A call made ahead of a click (client/prefetch.ts) waits in a short-lived memo until the
// navigation's own call takes it: the only data the browser holds beyond the router's.
import { apiBatches, apiCall, apiRequestUrl, type ApiCallResult } from '../shared/data/api-url.ts';
import { UpstreamError, kindOfStatus } from '../shared/data/errors.ts';
import type { DataSource } from '../shared/data/source.ts';
import type { Check } from '../shared/data/validate.ts';
import type { Language } from '../shared/constants.ts';

/** How long a prefetched answer waits for its navigation: a pointer that rested on a link and left rarely comes back later. */
export const PREFETCH_MEMO_MS = 30_000;

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

/** Prefetched answers by language and call, each until its navigation takes it or it expires. */
const memo = new Map<string, { answer: Promise<Answer>; expires: number }>();
const memoKey = (language: Language, call: string) => `${language} ${call}`;

/** The memo's answer for a call, taken out of it (used once); undefined when none is fresh. */
function takeMemo(key: string): Promise<Answer> | undefined {
  const entry = memo.get(key);
  memo.delete(key);
  return entry && entry.expires > Date.now() ? entry.answer : undefined;
}

/** Resolves as `answer` does, or rejects when `signal` aborts first. */
function untilAborted<T>(answer: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Every call to the network: what the freshness refreshes use (client/freshness.ts), so that a refresh is never a memo's answer. */
export const networkApiSource: DataSource = {
  get: async (path, query, language, check, signal) => checkedValue(await request(language, apiCall(path, query), signal), path, check),
  // The worker's /_api answers know what its cache holds; the browser keeps no cache of its own.
  peek: async () => undefined,
};

/** What navigations use: a prefetched answer when the memo holds one (a failed one is asked again), else the network. */
export const apiSource: DataSource = {
  async get(path, query, language, check, signal) {
    const call = apiCall(path, query);
    const prefetched = takeMemo(memoKey(language, call));
    if (!prefetched) return networkApiSource.get(path, query, language, check, signal);
    const answer = await untilAborted(
      prefetched.then(
        (ready) => (succeeded(ready) ? ready : request(language, call, signal)),
        () => request(language, call, signal),
      ),
      signal,
    );
    return checkedValue(answer, path, check);
  },
  peek: networkApiSource.peek,
};

/**
 * Loaders run ahead of a click with this source (client/prefetch.ts): each call goes to the
 * network once and its answer waits in the memo for the navigation. A failed answer leaves the
 * memo at once, so that the navigation asks again.
 */
export const prefetchApiSource: DataSource = {
  get(path, query, language, check) {
    const key = memoKey(language, apiCall(path, query));
    const held = memo.get(key);
    if (held && held.expires > Date.now()) return held.answer.then((answer) => checkedValue(answer, path, check));
    const answer = request(language, apiCall(path, query));
    const entry = { answer, expires: Date.now() + PREFETCH_MEMO_MS };
    memo.set(key, entry);
    const forget = () => memo.get(key) === entry && memo.delete(key);
    answer.then((ready) => succeeded(ready) || forget(), forget);
    setTimeout(forget, PREFETCH_MEMO_MS);
    return answer.then((ready) => checkedValue(ready, path, check));
  },
  peek: networkApiSource.peek,
};
