// The settings read from the Worker's variables: lists of origins, and numbers with their defaults.
import { describe, expect, it } from 'vitest';
import { origins, readConfig } from './config.ts';
import type { Env } from './env.ts';

describe('origins', () => {
  it('reads the origin of every URL in a space- or comma-separated list, and skips what is no URL or has no origin', () => {
    expect(origins('https://a.example/path?q=1, http://b.example:8080  https://a.example')).toEqual([
      'https://a.example',
      'http://b.example:8080',
      'https://a.example',
    ]);
    expect(origins('not-a-url data:text/plain,x /relative')).toEqual([]);
    expect(origins(undefined)).toEqual([]);
  });
});

describe('readConfig', () => {
  it('takes a number that is set and not negative, else the default', () => {
    const config = (UPSTREAM_TIMEOUT_MS?: string) => readConfig({ UPSTREAM_URL: 'https://api.example', UPSTREAM_TIMEOUT_MS } as Env).upstreamTimeoutMs;
    expect(config('2500')).toBe(2500);
    expect(config(undefined)).toBe(8000);
    expect(config(' ')).toBe(8000);
    expect(config('-1')).toBe(8000);
    expect(config('soon')).toBe(8000);
  });
});
