import { describe, expect, it } from 'vitest';
import { canonicalListSearch, keptFields, listSearch, parseListQuery, toProductQuery, withFilter } from './list-query.ts';
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

  it('write a price range with both its bounds, while the upstream call leaves a bound at the end of the scale out', () => {
    expect(listSearch({ page: 1, priceMax: 300 })).toBe('?price__gte=0&price__lte=300');
    expect(listSearch({ page: 1, priceMin: 300 })).toBe('?price__gte=300&price__lte=5000');
    expect(toProductQuery({ page: 1, priceMax: 300 })).toEqual({ price__lte: 300 });
    expect(canonicalListSearch(new URLSearchParams('price__gte=0&price__lte=5000'))).toBe('');
  });

  it('give every order, repetition and spelling of the same parameters one address, which is its own', () => {
    const address = '?page=2&category=scales&search=q%C9%99bz+printer&ordering=-price&price__gte=100&price__lte=900';
    const params = [...new URLSearchParams(address)];
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let round = 0; round < 50; round++) {
      // A seeded shuffle (Fisher-Yates), a repeated key and an unknown one: always the same address back.
      const shuffled = [...params];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      }
      const written = new URLSearchParams([...shuffled, ['utm_source', String(round)], [shuffled[0]![0], 'second']]);
      expect(canonicalListSearch(written)).toBe(address);
    }
    expect(canonicalListSearch(new URLSearchParams(address))).toBe(address);
    expect(canonicalListSearch(new URLSearchParams('search=q%C9%99bz%20printer'))).toBe('?search=q%C9%99bz+printer');
  });

  it('put the hidden fields of a form around its own, so the browser sends them in the address order', () => {
    const query = parseListQuery(new URLSearchParams('page=3&category=scales&search=x&ordering=price&price__lte=900'));
    expect(keptFields(query, ['ordering'])).toEqual({
      before: [
        ['category', 'scales'],
        ['search', 'x'],
      ],
      after: [
        ['price__gte', '0'],
        ['price__lte', '900'],
      ],
    });
    expect(keptFields(query, ['search'])).toEqual({
      before: [['category', 'scales']],
      after: [
        ['ordering', 'price'],
        ['price__gte', '0'],
        ['price__lte', '900'],
      ],
    });
    expect(keptFields(query, ['price__gte', 'price__lte'])).toEqual({
      before: [
        ['category', 'scales'],
        ['search', 'x'],
        ['ordering', 'price'],
      ],
      after: [],
    });
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
