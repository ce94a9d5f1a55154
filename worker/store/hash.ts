// The one hash: SHA-256 of a text or bytes, in hex (content hashes of cache entries, long keys, list digests, message file names, uploads without an ETag).
import { createHash } from 'node:crypto';

export const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');
