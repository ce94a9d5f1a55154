// Django REST Framework page-number pagination with the page size taken from `limit`
// (`limit=all` for everything): {count, next, previous, results}.

export const DEFAULT_PAGE_SIZE = 10;

export interface Page {
  /** Rows to fetch, or undefined for all of them. */
  limit: number | undefined;
  offset: number;
  number: number;
}

export type PageRequest = { ok: true; page: Page } | { ok: false; status: 400 | 404; detail: string };

const POSITIVE_INTEGER = /^[1-9][0-9]{0,8}$/;

/** Reads `limit` and `page`; a bad value is an error the caller answers with, never a crash. */
export function readPageRequest(url: URL, defaultPageSize = DEFAULT_PAGE_SIZE): PageRequest {
  const rawLimit = url.searchParams.get('limit');
  let limit: number | undefined = defaultPageSize;
  if (rawLimit === 'all') limit = undefined;
  else if (rawLimit !== null && rawLimit !== '') {
    if (!POSITIVE_INTEGER.test(rawLimit)) return { ok: false, status: 400, detail: 'Invalid limit.' };
    limit = Number(rawLimit);
  }
  const rawPage = url.searchParams.get('page');
  let number = 1;
  if (rawPage !== null && rawPage !== '') {
    if (!POSITIVE_INTEGER.test(rawPage)) return { ok: false, status: 404, detail: 'Invalid page.' };
    number = Number(rawPage);
  }
  if (limit === undefined && number !== 1) return { ok: false, status: 404, detail: 'Invalid page.' };
  return { ok: true, page: { limit, number, offset: limit === undefined ? 0 : (number - 1) * limit } };
}

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

function pageUrl(url: URL, number: number): string {
  const target = new URL(url);
  if (number === 1) target.searchParams.delete('page');
  else target.searchParams.set('page', String(number));
  return target.toString();
}

/** The page out of range answers 404 "Invalid page." as DRF does; an empty first page is fine. */
export function isPageInRange(page: Page, count: number): boolean {
  return page.number === 1 || page.offset < count;
}

export function paginated<T>(url: URL, page: Page, count: number, results: T[]): Paginated<T> {
  const hasNext = page.limit !== undefined && page.offset + results.length < count;
  return {
    count,
    next: hasNext ? pageUrl(url, page.number + 1) : null,
    previous: page.number > 1 ? pageUrl(url, page.number - 1) : null,
    results,
  };
}

/** Slices an in-memory list the same way, for the small tables read whole. */
export function slicePage<T>(page: Page, rows: T[]): T[] {
  return page.limit === undefined ? rows : rows.slice(page.offset, page.offset + page.limit);
}
