import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { combineCrc32, compressPieces, gzipWithNonce } from './gzip-pieces.ts';

const encoder = new TextEncoder();
const NONCE = 'Jui1Hw3sTf0a8KxqZ2pQmA==';
const OTHER = 'kT9vXo2LmQ4sWn7yB1cRzA==';

/** The page kept with NONCE, answered with `nonce`, as a browser would read it. */
function roundTrip(page: string, nonce = OTHER): string {
  const kept = compressPieces(
    page.split(NONCE).map((piece) => encoder.encode(piece)),
    NONCE.length,
  );
  return gunzipSync(gzipWithNonce(kept, nonce)).toString('utf8');
}

/** Text like a page's: repetitive markup with varying words, `size` characters. */
function markup(size: number, seed = 1): string {
  let text = '';
  for (let i = seed; text.length < size; i++) text += `<li class="card"><a href="/az/products/item-${i}">Məhsul ${i * 7919} — qiymət ${i % 97} ₼</a></li>`;
  return text.slice(0, size);
}

describe('gzipWithNonce', () => {
  it.each([
    ['nonces inside the page', `<head><script nonce="${NONCE}">a</script></head>${markup(5000)}<script nonce="${NONCE}">b</script>`],
    ['a nonce at each end and two side by side', `${NONCE}${markup(3000)}${NONCE}${NONCE}${markup(2000, 9)}${NONCE}`],
    ['text after a nonce repeating part of it', `${markup(3000)}<script nonce="${NONCE}"></script><p>${NONCE.slice(0, 16)}</p>${markup(3000, 4)}`],
    ['no nonce at all', markup(8000)],
    ['pieces beyond the deflate window', `${markup(70_000)}<script nonce="${NONCE}"></script>${markup(50_000, 3)}`],
    ['a NUL byte in the page (pieces compressed alone)', `${markup(4000)}\u0000<script nonce="${NONCE}"></script>${markup(4000)}`],
  ])('gives the page with the new nonce: %s', (_, page) => {
    expect(roundTrip(page)).toBe(page.replaceAll(NONCE, OTHER));
  });

  it('compresses a page to about what one gzip stream would', () => {
    const page = `${markup(30_000)}<script nonce="${NONCE}"></script>${markup(20_000, 5)}`;
    const kept = compressPieces(
      page.split(NONCE).map((piece) => encoder.encode(piece)),
      NONCE.length,
    );
    expect(gzipWithNonce(kept, OTHER).length).toBeLessThan(page.length / 4);
  });

  it('refuses a nonce of another length than the page was kept with', () => {
    const kept = compressPieces([encoder.encode('a'), encoder.encode('b')], NONCE.length);
    expect(() => gzipWithNonce(kept, 'short')).toThrow(RangeError);
  });
});

describe('combineCrc32', () => {
  it.each([0, 1, 24, 65_537, 300_000])('gives the CRC-32 of two parts from theirs, the second of %i bytes', (length) => {
    const first = encoder.encode('HesabPOS ');
    const second = new Uint8Array(length).map((_, i) => (i * 31 + 7) % 251);
    const whole = new Uint8Array([...first, ...second]);
    expect(combineCrc32(crc32(first), crc32(second), length)).toBe(crc32(whole));
  });
});
