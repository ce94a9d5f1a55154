// A kept page compressed once and answered many times, each answer with its own CSP nonce, without
// compressing again. The page is cut where its nonce stood; each piece is compressed to raw deflate
// that ends on a byte boundary (a sync flush), so the pieces can follow one another in one deflate
// stream. Each answer puts its nonce between them as an uncompressed ("stored") deflate block and
// closes the gzip member with a CRC-32 combined from the pieces' and the nonce's, the way zlib's
// crc32_combine does: a few multiplications, not a pass over the page.
// A piece may refer back to the pieces before it (they are its preset dictionary), but never into
// a nonce: in the dictionary each nonce is a run of NUL bytes, which the page does not contain, so
// no match can cover one. Every nonce must therefore have the length of the one the page was kept
// with (the site's nonces are all 16 random bytes in base64).
import { constants, crc32, deflateRawSync, gunzipSync } from 'node:zlib';

export interface GzipPieces {
  /** Each piece as raw deflate ending on a byte boundary (empty for an empty piece). */
  runs: Uint8Array[];
  /** CRC-32 of each piece before compression. */
  crcs: number[];
  /** Length in bytes of each piece before compression. */
  lengths: number[];
  /** Length in bytes of the nonce between two pieces. */
  nonceLength: number;
  /** What appending each piece, and a nonce, does to a CRC (shiftFor), worked out once. */
  shifts: number[];
  nonceShift: number;
}

const encoder = new TextEncoder();
/** 1f 8b: gzip; 08: deflate; no flags, no time, no extra flags; 255: operating system unknown. */
const GZIP_HEADER = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255];
/** The last block: stored, final, empty. */
const FINAL_BLOCK = [1, 0, 0, 0xff, 0xff];
/** The CRC-32 polynomial, reflected. */
const POLY = 0xedb88320;

/** a(x)·b(x) modulo the CRC-32 polynomial (zlib's multmodp). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const X_POWERS: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X_POWERS.push(multiplyModP(X_POWERS[k - 1]!, X_POWERS[k - 1]!));

/** x^(8·bytes) modulo the polynomial: what appending that many bytes does to a CRC. */
function shiftFor(bytes: number): number {
  let power = 0x80000000;
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) power = multiplyModP(X_POWERS[k % 32]!, power);
  }
  return power;
}

/** The CRC-32 of a followed by b, from their CRCs and b's length (zlib's crc32_combine). */
export function combineCrc32(crcA: number, crcB: number, lengthB: number): number {
  return combineShifted(crcA, crcB, shiftFor(lengthB));
}

function combineShifted(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}

/** The deflate window: how far back a piece can refer. */
const WINDOW = 32 * 1024;

export function compressPieces(pieces: Uint8Array[], nonceLength: number): GzipPieces {
  // The page as the dictionaries see it, nonces as NUL bytes; a page with a NUL of its own
  // cannot keep them apart, so then each piece stands alone.
  const shareable = pieces.every((piece) => !piece.includes(0));
  const page = concatenate(pieces.flatMap((piece, index) => (index > 0 ? [new Uint8Array(nonceLength), piece] : [piece])));
  let start = 0;
  const runs = pieces.map((piece, index) => {
    if (index > 0) start += nonceLength;
    const dictionary = shareable && start > 0 ? page.subarray(Math.max(0, start - WINDOW), start) : undefined;
    start += piece.length;
    if (piece.length === 0) return new Uint8Array(0);
    return new Uint8Array(deflateRawSync(piece, { finishFlush: constants.Z_SYNC_FLUSH, ...(dictionary ? { dictionary } : {}) }));
  });
  return {
    runs,
    crcs: pieces.map((piece) => crc32(piece) >>> 0),
    lengths: pieces.map((piece) => piece.length),
    nonceLength,
    shifts: pieces.map((piece) => shiftFor(piece.length)),
    nonceShift: shiftFor(nonceLength),
  };
}

/** Byte arrays one after another. */
export function concatenate(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.length;
  }
  return body;
}

/** The whole page as one gzip member, with `nonce` between every two pieces. */
export function gzipWithNonce({ runs, crcs, lengths, nonceLength, shifts, nonceShift }: GzipPieces, nonce: string): Uint8Array<ArrayBuffer> {
  const needle = encoder.encode(nonce);
  if (needle.length !== nonceLength || needle.length > 0xffff) throw new RangeError(`A nonce of ${needle.length} bytes where the page had ${nonceLength}`);
  const stored = new Uint8Array([0, needle.length & 0xff, needle.length >>> 8, ~needle.length & 0xff, (~needle.length >>> 8) & 0xff, ...needle]);
  const nonceCrc = crc32(needle) >>> 0;
  let crc = 0;
  let size = 0;
  const parts: Uint8Array[] = [new Uint8Array(GZIP_HEADER)];
  runs.forEach((run, index) => {
    if (index > 0) {
      parts.push(stored);
      crc = combineShifted(crc, nonceCrc, nonceShift);
      size += needle.length;
    }
    parts.push(run);
    crc = combineShifted(crc, crcs[index]!, shifts[index]!);
    size += lengths[index]!;
  });
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, crc, true);
  view.setUint32(4, size >>> 0, true);
  parts.push(new Uint8Array(FINAL_BLOCK), trailer);
  return concatenate(parts);
}

/** The same page uncompressed, for the rare client that does not take gzip. */
export function gunzip(body: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(gunzipSync(body));
}
