// Secrets sent by callers (the purge token, the debug token) are compared in constant time on
// SHA-256 digests, so neither their bytes nor their length show in the time taken: what a caller
// sends is hashed, the configured secret only once per isolate (it does not change while the
// isolate lives). node:crypto (nodejs_compat) does both synchronously, in the runtime's native code.
import { createHash, timingSafeEqual } from 'node:crypto';

/** Digests of the configured secrets, by secret: one entry for each of the two tokens. */
const secretDigests = new Map<string, Uint8Array>();

const digest = (value: string): Uint8Array => createHash('sha256').update(value).digest();

export function sameToken(given: string, expected: string): boolean {
  if (!given || !expected) return false;
  let known = secretDigests.get(expected);
  if (!known) {
    known = digest(expected);
    secretDigests.set(expected, known);
  }
  return timingSafeEqual(digest(given), known);
}
