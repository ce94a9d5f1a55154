// Secrets sent by callers (the purge token, the debug token) are compared in constant time, with
// Hono's own comparison (digests, then every character), which runs on workerd and Node alike.
import { timingSafeEqual } from 'hono/utils/buffer';

export async function sameToken(given: string, expected: string): Promise<boolean> {
  if (!given || !expected) return false;
  return timingSafeEqual(given, expected);
}
