import * as z from 'zod/mini';

/** The largest page a list of the api returns, and the page size of a list asked without one. */
export const MAX_PAGE_SIZE = 500;

/** `page` (from 1) and `pageSize` (1…MAX_PAGE_SIZE) of every list query; the total travels in X-Total-Count. */
export const pageQueryShape = {
  page: z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(1)))),
  pageSize: z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(MAX_PAGE_SIZE)))),
};
