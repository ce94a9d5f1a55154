// Secrets sent by callers (the purge token, the debug token) are compared in constant time, with
// Hono's own comparison, on digests: what a caller sends is hashed, the configured secret only
// once per isolate (it does not change while the isolate lives).
import { timingSafeEqual } from 'hono/utils/buffer';
import { sha256 } from 'hono/utils/crypto';

/** Digests of the configured secrets, by secret: one entry for each of the two tokens. */
const secretDigests = new Map<string, Promise<string | null>>();

export async function sameToken(given: string, expected: string): Promise<boolean> {
  if (!given || !expected) return false;
  let known = secretDigests.get(expected);
  if (!known) {
    known = sha256(expected);
    secretDigests.set(expected, known);
  }
  const [givenDigest, expectedDigest] = await Promise.all([sha256(given), known]);
  if (!givenDigest || !expectedDigest) return false;
  // Two digests of the same length, compared character by character without hashing them again.
  return timingSafeEqual(givenDigest, expectedDigest, async (digest) => digest);
}
