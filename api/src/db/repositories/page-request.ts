/** A slice of a sorted list, as SQL LIMIT/OFFSET. */
export interface PageRequest {
  limit: number;
  offset: number;
}
