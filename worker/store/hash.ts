// The stores' one hash: SHA-256 of a text, in hex (content hashes of cache entries, long keys, list digests).
import { createHash } from 'node:crypto';

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
