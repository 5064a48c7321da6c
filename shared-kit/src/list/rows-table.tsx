import type { MouseEvent, ReactNode } from 'react';
import { EmptyState, Table, TableScroll, Td, Th, Tr, VisuallyHidden } from 'shared-kit';
import type { CsvValue } from './csv.ts';

/** One column of a DataTable or RowsTable, described as data. */
export interface Column<Row, F extends string = string> {
  /** The header's text; it names the column's cells for screen readers too. */
  header: string;
  /** The cell's content; without it, the column's `value`. */
  cell?: (row: Row) => ReactNode;
  /** The cell as plain data: shown when there is no `cell`, and the column's value in a CSV of the list (toCsv). */
  value?: (row: Row) => CsvValue;
  /** The api's sort field of this column: its header becomes a sort button. */
  sortField?: F;
  /** This column's cell carries the row's link or button (the first column when none says so). */
  opensRow?: boolean;
}

export interface RowsTableProps<Row> {
  /** Names the table and its scroll region, e.g. 'Last reminders'. */
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** In plain words, shown instead of an empty table, e.g. 'No audit log entries'. */
  emptyText: string;
}

/** How DataTable dresses the same table: sort buttons in the headers, rows that open. */
export interface TableDressing<Row, F extends string> {
  busy?: boolean;
  header?: (column: Column<Row, F>) => ReactNode;
  onRowClick?: (row: Row) => ((event: MouseEvent<HTMLTableRowElement>) => void) | undefined;
  cell?: (row: Row, columnIndex: number, content: ReactNode) => ReactNode;
}

/** The table itself, once: a named scroll region, a caption for screen readers, a header row, one row per item. */
export function ColumnsTable<Row, F extends string>({
  caption,
  columns,
  rows,
  rowKey,
  dressing = {},
}: Omit<RowsTableProps<Row>, 'columns' | 'emptyText'> & {
  columns: ReadonlyArray<Column<Row, F>>;
  dressing?: TableDressing<Row, F>;
}) {
  return (
    <TableScroll aria-label={caption}>
      <Table aria-busy={dressing.busy}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <Tr>
            {columns.map((column) =>
              dressing.header ? dressing.header(column) : <Th key={column.header}>{column.header}</Th>,
            )}
          </Tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const onClick = dressing.onRowClick?.(row);
            return (
              <Tr key={rowKey(row)} clickable={onClick !== undefined} onClick={onClick}>
                {columns.map((column, index) => {
                  const content = column.cell ? column.cell(row) : column.value?.(row);
                  return (
                    <Td key={column.header}>
                      {dressing.cell ? dressing.cell(row, index, content) : content}
                    </Td>
                  );
                })}
              </Tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** A table of rows the screen already has (no paging, no sorting): columns as data, its empty state in plain words. */
export function RowsTable<Row>({ emptyText, ...table }: RowsTableProps<Row>) {
  if (table.rows.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return <ColumnsTable {...table} />;
}
