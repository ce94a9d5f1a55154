import { describe, expect, it } from 'vitest';
import { acceptedValues, acceptsGzip } from './accept.ts';

describe('acceptedValues', () => {
  it('lists each value lowercased with its weight, 1 when not given and 0 when unreadable', () => {
    expect([...acceptedValues('Text/HTML, application/xhtml+xml;q=0.9, */*; q=0.8, image/avif;q=abc, ,')]).toEqual([
      ['text/html', 1],
      ['application/xhtml+xml', 0.9],
      ['*/*', 0.8],
      ['image/avif', 0],
    ]);
    expect(acceptedValues(undefined).size).toBe(0);
  });
});

describe('acceptsGzip', () => {
  it('takes gzip when the header names it, or `*`, with a weight above 0', () => {
    for (const header of ['gzip, deflate, br, zstd', 'GZIP', 'br;q=1.0, gzip;q=0.8', '*', 'br, *;q=0.5', 'x-gzip']) expect(acceptsGzip(header)).toBe(true);
    for (const header of ['br', 'identity', 'gzip;q=0', 'gzip;q=0, *', '*;q=0', '', undefined]) expect(acceptsGzip(header)).toBe(false);
  });
});
