import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  ColumnsTable,
  RetryCallout,
  EmptyState,
  Link,
  Loading,
  Th,
  linkColumnOf,
  useLocation,
  useNavigate,
} from 'shared-kit';
import type { Column, Page } from 'shared-kit';
import { Pager, SortableTh, pageCountOf } from 'shared-kit/ui';
import { useTranslateMessage } from 'shared-kit/i18n';
import type { SortOrder } from 'shared-kit/master-data';
import { nextSort } from './params.ts';

export type { Column } from 'shared-kit';

/**
 * How rows are told apart: by `rowKey`, or, when each row links to a page of its own, by that path, so such a list
 * need not say both. Rows that share a page (several corrections of one timesheet) still give `rowKey`.
 */
export type RowIdentity<Row> =
  | {
      rowKey: (row: Row) => string | number;
      /** Rows are links: the row's path. */
      rowPath?: (row: Row) => string;
    }
  | { rowKey?: undefined; rowPath: (row: Row) => string };

export type DataTableProps<Row, F extends string = string> = DataTableOptions<Row, F> & RowIdentity<Row>;

export interface DataTableOptions<Row, F extends string = string> {
  /** Names the table and its scroll region, e.g. 'Projects'. */
  caption: string;
  columns: ReadonlyArray<Column<Row, F>>;
  /** One page of rows and the total, as React Query has it (keepPreviousData keeps the old page while paging). */
  query: UseQueryResult<Page<Row>>;
  /** 'Loading projects' by default (from the caption 'Projects'). */
  loadingLabel?: string;
  /** Shown before the error's own message; 'Projects could not be loaded' by default. */
  errorText?: string;
  /** In plain words; 'No projects yet' by default, e.g. 'No projects match this search' for a searched list. */
  emptyText?: string;
  /** Server paging. A list without it (every row in one answer, e.g. the roles) shows no pager. */
  page?: number;
  pageSize?: number;
  onPageChange?: (page: number) => void;
  /** Names the pager, e.g. 'Project pages'. */
  pagerLabel?: string;
  sort?: SortOrder<F> | null;
  onSortChange?: (sort: SortOrder<F>) => void;
  /** Rows are buttons: what opening a row does (when it has no path). */
  onOpenRow?: (row: Row) => void;
}

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  text-align: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** A click on a control inside a row acts by itself; opening the row too would act twice. */
const INTERACTIVE = 'a, button, input, select, textarea, label';

const DIRECTION = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A server-paged table that renders the loading, error (with Retry), empty and paged states once. A row opens with a
 * click anywhere on it, or from the keyboard through the link (or button) in its `opensRow` cell.
 */
export function DataTable<Row, F extends string = string>(props: DataTableProps<Row, F>) {
  const { query, columns, caption, sort = null, onSortChange, rowPath, onOpenRow } = props;
  const navigate = useNavigate();
  // The list as shown, for the row's page: its Back (DetailPage) returns to this search, sort and page.
  const { pathname, search } = useLocation();
  const returnTo = { listUrl: `${pathname}${search}` };
  // The server's part in the page's language when the kit knows it (the bff's 502–504 texts, kit.answer.…).
  const translate = useTranslateMessage();

  if (query.isError) {
    return (
      <RetryCallout onRetry={() => void query.refetch()}>
        {props.errorText ?? `${caption} could not be loaded`}: {translate(query.error.message)}
      </RetryCallout>
    );
  }
  if (query.isPending) return <Loading label={props.loadingLabel ?? `Loading ${caption.toLowerCase()}`} />;

  const page = props.page ?? 1;
  const pager = props.onPageChange && (
    <Pager
      label={props.pagerLabel ?? `${caption} pages`}
      page={page}
      pageCount={pageCountOf(query.data.total, props.pageSize ?? Math.max(1, query.data.total))}
      onPageChange={props.onPageChange}
    />
  );
  if (query.data.items.length === 0) {
    return (
      <>
        <EmptyState>{props.emptyText ?? `No ${caption.toLowerCase()} yet`}</EmptyState>
        {/* A page past the end (an old link, rows deleted since): the way back. */}
        {page > 1 && pager}
      </>
    );
  }

  const linkColumn = linkColumnOf(columns);
  const canOpen = rowPath !== undefined || onOpenRow !== undefined;
  const open = (row: Row) => (rowPath ? navigate(rowPath(row), { state: returnTo }) : onOpenRow?.(row));
  const onRowClick = (row: Row) => (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    open(row);
  };
  const opener = (row: Row, content: ReactNode) => {
    if (rowPath)
      return (
        <Link to={rowPath(row)} state={returnTo}>
          {content}
        </Link>
      );
    if (onOpenRow) return <LinkButton onClick={() => onOpenRow(row)}>{content}</LinkButton>;
    return content;
  };

  return (
    <>
      <ColumnsTable
        caption={caption}
        columns={columns}
        rows={query.data.items}
        rowKey={props.rowKey === undefined ? props.rowPath : props.rowKey}
        dressing={{
          busy: query.isPlaceholderData,
          header: (column) => {
            const { sortField } = column;
            if (sortField === undefined || !onSortChange) return <Th key={column.header}>{column.header}</Th>;
            return (
              <SortableTh
                key={column.header}
                direction={sort?.field === sortField ? DIRECTION[sort.direction] : null}
                onSort={() => onSortChange(nextSort(sort, sortField))}
              >
                {column.header}
              </SortableTh>
            );
          },
          onRowClick: canOpen ? onRowClick : undefined,
          cell: (row, index, content) => (index === linkColumn ? opener(row, content) : content),
        }}
      />
      {pager}
    </>
  );
}
