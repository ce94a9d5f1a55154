import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH } from '../data/list-query.ts';
import { searchTerm } from './search-results.ts';

describe('searchTerm', () => {
  it('collapses spaces and trims, as the list page reads the term', () => {
    expect(searchTerm('  receipt   printer \n')).toBe('receipt printer');
  });
  it('is empty for blank text, which clears the results', () => {
    expect(searchTerm('   \t')).toBe('');
  });
  it('cuts long terms to the list page maximum', () => {
    expect(searchTerm('a'.repeat(5000))).toHaveLength(SEARCH_MAX_LENGTH);
  });
});
