// CSP violation reports with Hono's app.request (tests/worker/hardening.test.ts proves the route on
// workerd): one log line per violation, at most MAX_LINES_PER_MINUTE a minute per isolate, and the
// first line of the next minute tells how many were dropped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cspReport } from './csp-report.ts';

const report = (document: string) => ({
  type: 'csp-violation',
  body: { documentURL: document, effectiveDirective: 'img-src', blockedURL: 'https://x.example/a.png' },
});
const send = (count: number) =>
  cspReport.request('/_csp-report', { method: 'POST', body: JSON.stringify(Array.from({ length: count }, (_, at) => report(`https://site.test/${at}`))) });

afterEach(() => vi.useRealTimers());

describe('CSP reports', () => {
  it('logs each violation, up to 60 lines a minute, then tells how many were dropped', async () => {
    vi.useFakeTimers({ now: 10 * 60_000 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lines = () => warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    for (let request = 0; request < 6; request++) expect((await send(10)).status).toBe(204);
    expect(lines()).toHaveLength(60);
    expect(lines()[0]).toMatchObject({ message: 'csp-violation', document: 'https://site.test/0', directive: 'img-src' });
    // Over the limit: the rest of a request's reports are not even counted.
    await send(10);
    await send(2);
    expect(lines()).toHaveLength(60);
    vi.setSystemTime(11 * 60_000);
    await send(1);
    expect(lines().slice(60)).toEqual([
      { level: 'warn', message: 'csp-violation reports dropped', dropped: 2 },
      expect.objectContaining({ message: 'csp-violation', document: 'https://site.test/0' }),
    ]);
    warn.mockRestore();
  });

  it('answers a body that is no JSON with 400 and logs nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await cspReport.request('/_csp-report', { method: 'POST', body: 'not json' })).status).toBe(400);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
