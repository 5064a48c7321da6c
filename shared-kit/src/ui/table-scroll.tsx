import {
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { useKitIntl } from '../i18n/kit-text.ts';
import { Table, Td, Th, Tr, VisuallyHidden } from './components.tsx';

/**
 * Lets a wide table scroll sideways inside the content area on a phone instead of widening the page. Focusable and
 * named (role=region) so keyboard users can scroll it too.
 */
export const TableScroll = styled.div.attrs({ role: 'region', tabIndex: 0 })`
  /* Also the containing block of visually hidden (absolutely positioned) labels in its cells, so they are clipped
     here instead of widening the page. */
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** Keeps a short value (a date, an hour count) on one line. */
export const NoWrap = styled.span`
  white-space: nowrap;
`;

/** A cell's plain value: shown as text, and the column's value in a CSV of the list. */
export type CellValue = string | number | boolean | null | undefined;

/** One column of a table of rows, described as data. */
export interface Column<Row, F extends string = string> {
  /** The header's text; it names the column's cells for screen readers too. */
  header: string;
  /** The cell's content; without it, the column's `value`. */
  cell?: (row: Row) => ReactNode;
  /** The cell as plain data: shown when there is no `cell`, and the column's value in a CSV of the list (toCsv). */
  value?: (row: Row) => CellValue;
  /** The api's sort field of this column: its header becomes a sort button. */
  sortField?: F;
  /** This column's cell carries the row's link or button (the first column when none says so). */
  opensRow?: boolean;
  /**
   * May be hidden when the table is narrower than its columns: the lowest priority goes first (see `fitColumns`).
   * Without one the column is a key column, always shown. Give it only to a column the row's own page shows too.
   */
  priority?: number;
}

/**
 * How a table shows in the width it has: every column but the `hidden` ones (by index), or, when even its key
 * columns do not fit, one card per row with every column in it.
 */
export type ColumnFit =
  { readonly cards: false; readonly hidden: readonly number[] } | { readonly cards: true };

const EVERY_COLUMN: ColumnFit = { cards: false, hidden: [] };

/**
 * The rule for a table narrower than its columns' narrowest widths (`minWidths`, px): hide the columns with a
 * priority, lowest first (of equal ones the rightmost), until the rest fit in `available` px; never a key column
 * (`undefined` priority). When the key columns alone do not fit, lay the rows out as cards: no column is ever cut to
 * a letter or left in a sideways scroll that nothing on screen reveals.
 */
export function fitColumns(
  priorities: ReadonlyArray<number | undefined>,
  minWidths: readonly number[],
  available: number,
): ColumnFit {
  let width = minWidths.reduce((total, columnWidth) => total + columnWidth, 0);
  const byPriority = priorities
    .flatMap((priority, index) => (priority === undefined ? [] : [{ priority, index }]))
    .sort((left, right) => left.priority - right.priority || right.index - left.index);
  const hidden: number[] = [];
  for (const { index } of byPriority) {
    if (width <= available) break;
    hidden.push(index);
    width -= minWidths[index] ?? 0;
  }
  if (width > available) return { cards: true };
  return { cards: false, hidden: hidden.sort((left, right) => left - right) };
}

const sameFit = (left: ColumnFit, right: ColumnFit): boolean =>
  left.cards === right.cards && (left.cards || right.cards || left.hidden.join() === right.hidden.join());

/**
 * Measures the table's columns at their narrowest (every column shown, as a table, for the length of one synchronous
 * layout: nothing is painted in between) and applies `fitColumns` to the region's width: after every render (new
 * rows, another sort) and whenever the region's width changes (a turned tablet, the window resized).
 */
function useColumnFit(priorities: ReadonlyArray<number | undefined>) {
  const regionRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [fit, setFit] = useState<ColumnFit>(EVERY_COLUMN);
  const measureRef = useRef<() => void>(() => undefined);

  useLayoutEffect(() => {
    const measure = () => {
      const region = regionRef.current;
      const table = tableRef.current;
      const header = table?.tHead?.rows[0];
      if (!region || !table || !header) return;
      table.setAttribute('data-measuring', '');
      const minWidths = Array.from(header.cells, (cell) => cell.getBoundingClientRect().width);
      table.removeAttribute('data-measuring');
      const next = fitColumns(priorities, minWidths, region.clientWidth);
      setFit((current) => (sameFit(current, next) ? current : next));
    };
    measureRef.current = measure;
    measure();
  });

  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region || typeof ResizeObserver === 'undefined') return undefined;
    let width = region.clientWidth;
    const observer = new ResizeObserver(() => {
      // Its height changes with the rows; only a new width can change which columns fit.
      if (region.clientWidth === width) return;
      width = region.clientWidth;
      measureRef.current();
    });
    observer.observe(region);
    return () => observer.disconnect();
  }, []);

  return { regionRef, tableRef, fit };
}

const cards = css`
  display: block;
  background: none;
  & > thead,
  & > tbody {
    display: block;
  }
  /* The header row becomes the list's sort buttons; headers without one are for screen readers only. */
  & > thead > tr {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  & > thead > tr:has(button)::before {
    /* In the page's language: ColumnsTable sets --sort-by-label (kit.table.sortBy). */
    content: var(--sort-by-label, 'Sort by');
    font-weight: 600;
  }
  & > thead > tr > th {
    display: block;
    padding: 0;
    border: 0;
    background: none;
  }
  & > thead > tr > th:not(:has(button)) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  /* Label and value side by side; every label of a card in one column, as wide as its longest label needs. */
  & > tbody > tr {
    display: grid;
    grid-template-columns: fit-content(40%) minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space(3)};
    margin-bottom: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
  }
  & > tbody > tr > td {
    display: grid;
    grid-column: 1 / -1;
    grid-template-columns: subgrid;
    padding: ${({ theme }) => `${theme.space(1)} 0`};
    border: 0;
    overflow-wrap: anywhere;
  }
`;

const FitTable = styled(Table)<{ $fit: ColumnFit }>`
  &[data-measuring] {
    width: min-content;
  }
  &:not([data-measuring]) {
    ${({ $fit }) =>
      $fit.cards
        ? cards
        : $fit.hidden.map(
            (index) => css`
              & > * > tr > :nth-child(${index + 1}) {
                display: none;
              }
            `,
          )}
  }
`;

/** A cell's column name, shown beside its value when the rows are cards (the header row is not in sight then). */
const CardLabel = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** How a list dresses the table: sort buttons in the headers, rows that open, the row's link in a cell. */
export interface TableDressing<Row, F extends string> {
  busy?: boolean;
  header?: (column: Column<Row, F>) => ReactNode;
  onRowClick?: (row: Row) => ((event: MouseEvent<HTMLTableRowElement>) => void) | undefined;
  cell?: (row: Row, columnIndex: number, content: ReactNode) => ReactNode;
}

/** The column that carries the row's link: the one that says so, else the first. */
export const linkColumnOf = (columns: ReadonlyArray<{ opensRow?: boolean }>): number =>
  Math.max(
    0,
    columns.findIndex((column) => column.opensRow),
  );

export interface ColumnsTableProps<Row, F extends string> {
  /** Names the table and its scroll region, e.g. 'Last reminders'. */
  caption: string;
  columns: ReadonlyArray<Column<Row, F>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  dressing?: TableDressing<Row, F>;
}

/**
 * The table itself, once: a named scroll region, a caption for screen readers, a header row, one row per item. Its
 * columns fit the width it has (`fitColumns`): the row's link column is always a key column.
 */
export function ColumnsTable<Row, F extends string>({
  caption,
  columns,
  rows,
  rowKey,
  dressing = {},
}: ColumnsTableProps<Row, F>) {
  const linkColumn = linkColumnOf(columns);
  const { regionRef, tableRef, fit } = useColumnFit(
    columns.map((column, index) => (index === linkColumn ? undefined : column.priority)),
  );
  // As cards the elements are no longer laid out as a table; the roles keep them one for assistive technology.
  const role = (name: string) => (fit.cards ? name : undefined);
  const sortByLabel = {
    '--sort-by-label': JSON.stringify(useKitIntl().formatMessage({ id: 'kit.table.sortBy' })),
  };
  return (
    <TableScroll aria-label={caption} ref={regionRef}>
      <FitTable
        aria-busy={dressing.busy}
        ref={tableRef}
        $fit={fit}
        role={role('table')}
        style={sortByLabel as CSSProperties}
      >
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead role={role('rowgroup')}>
          <Tr role={role('row')}>
            {columns.map((column) =>
              dressing.header ? (
                dressing.header(column)
              ) : (
                <Th key={column.header} role={role('columnheader')}>
                  {column.header}
                </Th>
              ),
            )}
          </Tr>
        </thead>
        <tbody role={role('rowgroup')}>
          {rows.map((row) => {
            const onClick = dressing.onRowClick?.(row);
            return (
              <Tr key={rowKey(row)} clickable={onClick !== undefined} onClick={onClick} role={role('row')}>
                {columns.map((column, index) => {
                  const content = column.cell ? column.cell(row) : column.value?.(row);
                  const shown = dressing.cell ? dressing.cell(row, index, content) : content;
                  return (
                    <Td key={column.header} role={role('cell')}>
                      {fit.cards ? (
                        <>
                          <CardLabel aria-hidden="true">{column.header}</CardLabel>
                          <span>{shown}</span>
                        </>
                      ) : (
                        shown
                      )}
                    </Td>
                  );
                })}
              </Tr>
            );
          })}
        </tbody>
      </FitTable>
    </TableScroll>
  );
}
