import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ColumnsTable, fitColumns, type Column } from './table-scroll.tsx';
import { theme } from './theme.ts';

describe('fitColumns: which columns a table narrower than its columns shows', () => {
  it('hides nothing when every column fits', () => {
    expect(fitColumns([undefined, 1, undefined], [100, 80, 200], 380)).toEqual({ cards: false, hidden: [] });
  });

  it('hides the lowest priority first, and only as many as it takes', () => {
    // Weekday 2, Date, Project, Creator 1, State: 40 px short, the Creator (83 px) goes, the weekday stays.
    expect(fitColumns([2, undefined, undefined, 1, undefined], [105, 105, 148, 83, 200], 601)).toEqual({
      cards: false,
      hidden: [3],
    });
    expect(fitColumns([2, undefined, undefined, 1, undefined], [105, 105, 148, 83, 200], 500)).toEqual({
      cards: false,
      hidden: [0, 3],
    });
  });

  it('of equal priorities, hides the rightmost first', () => {
    expect(fitColumns([undefined, 1, 1], [100, 50, 50], 150)).toEqual({ cards: false, hidden: [2] });
  });

  it('never hides a key column: when the key columns alone do not fit, the rows become cards', () => {
    expect(fitColumns([undefined, 1, undefined], [200, 80, 200], 399)).toEqual({ cards: true });
    expect(fitColumns([undefined, undefined], [200, 200], 399)).toEqual({ cards: true });
  });

  it('fits exactly at the available width', () => {
    expect(fitColumns([undefined, 1], [200, 100], 300)).toEqual({ cards: false, hidden: [] });
  });
});

interface Timesheet {
  id: number;
  date: string;
  creator: string;
  state: string;
}
const COLUMNS: ReadonlyArray<Column<Timesheet>> = [
  { header: 'Date', value: (row) => row.date, opensRow: true },
  { header: 'Creator', value: (row) => row.creator, priority: 1 },
  { header: 'State', value: (row) => row.state },
];
const ROWS = [{ id: 1, date: '12-01-2026', creator: 'Frank Morales', state: 'Rejected' }];

/** The browser's layout, which jsdom has not: each header cell's narrowest width, and the region's width. */
function layOut(widths: Record<string, number>, regionWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = this.tagName === 'TH' ? (widths[this.textContent ?? ''] ?? 0) : 0;
    return { width, height: 0, top: 0, left: 0, right: width, bottom: 0, x: 0, y: 0, toJSON: () => ({}) };
  });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'region' ? regionWidth : 0;
  });
}

const renderTable = () =>
  render(
    <ThemeProvider theme={theme}>
      <ColumnsTable caption="Timesheets" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />
    </ThemeProvider>,
  );

/** The texts of the table's shown (accessible) elements of a role. */
const textsOf = (table: HTMLElement, role: 'columnheader' | 'cell') =>
  within(table)
    .getAllByRole(role)
    .map((element) => element.textContent);

describe('ColumnsTable', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows every column as a table where they fit', () => {
    layOut({ Date: 100, Creator: 120, State: 100 }, 400);
    renderTable();
    const table = screen.getByRole('table', { name: 'Timesheets' });
    expect(textsOf(table, 'columnheader')).toEqual(['Date', 'Creator', 'State']);
    expect(textsOf(table, 'cell')).toEqual(['12-01-2026', 'Frank Morales', 'Rejected']);
  });

  it('hides a column with a priority before the key State column is cut', () => {
    layOut({ Date: 100, Creator: 120, State: 100 }, 250);
    renderTable();
    const table = screen.getByRole('table', { name: 'Timesheets' });
    expect(textsOf(table, 'columnheader')).toEqual(['Date', 'State']);
    expect(within(table).getByText('Frank Morales')).not.toBeVisible();
    expect(within(table).getByRole('cell', { name: 'Rejected' })).toBeVisible();
  });

  it('lays the rows out as cards, every column named beside its value, when the key columns do not fit', () => {
    layOut({ Date: 100, Creator: 120, State: 100 }, 150);
    renderTable();
    const table = screen.getByRole('table', { name: 'Timesheets' });
    // Laid out as blocks, the elements keep the table's roles for assistive technology.
    expect(table).toHaveAttribute('role', 'table');
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveAttribute('role', 'row');
    expect(textsOf(row!, 'cell')).toEqual(['Date12-01-2026', 'CreatorFrank Morales', 'StateRejected']);
  });
});
