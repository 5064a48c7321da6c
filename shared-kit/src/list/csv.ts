import { api } from 'shared-kit';
import type { CellValue, Page, Query } from 'shared-kit';

export type CsvValue = CellValue;

/** One column of a CSV file a list makes in the browser; a DataTable's columns are such columns too. */
export interface CsvColumn<Row> {
  header: string;
  /** Left out of the file when missing (a column of buttons or badges only). */
  value?: (row: Row) => CsvValue;
}

/** Text a spreadsheet would run as a formula (CSV injection): it gets a leading apostrophe, as in the api's exports. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: strings (headers too) always quoted with inner quotes doubled (CONST-24); numbers and booleans bare. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A CSV file of `rows`: a header line, then one line per row, lines ending in CRLF (RFC 4180). */
export function toCsv<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: readonly Row[]): string {
  const withValues = columns.flatMap(({ header, value }) => (value ? [{ header, value }] : []));
  const lines = [
    withValues.map((column) => csvCell(column.header)),
    ...rows.map((row) => withValues.map((column) => csvCell(column.value(row)))),
  ];
  return lines.map((cells) => `${cells.join(',')}\r\n`).join('');
}

/** Hands `file` to the browser as a download named `filename`. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Every row of a server-paged list, for a CSV made in the browser: pages 1, 2, … at the api's default page size (its
 * largest) until the total is read. `getPage` asks for one page without a pageSize.
 */
export async function fetchAllPages<Row>(getPage: (page: number) => Promise<Page<Row>>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await getPage(page);
    rows.push(...items);
    if (items.length === 0 || rows.length >= total) return rows;
  }
}

/** A CSV the browser makes of every row of a list (the api has no export of it), saved as `filename`. */
export interface CsvOfRows<Row> {
  columns: ReadonlyArray<CsvColumn<Row>>;
  /** Every row the file holds, e.g. fetchAllPages of the list's query. */
  rows: () => Promise<readonly Row[]>;
  filename: string;
}

export async function saveCsvOfRows<Row>({ columns, rows, filename }: CsvOfRows<Row>): Promise<void> {
  saveFile(new Blob([toCsv(columns, await rows())], { type: 'text/csv;charset=utf-8' }), filename);
}

export interface CsvDownload {
  /** The api path that answers with the CSV (without '/api'), e.g. '/projects/export/csv'. */
  path: string;
  /** The list's search, filters and sort, so the file holds what the list shows. */
  query?: Query;
  /** The saved file's name, e.g. 'projects.csv' (PROJECTS-07). */
  filename: string;
}

/** Downloads a CSV the api makes, through the api client (bearer token, ApiError), saved as `filename`. */
export async function downloadCsv(
  { path, query, filename }: CsvDownload,
  signal?: AbortSignal,
): Promise<void> {
  const { blob } = await api.download(path, { query, signal });
  saveFile(blob, filename);
}
