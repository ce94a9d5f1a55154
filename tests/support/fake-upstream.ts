// A stand-in upstream on 127.0.0.1 that answers from a table and records what it was asked,
// for tests that need an API other than the bundled reference one.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface UpstreamCall {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
}

export type Route = (url: URL) => { status?: number; body: unknown } | undefined;

export async function startFakeUpstream(route: Route) {
  const calls: UpstreamCall[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream.test');
    calls.push({ method: request.method ?? 'GET', url, headers: request.headers });
    const answer = route(url) ?? { status: 404, body: { detail: 'Not found.' } };
    response.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
