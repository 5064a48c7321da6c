import { useMemo } from 'react';
import { useSearchParams } from 'shared-kit';
import { defaultListParams, readListParams, writeListParams } from './params.ts';
import type { ListParam, ListParams, ListParamsSpec } from './params.ts';

/** DataTable's page props, and its sort props when the list has a `sort` parameter. */
export type ListTableProps<S extends ListParamsSpec> = {
  page: number;
  onPageChange(page: number): void;
} & (S extends { sort: ListParam<infer V> }
  ? { sort: V; onSortChange(sort: NonNullable<V>): void }
  : unknown);

export interface ListParamsState<S extends ListParamsSpec> {
  /** What the list shows now, read from the URL: the same object until the query (or the spec) changes. */
  params: ListParams<S>;
  /**
   * Shows the list with `changes`. The page goes back to 1 unless `changes` names one: a new search, filter or sort
   * starts at the first page. Each change is a new history entry (Back returns to the previous view) unless `replace`.
   */
  set(changes: Partial<ListParams<S>>, options?: { replace?: boolean }): void;
  setPage(page: number): void;
  /** Every parameter back to its default (Clear Filters). */
  reset(): void;
  /** DataTable's page and sort, wired to the URL: `<DataTable {...list.table} pageSize={PAGE_SIZE} … />`. */
  table: ListTableProps<S>;
}

/**
 * A list's search, filters, sort and page, held in the URL query so that Back and a shared link restore the list
 * (after refine's useTable with syncWithLocation). `spec` describes the list's parameters (params.ts).
 */
export function useListParams<S extends ListParamsSpec>(spec: S): ListParamsState<S> {
  const [searchParams, setSearchParams] = useSearchParams();
  // The same params (and the same arrays in them) while the query and the spec stay: a list's hooks can memoise on them.
  // The router's searchParams change only with the location's query; `spec` should be a module constant or memoised.
  const params = useMemo(() => readListParams(spec, searchParams), [spec, searchParams]);

  const set: ListParamsState<S>['set'] = (changes, options) =>
    // From the query as it is when applied, so a late call (a debounced search) does not undo an earlier one.
    setSearchParams(
      (current) => writeListParams(spec, { ...readListParams(spec, current), page: 1, ...changes }, current),
      { replace: options?.replace },
    );

  // Every ListParams has a page (and a sort where the spec has one); TypeScript cannot see it through the mapped type.
  const setPage = (page: number) => set({ page } as Partial<ListParams<S>>);
  return {
    params,
    set,
    setPage,
    reset: () => set(defaultListParams(spec)),
    table: {
      page: params.page,
      onPageChange: setPage,
      // A list without a sort gives no sort props: DataTable then offers no sort buttons.
      ...('sort' in spec && {
        sort: (params as { sort?: unknown }).sort,
        onSortChange: (sort: unknown) => set({ sort } as unknown as Partial<ListParams<S>>),
      }),
    } as ListTableProps<S>,
  };
}
