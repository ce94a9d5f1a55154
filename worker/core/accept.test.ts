import { describe, expect, it } from 'vitest';
import { acceptedValues } from './accept.ts';

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
