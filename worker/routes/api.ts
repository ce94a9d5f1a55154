// GET /_api/{lang}/{upstream path}, and GET /_api/{lang}?call=…&call=… for several calls in one
// request: the browser's way to the upstream, for the endpoints of the registry
// (shared/data/endpoints.ts) only, each call answered one way. Each answer has one address, the one
// the browser asks (shared/data/api-url.ts); any other spelling is a 301 to it, so the Workers
// Cache, which keys by the query string as written, keeps one copy (docs/routes.md#other-endpoints).
import type { Context } from 'hono';
import { Hono } from 'hono';
import { API_BATCH_MAX, apiCall, apiRequestUrl, splitApiCall, type ApiCallResult } from '../../shared/data/api-url.ts';
import { endpointOf, endpointPath, type Endpoint } from '../../shared/data/endpoints.ts';
import { isSlug } from '../../shared/data/slug.ts';
import { UpstreamError, PAGE_STATUS } from '../../shared/data/errors.ts';
import { isLanguage, type Language } from '../../shared/constants.ts';
import { readConfig } from '../core/config.ts';
import type { WorkerEnv } from '../core/env.ts';
import { dataAnswerHeaders, movedPermanently, notModified, notModifiedFor, weakEtag } from '../core/http-cache.ts';
import { writtenSearch } from '../render/canonical-url.ts';

export const api = new Hono<WorkerEnv>();

type ErrorStatus = Exclude<ApiCallResult['status'], 200>;

/** The registry's entry for a call's path; undefined for any path the site never asks. */
function endpointFor(path: string): Endpoint<unknown> | undefined {
  const found = endpointOf(path);
  return found && (found.slug === undefined || isSlug(found.slug)) ? found.endpoint : undefined;
}

/** A call's one spelling (apiCall, as the browser writes it): the registry's path, the query the Worker sends. */
function canonicalCall(path: string, endpoint: Endpoint<unknown>, params: URLSearchParams): string {
  return apiCall(endpointPath(endpoint, endpointOf(path)?.slug), endpoint.query(params));
}

/** A 301 to the request's one address when it names it otherwise; undefined when it already does. */
function redirectUnlessAt(c: Context<WorkerEnv>, canonical: string): Response | undefined {
  const url = new URL(c.req.url);
  return `${url.pathname}${writtenSearch(url)}` === canonical ? undefined : movedPermanently(c, canonical);
}

/** One call's answer: the one way /_api answers a call, alone or in a batch. */
async function answer(c: Context<WorkerEnv>, language: Language, path: string, endpoint: Endpoint<unknown>, params: URLSearchParams): Promise<ApiCallResult> {
  try {
    return { status: 200, data: await c.get('dataSource').get(path, endpoint.query(params), language, endpoint.check) };
  } catch (error) {
    // A failed upstream call has its own log line (worker/upstream/client.ts).
    const kind = error instanceof UpstreamError ? error.kind : 'upstream';
    const status = kind === 'invalid-request' ? 400 : kind === 'upstream' ? 502 : PAGE_STATUS[kind];
    return { status: status as ErrorStatus, detail: kind };
  }
}

/** A successful answer, with its ETag (a 304 when the client has it) and how long caches may keep it. */
function keepable(c: Context<WorkerEnv>, body: unknown): Response {
  const json = JSON.stringify(body);
  const headers = dataAnswerHeaders(readConfig(c.env).cache, c.get('readDependencies'), true);
  const etag = weakEtag(json);
  if (notModifiedFor(c.req.header('if-none-match'), etag)) return notModified(etag, headers);
  return c.body(json, 200, { ...headers, ETag: etag, 'Content-Type': 'application/json' });
}

api.get('/_api/:lang', async (c) => {
  const language = c.req.param('lang');
  if (!isLanguage(language)) return c.json({ detail: 'No such language.' }, 404);
  const calls = new URL(c.req.url).searchParams.getAll('call').map(splitApiCall);
  if (calls.length === 0) return c.json({ detail: 'No call: ask /_api/{lang}/{path}, or /_api/{lang}?call={path?query}&call=….' }, 400);
  if (calls.length > API_BATCH_MAX) return c.json({ detail: `Too many calls: at most ${API_BATCH_MAX} a request.` }, 400);
  const endpoints = calls.map(({ path }) => endpointFor(path));
  const unknown = endpoints.findIndex((endpoint) => !endpoint);
  // Nothing is fetched unless every call is one the site makes; the call is named by its place, not echoed.
  if (unknown >= 0) return c.json({ detail: `Call ${unknown + 1} is no endpoint of this site.` }, 400);
  const canonical = calls.map(({ path, params }, index) => canonicalCall(path, endpoints[index]!, params));
  const moved = redirectUnlessAt(c, apiRequestUrl(language, canonical));
  if (moved) return moved;
  const results = await Promise.all(calls.map(({ path, params }, index) => answer(c, language, path, endpoints[index]!, params)));
  return results.every((result) => result.status === 200) ? keepable(c, { results }) : c.json({ results });
});

api.get('/_api/:lang/*', async (c) => {
  const language = c.req.param('lang');
  const url = new URL(c.req.url);
  const path = url.pathname.slice(`/_api/${language}/`.length);
  const endpoint = endpointFor(path);
  if (!isLanguage(language) || !endpoint) return c.json({ detail: 'Not found.' }, 404);
  const moved = redirectUnlessAt(c, `/_api/${language}/${canonicalCall(path, endpoint, url.searchParams)}`);
  if (moved) return moved;
  const result = await answer(c, language, path, endpoint, url.searchParams);
  if (result.status === 200) return keepable(c, result.data);
  if (result.status === 503) c.header('Retry-After', '120');
  return c.json({ detail: result.detail }, result.status);
});
