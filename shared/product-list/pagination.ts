// The pagination under the product list: hidden up to one page, a window of
// about five pages around the current one, first and last pages, gaps as ellipses.

export type PageItem = { kind: 'page'; number: number; current: boolean } | { kind: 'gap'; key: string };

export const PAGINATION_WINDOW = 5;

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

export function paginationItems(current: number, pages: number, window = PAGINATION_WINDOW): PageItem[] {
  if (pages <= 1) return [];
  const half = Math.floor(window / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(pages, start + window - 1);
  start = Math.max(1, end - window + 1);
  const items: PageItem[] = [];
  const page = (number: number) => items.push({ kind: 'page', number, current: number === current });
  if (start > 1) {
    page(1);
    if (start > 2) items.push({ kind: 'gap', key: 'start' });
  }
  for (let number = start; number <= end; number++) page(number);
  if (end < pages) {
    if (end < pages - 1) items.push({ kind: 'gap', key: 'end' });
    page(pages);
  }
  return items;
}

/** Page numbers are shown with two digits: 01, 02, … 10. */
export function padPage(number: number): string {
  return String(number).padStart(2, '0');
}
