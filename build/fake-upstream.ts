// A stand-in upstream on 127.0.0.1 that answers from a function the test can change at any
// time (delay, fail, 503, malformed JSON) and records what it was asked.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from './upstream-proxy.ts';

export interface UpstreamCall {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
}

export interface Answer {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, instead of body (e.g. malformed JSON, or an image's bytes with its Content-Type in headers). */
  raw?: string | Uint8Array;
  delayMs?: number;
  headers?: Record<string, string>;
}

/** Answers a call; `headers` carry its Accept-Language. */
export type Route = (url: URL, headers: IncomingHttpHeaders) => Answer | undefined;

export async function startFakeUpstream(initial: Route) {
  const calls: UpstreamCall[] = [];
  let route = initial;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream.test');
    calls.push({ method: request.method ?? 'GET', url, headers: request.headers });
    const answer = route(url, request.headers) ?? { status: 404, body: { detail: 'Not found.' } };
    const send = () => {
      if (response.destroyed) return;
      response.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json', ...answer.headers });
      response.end(answer.raw ?? JSON.stringify(answer.body ?? null));
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    calls,
    /** Calls whose path (after /api/) and query match, e.g. count('products/', 'limit=3'). */
    count(path: string, query?: string) {
      return calls.filter((call) => call.url.pathname === `/api/${path}` && (query === undefined || call.url.search === `?${query}`)).length;
    },
    setRoute(next: Route) {
      route = next;
    },
    close: () => closeServer(server),
  };
}

export type FakeUpstream = Awaited<ReturnType<typeof startFakeUpstream>>;

/** A product as the upstream lists it. */
export function fakeProduct(slug: string, title: string, price: number) {
  return { slug, title, price, discount: null, is_new: true, created_at: '2026-11-01T00:00:00Z', images: [], category: null };
}

export function fakeList(results: unknown[]) {
  return { count: results.length, next: null, previous: null, results };
}

/** Answers by path after /api/ (e.g. 'slides/'), fixed or made from the request's URL. */
export type Answers = Record<string, Answer | ((url: URL) => Answer)>;

/** A route that answers from `answers()` by path first and asks `fallback` for the rest. */
export function withAnswers(answers: () => Answers, fallback: Route): Route {
  return (url, headers) => {
    const answer = answers()[url.pathname.replace(/^\/api\//, '')];
    if (answer) return typeof answer === 'function' ? answer(url) : answer;
    return fallback(url, headers);
  };
}

/** The contact information that upstreamDefaults answers with. */
export const fakeContact = { address: 'Bakı', email: 'info@hesabpos.az', phone: '+994125554040', working_hours: '9-18', map_url: null, socials: [] };

/** The catalogue's default answers: `products(url)` as the products list, fakeContact, and one category (printers). */
export function upstreamDefaults(products: (url: URL) => unknown[]): Route {
  return (url) => {
    const path = url.pathname.replace(/^\/api\//, '');
    if (path === 'products/') return { body: fakeList(products(url)) };
    if (path === 'contact/information/') return { body: fakeContact };
    if (path === 'categories/') return { body: fakeList([{ slug: 'printers', title: 'Printers', image: null, children: [] }]) };
    return undefined;
  };
}
