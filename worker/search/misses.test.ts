import { describe, expect, it } from 'vitest';
import { readMisses, recordMiss } from './misses.ts';

// Outside workerd there is no location's cache: within the first minutes nothing is merged, and
// the isolate's own counts are what is read.
const EARLY = 60_000;

describe('recordMiss', () => {
  it('keeps the 500 most asked queries of a day and language, and counts the rest together, losing no count', async () => {
    for (let again = 0; again < 3; again++) await recordMiss('en', 'frequent', EARLY);
    for (let query = 0; query < 600; query++) await recordMiss('en', `query ${query}`, EARLY);
    const { en, az } = await readMisses('1970-01-01');
    expect(en).toHaveLength(500);
    expect(en[0]).toEqual({ query: 'frequent', count: 3 });
    expect(en.at(-1)?.query).toBe('(other)');
    expect(en.at(-1)?.count).toBeGreaterThan(100);
    expect(en.reduce((sum, entry) => sum + entry.count, 0)).toBe(603);
    expect(az).toEqual([]);
  });

  it('ignores what is still being typed, and cuts a long query', async () => {
    await recordMiss('az', 'zz', EARLY);
    await recordMiss('az', 'x'.repeat(500), EARLY);
    expect((await readMisses('1970-01-01')).az).toEqual([{ query: 'x'.repeat(80), count: 1 }]);
  });
});
