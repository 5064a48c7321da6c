import { type SelectQueryBuilder, sql } from 'kysely';

/** A slice of a sorted list, as SQL LIMIT/OFFSET. */
export interface PageRequest {
  limit: number;
  offset: number;
}

/**
 * The total of a paged list: how many rows its filtered query finds before LIMIT/OFFSET. Every list counts the same
 * way, and PostgreSQL's bigint count reaches TS as a number whichever driver carried it.
 */
export const countRows = async <DB, TB extends keyof DB>(
  filteredQuery: SelectQueryBuilder<DB, TB, object>,
): Promise<number> => {
  // The selection's type stays deferred while DB and TB are generic; the SQL says what the row is.
  const row = (await filteredQuery
    .select(sql<number | string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow()) as {
    count: number | string;
  };
  return Number(row.count);
};
