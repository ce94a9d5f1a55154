// Every call to the upstream catalogue API leaves from here, as docs/upstream-contract.md
// describes: GETs with a timeout, one more try for a connection that failed outright, the
// validators of a cached value for a conditional GET, and failures told apart by kind; the one POST
// is the contact message.
import { UpstreamError, kindOfStatus } from '../../shared/data/errors.ts';
import { toSearchParams, type Query } from '../../shared/data/source.ts';
import type { Language } from '../../shared/constants.ts';
import type { Config } from '../core/config.ts';
import { log } from '../core/log.ts';

export function upstreamUrl(baseUrl: string, path: string, query: Query): URL {
  const url = new URL(path.replace(/^\/+/, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.search = toSearchParams(query).toString();
  return url;
}

type UpstreamConfig = Pick<Config, 'upstreamUrl' | 'upstreamTimeoutMs'>;

interface Validators {
  etag?: string;
  lastModified?: string;
}

type UpstreamAnswer = { notModified: true } | { notModified: false; value: unknown; validators: Validators };

/**
 * A GET to the upstream (the API or its media files). A GET is safe to send again: a connection
 * that failed outright gets one more try within the same deadline (a timeout does not).
 */
export function getUpstream(url: URL, headers: Record<string, string>, deadline: AbortSignal): Promise<Response> {
  const attempt = () => fetch(url, { headers, signal: deadline });
  return attempt().catch((error: unknown) => {
    if (deadline.aborted) throw error;
    return attempt();
  });
}

/**
 * One line per upstream call that failed (not for a 404 or a 400, which are answers): the path
 * without its query, which may hold what a visitor typed.
 */
function failed(error: UpstreamError, path: string, language: string): UpstreamError {
  if (error.kind !== 'not-found' && error.kind !== 'invalid-request') {
    log(error.kind === 'maintenance' ? 'warn' : 'error', 'upstream call failed', { upstream: path, language, kind: error.kind, status: error.status });
  }
  return error;
}

/** A GET of the API; `validators`: those of the value the caller holds, for a conditional GET. */
export async function fetchUpstream(config: UpstreamConfig, path: string, query: Query, language: Language, validators?: Validators): Promise<UpstreamAnswer> {
  const url = upstreamUrl(config.upstreamUrl, path, query);
  const deadline = AbortSignal.timeout(config.upstreamTimeoutMs);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language, 'Content-Type': 'application/json' };
  if (validators?.etag) headers['If-None-Match'] = validators.etag;
  if (validators?.lastModified) headers['If-Modified-Since'] = validators.lastModified;
  const response = await getUpstream(url, headers, deadline).catch((error: unknown) => {
    const timedOut = deadline.aborted || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));
    const reason = timedOut ? `timed out after ${config.upstreamTimeoutMs} ms` : 'unreachable';
    throw failed(new UpstreamError('upstream', `Upstream ${reason}: ${url}`), path, language);
  });
  // Only an answer to a conditional GET can mean "not modified"; any other 304 is an error.
  if (response.status === 304 && (validators?.etag || validators?.lastModified)) {
    await response.body?.cancel();
    return { notModified: true };
  }
  if (!response.ok) {
    throw failed(new UpstreamError(kindOfStatus(response.status), `Upstream answered ${response.status}: ${url}`, response.status), path, language);
  }
  const learned: Validators = { etag: response.headers.get('ETag') || undefined, lastModified: response.headers.get('Last-Modified') || undefined };
  try {
    return { notModified: false, value: await response.json(), validators: learned };
  } catch {
    throw failed(new UpstreamError('upstream', `Upstream answered with unreadable JSON: ${url}`, response.status), path, language);
  }
}

/**
 * A POST, sent once: whether to try again is the caller's decision (the contact queue's, with the
 * message's idempotency key). `headers`: beyond Accept and Accept-Language (the contact message's
 * Idempotency-Key). The answer is the caller's to read; a network failure or timeout throws.
 */
export function postUpstream(config: UpstreamConfig, path: string, language: Language, body: FormData, headers: Record<string, string>): Promise<Response> {
  return fetch(upstreamUrl(config.upstreamUrl, path, {}), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Accept-Language': language, ...headers },
    body,
    signal: AbortSignal.timeout(config.upstreamTimeoutMs),
  });
}
