// A proxy on 127.0.0.1 in front of a real upstream (the reference API) that lets a test hold
// back, fail or drop chosen requests, so the whole stack still runs and only the timing or the
// failure is staged. It records every request and how it ended (the bench counts and times the
// site's upstream calls with it).
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxyAction =
  /** Pass the request on only once this settles. */
  | { hold: Promise<unknown> }
  /** Answer this status with a small JSON body, without asking the upstream (once `after` settles, if given). */
  | { status: number; after?: Promise<unknown> }
  /** Close the connection without any answer. */
  | { drop: true };

/** What to do with a request (its URL as the proxy got it); undefined passes it on at once. */
export type ProxyRule = (url: URL) => ProxyAction | undefined;

export interface ProxyCall {
  url: URL;
  startedAt: number;
  /** passed: the upstream's answer went back; failed: the staged status; dropped; aborted: the caller left first. */
  outcome?: 'passed' | 'failed' | 'dropped' | 'aborted';
  status?: number;
  endedAt?: number;
}

/** A promise the test resolves when it chooses, or that resolves by itself after `maxMs`. */
export function gate(maxMs: number): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    open = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  return { promise, open };
}

export async function startUpstreamProxy(target: string) {
  const targetUrl = new URL(target);
  const calls: ProxyCall[] = [];
  let rule: ProxyRule = () => undefined;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', targetUrl);
    const call: ProxyCall = { url, startedAt: performance.now() };
    calls.push(call);
    const end = (outcome: NonNullable<ProxyCall['outcome']>, status?: number) => {
      if (call.outcome) return;
      Object.assign(call, { outcome, status, endedAt: performance.now() });
    };
    res.on('close', () => end('aborted'));
    const pass = () => {
      if (res.destroyed) return end('aborted');
      const upstream = httpRequest({ host: targetUrl.hostname, port: targetUrl.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.on('finish', () => end('passed', answer.statusCode));
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    const action = rule(url);
    if (!action) return pass();
    if ('hold' in action) return void action.hold.then(pass);
    if ('drop' in action) {
      end('dropped');
      return void req.socket.destroy();
    }
    const fail = () => {
      if (res.destroyed) return end('aborted');
      end('failed', action.status);
      res.writeHead(action.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ detail: 'Staged failure.' }));
    };
    if (action.after) return void action.after.then(fail);
    fail();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The base URL to give the site as its upstream (ends in /api like the target). */
    url: `http://127.0.0.1:${port}${targetUrl.pathname.replace(/\/+$/, '')}`,
    calls,
    /** Calls whose `search` parameter is `term`. */
    searches: (term: string) => calls.filter((call) => call.url.searchParams.get('search') === term),
    setRule(next: ProxyRule) {
      rule = next;
    },
    close: () => closeServer(server),
  };
}

export type UpstreamProxy = Awaited<ReturnType<typeof startUpstreamProxy>>;

/** Closes a server at once, its open connections included. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
