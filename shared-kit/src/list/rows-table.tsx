import { ColumnsTable, EmptyState } from 'shared-kit';
import type { Column } from 'shared-kit';

// The table itself (and its columns' fit to the width) is on the root entry: the /foreman dashboard shows one too.
export type { Column } from 'shared-kit';

export interface RowsTableProps<Row> {
  /** Names the table and its scroll region, e.g. 'Last reminders'. */
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** In plain words, shown instead of an empty table, e.g. 'No audit log entries'. */
  emptyText: string;
}

/** A table of rows the screen already has (no paging, no sorting): columns as data, its empty state in plain words. */
export function RowsTable<Row>({ emptyText, ...table }: RowsTableProps<Row>) {
  if (table.rows.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return <ColumnsTable {...table} />;
}
