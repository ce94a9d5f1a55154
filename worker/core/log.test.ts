import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchUpstream } from '../upstream/client.ts';
import { log, withRequestId } from './log.ts';

const lines = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

afterEach(() => vi.restoreAllMocks());

describe('log', () => {
  it('puts the request id on every line logged while the request is handled, awaits included', async () => {
    const info = vi.spyOn(console, 'log').mockImplementation(() => {});
    await withRequestId('8c1f2a-FRA', async () => {
      log('info', 'first');
      await new Promise((resolve) => setTimeout(resolve, 1));
      log('info', 'after an await', { scope: 'products' });
    });
    log('info', 'outside');
    expect(lines(info)).toEqual([
      { level: 'info', message: 'first', requestId: '8c1f2a-FRA' },
      { level: 'info', message: 'after an await', requestId: '8c1f2a-FRA', scope: 'products' },
      { level: 'info', message: 'outside' },
    ]);
  });
});

describe('a failed upstream call', () => {
  const call = () =>
    fetchUpstream({ upstreamUrl: 'https://api.example.az/api', upstreamTimeoutMs: 1000 }, 'products/', { search: 'Aysel 050 123 45 67' }, 'az');

  it('is one error line with the path, never the query a visitor typed', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 502 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await withRequestId('ray-1', () => expect(call()).rejects.toThrow(/502/));
    expect(lines(error)).toEqual([
      { level: 'error', message: 'upstream call failed', requestId: 'ray-1', upstream: 'products/', language: 'az', kind: 'upstream', status: 502 },
    ]);
    expect(JSON.stringify(error.mock.calls)).not.toContain('Aysel');
  });

  it('is a warning in maintenance, and nothing for a 404, which is an answer', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetch.mockResolvedValueOnce(new Response('{}', { status: 503 }));
    await expect(call()).rejects.toThrow(/503/);
    fetch.mockResolvedValueOnce(new Response('{}', { status: 404 }));
    await expect(call()).rejects.toThrow(/404/);
    expect(lines(warn).map(({ kind }) => kind)).toEqual(['maintenance']);
    expect(error).not.toHaveBeenCalled();
  });
});
