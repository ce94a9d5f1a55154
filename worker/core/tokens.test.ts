import { describe, expect, it } from 'vitest';
import { sameToken } from './tokens.ts';

describe('sameToken', () => {
  it('accepts the configured secret and nothing else, whichever secret is asked about', () => {
    const secret = 'purge-0f9c2a71d4e8b365';
    expect(sameToken(secret, secret)).toBe(true);
    expect(sameToken(secret, secret)).toBe(true);
    for (const given of ['purge-0f9c2a71d4e8b366', 'purge-0f9c2a71d4e8b36', `${secret} `, 'PURGE-0F9C2A71D4E8B365', '']) {
      expect(sameToken(given, secret)).toBe(false);
    }
    // Another secret (the debug token) is checked against its own digest, not the first one's.
    expect(sameToken('debug-secret', 'debug-secret')).toBe(true);
    expect(sameToken(secret, 'debug-secret')).toBe(false);
    expect(sameToken('debug-secret', secret)).toBe(false);
  });

  it('accepts nothing while no secret is configured', () => {
    expect(sameToken('', '')).toBe(false);
    expect(sameToken('anything', '')).toBe(false);
  });
});
