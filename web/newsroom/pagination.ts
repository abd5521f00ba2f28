/**
 * The pagination bar's model (spec: first, previous, numbers with 2 siblings each side and no
 * edge pages, ellipsis, next, last; first/previous disabled on page 1, next/last on the last page).
 */
export const PAGINATION_SIBLINGS = 2;

export type PageItem = { type: 'page'; page: number; current: boolean } | { type: 'ellipsis'; position: 'start' | 'end' };

export interface PaginationModel {
  first: { page: number; disabled: boolean };
  previous: { page: number; disabled: boolean };
  items: PageItem[];
  next: { page: number; disabled: boolean };
  last: { page: number; disabled: boolean };
}

export function paginationModel(current: number, lastPage: number, siblings = PAGINATION_SIBLINGS): PaginationModel {
  const last = Math.max(1, lastPage);
  const page = Math.min(Math.max(1, current), last);
  const start = Math.max(1, page - siblings);
  const end = Math.min(last, page + siblings);
  const items: PageItem[] = [];
  if (start > 1) items.push({ type: 'ellipsis', position: 'start' });
  for (let p = start; p <= end; p++) items.push({ type: 'page', page: p, current: p === page });
  if (end < last) items.push({ type: 'ellipsis', position: 'end' });
  return {
    first: { page: 1, disabled: page === 1 },
    previous: { page: Math.max(1, page - 1), disabled: page === 1 },
    items,
    next: { page: Math.min(last, page + 1), disabled: page === last },
    last: { page: last, disabled: page === last },
  };
}
