import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-kit';
import { mockApi, mockResponse, renderWithProviders } from 'shared-kit/testing';
import type { MockApi } from 'shared-kit/testing';
import { CsvDownloadButton } from './csv-button.tsx';
import { csvCell, downloadCsv, fetchAllPages, toCsv } from './csv.ts';

interface Employee {
  lastName: string;
  firstName: string;
  truckAllowance: number | null;
  perDiemEligible: boolean;
}

const EMPLOYEES: Employee[] = [
  { lastName: 'Morales', firstName: 'Frank "Frankie"', truckAllowance: 12.5, perDiemEligible: true },
  { lastName: "O'Neil, Jr.", firstName: 'Ann\nMarie', truckAllowance: null, perDiemEligible: false },
];

const COLUMNS = [
  { header: 'Last Name', value: (employee: Employee) => employee.lastName },
  { header: 'First Name', value: (employee: Employee) => employee.firstName },
  { header: 'Truck Allowance', value: (employee: Employee) => employee.truckAllowance },
  { header: 'Per Diem', value: (employee: Employee) => employee.perDiemEligible },
];

describe('CSV', () => {
  it('quotes every string value and header, and leaves numbers and booleans bare (CONST-24)', () => {
    expect(toCsv(COLUMNS, EMPLOYEES)).toBe(
      '"Last Name","First Name","Truck Allowance","Per Diem"\r\n' +
        '"Morales","Frank ""Frankie""",12.5,true\r\n' +
        '"O\'Neil, Jr.","Ann\nMarie",,false\r\n',
    );
  });

  it('quotes a string that looks like a number, so a spreadsheet keeps it as text', () => {
    expect(csvCell('00417')).toBe('"00417"');
    expect(csvCell(417)).toBe('417');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
  });

  it('leaves out a column without a value, so a list hands its DataTable columns over as they are', () => {
    const columns = [...COLUMNS.slice(0, 1), { header: 'Open' }];
    expect(toCsv(columns, EMPLOYEES.slice(0, 1))).toBe('"Last Name"\r\n"Morales"\r\n');
  });

  it('writes an empty cell for a missing value', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

// jsdom's Blob has no text().
const textOf = (blob: Blob | undefined) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob ?? new Blob());
  });

describe('CSV download', () => {
  let server: MockApi;
  let saved: Array<{ href: string; download: string }>;
  let blobs: Blob[];

  beforeEach(() => {
    saved = [];
    blobs = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:csv-${blobs.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  it("fetches the file through the api client and saves it under the caller's name", async () => {
    server = mockApi({
      'GET /projects/export/csv': () =>
        mockResponse(200, '"Project Number"\r\n"PN-4021"\r\n', {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="export-1234.csv"',
        }),
    });
    await downloadCsv({ path: '/projects/export/csv', query: { search: 'Lake' }, filename: 'projects.csv' });
    expect(server.calls[0]?.query.get('search')).toBe('Lake');
    expect(saved).toEqual([{ href: 'blob:csv-1', download: 'projects.csv' }]);
    expect(await textOf(blobs[0])).toBe('"Project Number"\r\n"PN-4021"\r\n');
  });

  it("reads every page of a list at the api's default page size until the total is read", async () => {
    server = mockApi({
      'GET /employees': ({ query }) =>
        mockResponse(200, query.get('page') === '1' ? EMPLOYEES.slice(0, 1) : EMPLOYEES.slice(1), {
          'X-Total-Count': '2',
        }),
    });
    const rows = await fetchAllPages((page) => api.getPage<Employee>('/employees', { query: { page } }));
    expect(rows).toEqual(EMPLOYEES);
    expect(server.calls.map((call) => call.query.toString())).toEqual(['page=1', 'page=2']);
  });

  it("'Export CSV' of a list the api does not export: the browser makes the file from the list's rows", async () => {
    server = mockApi({});
    renderWithProviders(
      <CsvDownloadButton columns={COLUMNS} rows={async () => EMPLOYEES} filename="employees.csv" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:csv-1', download: 'employees.csv' }]));
    expect(await textOf(blobs[0])).toBe(toCsv(COLUMNS, EMPLOYEES));
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
  });

  it("'Export CSV' is busy while the file comes, and a failure is an error toast", async () => {
    let answer: (response: unknown) => void = () => undefined;
    server = mockApi({ 'GET /employees/export/csv': () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<CsvDownloadButton path="/employees/export/csv" filename="employees.csv" />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-busy', 'true');

    answer(mockResponse(403, { message: 'Not allowed' }));
    expect(await screen.findByText(/CSV export failed/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    expect(saved).toEqual([]);
  });
});
