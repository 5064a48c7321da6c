/** Multi-row inserts in slices: PostgreSQL takes at most 65,535 parameters per statement. */
export const inChunks = async <Row, Result>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<Result[]>,
  size = 400,
): Promise<Result[]> => {
  const results: Result[] = [];
  for (let start = 0; start < rows.length; start += size) {
    results.push(...(await insert(rows.slice(start, start + size))));
  }
  return results;
};
