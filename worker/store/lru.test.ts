import { describe, expect, it } from 'vitest';
import { Lru } from './lru.ts';

describe('the LRU', () => {
  it('drops the least recently used first, by the sizes given, and keeps nothing larger than itself', () => {
    const lru = new Lru<string, string>(10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 4);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
    lru.set('huge', 'H', 11);
    expect([lru.get('huge'), lru.get('a'), lru.get('c')]).toEqual([undefined, 'A', 'C']);
    lru.set('a', 'A2', 8);
    expect([lru.get('a'), lru.get('c')]).toEqual(['A2', undefined]);
  });
});
