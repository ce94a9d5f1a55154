// The addresses of the Worker's JSON endpoints (worker/routes/api.ts), written once for the
// browser's data source (client/api-source.ts) and for anything that models its requests. A call
// is an upstream path with its query, as `products/?is_new=true&limit=8`; the calls a navigation
// makes together go as one request, so a navigation costs the Worker one request, not one per call.
import type { Language } from '../constants.ts';
import { toSearchParams, type Query } from './source.ts';

/** The most calls one request may carry: more than any navigation makes, few enough to bound a request's upstream work. */
export const API_BATCH_MAX = 8;

/** A call as the Worker reads it: the path (no leading slash) and its query, keys sorted. */
export function apiCall(path: string, query: Query): string {
  const params = toSearchParams(query).toString();
  return `${path.replace(/^\/+/, '')}${params ? `?${params}` : ''}`;
}

/**
 * Calls as requests: each call once, in a fixed order (so that the same page always asks the same
 * addresses), at most API_BATCH_MAX a request. Each request's answers come in its calls' order.
 */
export function apiBatches(calls: readonly string[]): string[][] {
  const sorted = [...new Set(calls)].sort();
  const batches: string[][] = [];
  for (let start = 0; start < sorted.length; start += API_BATCH_MAX) batches.push(sorted.slice(start, start + API_BATCH_MAX));
  return batches;
}

/**
 * The address of one request (one of apiBatches): `/_api/{lang}/{call}` for a single call, whose
 * answer is the call's JSON; `/_api/{lang}?call=…&call=…` for more, whose answer is
 * `{"results":[…]}`, one entry per call in this order.
 */
export function apiRequestUrl(language: Language, calls: readonly string[]): string {
  const [batch, ...rest] = apiBatches(calls);
  if (!batch || rest.length > 0) throw new RangeError(`One /_api request carries 1 to ${API_BATCH_MAX} calls, not ${calls.length}`);
  if (batch.length === 1) return `/_api/${language}/${batch[0]}`;
  return `/_api/${language}?${batch.map((call) => `call=${encodeURIComponent(call)}`).join('&')}`;
}

/** One call's entry in a batched answer, `{"results": [...]}`: its data, or the error's status and kind. */
export type ApiCallResult = { status: 200; data: unknown } | { status: 400 | 404 | 502 | 503; detail: string };

/** A call's path and query, as the Worker reads a `call` of a batched request. */
export function splitApiCall(call: string): { path: string; params: URLSearchParams } {
  const at = call.indexOf('?');
  return at < 0 ? { path: call, params: new URLSearchParams() } : { path: call.slice(0, at), params: new URLSearchParams(call.slice(at + 1)) };
}
