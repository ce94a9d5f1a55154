// Secrets sent by callers (the purge token, the debug token) are compared in constant time on
// SHA-256 digests, so neither their bytes nor their length show in the time taken. node:crypto
// (nodejs_compat) hashes synchronously, in the runtime's native code: a microsecond, not worth keeping.
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string): Uint8Array => createHash('sha256').update(value).digest();

export function sameToken(given: string, expected: string): boolean {
  return !!given && !!expected && timingSafeEqual(digest(given), digest(expected));
}
