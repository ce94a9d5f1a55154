// What the route loaders ask for data. On the server the source is the upstream client with
// its cache; in the browser it calls the worker's JSON endpoints. Loaders never know which.
import { createContext, type RouterContextProvider } from 'react-router';
import type { Language } from '../constants.ts';
import type { Check } from './validate.ts';

export type QueryValue = string | number | boolean | null | undefined | (string | number)[];
export type Query = Record<string, QueryValue>;

export interface DataSource {
  /**
   * GET a path of the upstream API (e.g. "products/") in a language; resolves to its JSON as
   * `check` accepts it. Fails with a UpstreamError (or the check's InvalidShapeError). The browser
   * drops the call when `signal` aborts (a newer navigation or search replaced the loader); the
   * server finishes it, since other requests may share it and its answer fills the cache.
   */
  get<T>(path: string, query: Query, language: Language, check: Check<T>, signal?: AbortSignal): Promise<T>;
  /**
   * The same GET's answer only when a cache holds it fresh; undefined otherwise. Never calls the
   * upstream and never writes, so a loader may use it to refuse an address the cache already
   * rules out. With `about` (another upstream path, e.g. "products/x"), undefined too when that
   * path's own scope was purged after the answer was stored: a product purged by its slug may be
   * one the cached list lacks. A source without a cache (the browser's) knows nothing: undefined.
   */
  peek?<T>(path: string, query: Query, language: Language, check: Check<T>, about?: string): Promise<T | undefined>;
}

export const dataSourceContext = createContext<DataSource>();

export function dataSource(context: Readonly<RouterContextProvider>): DataSource {
  return context.get(dataSourceContext);
}

/**
 * The query string of an upstream call: arrays as repeated keys, null and undefined skipped,
 * keys sorted so that the same call always has the same URL (and the same cache entry).
 */
export function toSearchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}
