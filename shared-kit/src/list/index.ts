// 'shared-kit/list': list screens' state in the URL, the server-paged DataTable and CSV download. Its own Module
// Federation singleton: loaded with the screens that import it, never on the /foreman dashboard.
export {
  listParam,
  nextSort,
  sortQuery,
  readListParams,
  writeListParams,
  defaultListParams,
  PAGE_PARAM,
  type ListParam,
  type ListParams,
  type ListParamsSpec,
} from './params.ts';
export { useListParams, type ListParamsState, type ListTableProps } from './use-list-params.ts';
export { DataTable, type DataTableProps, type DataTableOptions, type RowIdentity } from './data-table.tsx';
export { RowsTable, type Column, type RowsTableProps } from './rows-table.tsx';
export {
  toCsv,
  csvCell,
  saveFile,
  downloadCsv,
  fetchAllPages,
  saveCsvOfRows,
  type CsvOfRows,
  type CsvColumn,
  type CsvValue,
  type CsvDownload,
} from './csv.ts';
export { CsvDownloadButton } from './csv-button.tsx';
