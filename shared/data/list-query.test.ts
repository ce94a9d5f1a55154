import { describe, expect, it } from 'vitest';
import { listSearch, parseListQuery, toProductQuery, withFilter } from './list-query.ts';
import { padPage, paginationItems } from '../product-list/pagination.ts';

const parse = (query: string) => parseListQuery(new URLSearchParams(query));

describe('parseListQuery', () => {
  it('reads every parameter', () => {
    expect(parse('page=3&category=receipt-printers&search=%20qəbz%20%20printer%20&ordering=-price&price__gte=100&price__lte=900')).toEqual({
      page: 3,
      category: 'receipt-printers',
      search: 'qəbz printer',
      ordering: '-price',
      priceMin: 100,
      priceMax: 900,
    });
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=1.5', { page: 1 }],
    ['page=99999999999', { page: 1 }],
    ['price__gte=-5', { page: 1 }],
    ['price__lte=9000', { page: 1 }],
    ['price__gte=abc&price__lte=', { page: 1 }],
    ['price__gte=800&price__lte=200', { page: 1, priceMin: 200, priceMax: 800 }],
    ['price__gte=0&price__lte=5000', { page: 1 }],
    ['ordering=password', { page: 1 }],
    ['category=../../etc', { page: 1 }],
    ['search=%20%20', { page: 1 }],
  ])('%s reads as %j', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it('cuts a 5,000-character search to 100 characters', () => {
    expect(parse(`search=${'ə'.repeat(5000)}`).search).toHaveLength(100);
  });
});

describe('list links', () => {
  it('leave defaults out and keep a fixed order', () => {
    expect(listSearch({ page: 1 })).toBe('');
    expect(listSearch({ page: 2, ordering: 'price', category: 'scales' })).toBe('?page=2&category=scales&ordering=price');
    expect(toProductQuery({ page: 1, priceMax: 300 })).toEqual({ price__lte: 300 });
  });

  it('start again from page 1 when a filter changes', () => {
    expect(withFilter({ page: 4, search: 'x', category: 'a' }, { category: undefined })).toEqual({ page: 1, search: 'x' });
  });
});

describe('paginationItems', () => {
  const show = (current: number, pages: number) =>
    paginationItems(current, pages)
      .map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.number}]` : String(item.number)))
      .join(' ');

  it('is empty for one page', () => {
    expect(paginationItems(1, 1)).toEqual([]);
  });

  it.each([
    [1, 2, '[1] 2'],
    [1, 5, '[1] 2 3 4 5'],
    [1, 6, '[1] 2 3 4 5 6'],
    [1, 12, '[1] 2 3 4 5 … 12'],
    [6, 12, '1 … 4 5 [6] 7 8 … 12'],
    [12, 12, '1 … 8 9 10 11 [12]'],
    [4, 7, '1 2 3 [4] 5 6 7'],
  ])('page %i of %i: %s', (current, pages, expected) => {
    expect(show(current, pages)).toBe(expected);
  });

  it('pads page numbers to two digits', () => {
    expect([padPage(1), padPage(10), padPage(123)]).toEqual(['01', '10', '123']);
  });
});
