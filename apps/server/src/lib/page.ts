/** Paging for the console's lists: the page asked for as LIMIT/OFFSET, and the reply around its rows. */
import { DEFAULT_ADMIN_PAGE_SIZE } from '@padanam/contract';

export interface PageRequest {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
}

export function readPageQuery(
  query: { page?: number; pageSize?: number; order?: 'asc' | 'desc' },
  defaultOrder: 'asc' | 'desc' = 'asc',
): PageRequest {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_ADMIN_PAGE_SIZE;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize, order: query.order ?? defaultOrder };
}

export function pageOf<T>(items: T[], total: number, { page, pageSize }: PageRequest) {
  return { items, total, page, pageSize };
}
