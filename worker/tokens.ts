// Secrets sent by callers (the purge token, the debug token) are compared in constant time.
const encoder = new TextEncoder();

/** Digests of equal length, then timingSafeEqual: how long it takes says nothing about the secret. */
export async function sameToken(given: string, expected: string): Promise<boolean> {
  if (!given || !expected) return false;
  const [a, b] = await Promise.all([given, expected].map((text) => crypto.subtle.digest('SHA-256', encoder.encode(text))));
  return (crypto.subtle as unknown as { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean }).timingSafeEqual(a!, b!);
}
