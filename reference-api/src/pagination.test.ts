import { describe, expect, it } from 'vitest';
import { isPageInRange, paginated, readPageRequest } from './pagination.ts';

const request = (query: string) => readPageRequest(new URL(`http://api.test/api/products/?${query}`));

describe('readPageRequest', () => {
  it('defaults to the first page of 10', () => {
    expect(request('')).toEqual({ ok: true, page: { limit: 10, number: 1, offset: 0 } });
  });

  it('takes limit=all and numeric limits and pages', () => {
    expect(request('limit=all')).toEqual({ ok: true, page: { limit: undefined, number: 1, offset: 0 } });
    expect(request('limit=5&page=3')).toEqual({ ok: true, page: { limit: 5, number: 3, offset: 10 } });
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'page=1.5', 'page=99999999999', 'limit=all&page=2'])('%s is an invalid page (404)', (query) => {
    expect(request(query)).toEqual({ ok: false, status: 404, detail: 'Invalid page.' });
  });

  it.each(['limit=abc', 'limit=0', 'limit=-3', 'limit=2.5'])('%s is an invalid limit (400)', (query) => {
    expect(request(query)).toEqual({ ok: false, status: 400, detail: 'Invalid limit.' });
  });
});

describe('paginated', () => {
  const url = new URL('http://api.test/api/products/?limit=2&page=2&search=x');

  it('links the next and previous pages, dropping page=1 as DRF does', () => {
    const page = { limit: 2, number: 2, offset: 2 };
    const body = paginated(url, page, 5, ['c', 'd']);
    expect(body.next).toBe('http://api.test/api/products/?limit=2&page=3&search=x');
    expect(body.previous).toBe('http://api.test/api/products/?limit=2&search=x');
  });

  it('has no next page on the last one', () => {
    expect(paginated(url, { limit: 2, number: 3, offset: 4 }, 5, ['e']).next).toBeNull();
  });

  it('accepts an empty first page but not an empty later one', () => {
    expect(isPageInRange({ limit: 10, number: 1, offset: 0 }, 0)).toBe(true);
    expect(isPageInRange({ limit: 10, number: 2, offset: 10 }, 10)).toBe(false);
  });
});
