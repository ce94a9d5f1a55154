// The one hash: SHA-256 of a text, in hex (content hashes of cache entries, long keys, list digests, message file names).
import { createHash } from 'node:crypto';

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
