import { MAX_PAGE_SIZE } from 'shared-kit/domain';
import type { PageRequest } from '../db/repositories/page-request.ts';

/**
 * Without `pageSize` a list returns up to MAX_PAGE_SIZE rows, the schemas' maximum; the total always travels in
 * `X-Total-Count`, so a client that forgets to page still sees that rows are missing.
 */
export const DEFAULT_PAGE_SIZE = MAX_PAGE_SIZE;

export const pageRequestOf = (query: {
  page?: number | undefined;
  pageSize?: number | undefined;
}): PageRequest => {
  const limit = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
};
