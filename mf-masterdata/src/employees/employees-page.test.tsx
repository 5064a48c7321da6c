import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, mockResponse, renderWithProviders } from 'shared-kit/testing';
import type { MockApi, MockHandler } from 'shared-kit/testing';
import { AreaRoutes } from '../routes';
import { DANA, DANA_ITEM, LUIS_ITEM } from './test-screen';

const approver = makeUser(['Employees_View', 'Employees_Create']);

const listQueries = (api: MockApi) =>
  api.calls.filter((call) => call.path === '/employees').map((call) => Object.fromEntries(call.query));

const eligibilityFilter = () => screen.getByRole('combobox', { name: 'Per Diem Eligibility' });

describe('Employee list', () => {
  let api: MockApi;
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  const renderList = (
    handler: MockHandler = () => [DANA_ITEM],
    route = '/approver/employees',
    user = approver,
  ) => {
    api = mockApi({ 'GET /employees': handler, 'GET /employees/:employeeId': () => DANA });
    return renderWithProviders(<AreaRoutes />, { route, user });
  };

  it('shows employees by last name, 20 per page, in the columns of U-46 (EMPLOYEES-01/05)', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Employees' });
    expect(screen.getByRole('heading', { level: 1, name: 'Employees' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      expect.stringContaining('Acumatica ID'),
      expect.stringContaining('Name'),
      expect.stringContaining('Job Class'),
      expect.stringContaining('Department'),
      expect.stringContaining('Status'),
      expect.stringContaining('Per Diem Eligibility'),
    ]);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['E10005', 'Okafor, Dana', 'PROJECT_MANAGER', 'PROJMGMT', 'Active', 'Eligible']);
    expect(listQueries(api)).toEqual([{ sort: 'lastName', page: '1', pageSize: '20' }]);
  });

  it('searches by name on the server, the search held in the URL (EMPLOYEES-01)', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Employees' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Okafor{Enter}');
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ search: 'Okafor', page: '1' }));
    expect(window.location.search).toBe('?search=Okafor');
  });

  it('filters by per diem eligibility: All, Eligible, Not eligible, held in the URL (EMPLOYEES-02)', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Employees' });
    expect(
      within(eligibilityFilter())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Eligible', 'Not eligible']);
    expect(eligibilityFilter()).toHaveDisplayValue('All');
    await userEvent.selectOptions(eligibilityFilter(), 'Eligible');
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ perDiemEligible: 'true' }));
    expect(window.location.search).toBe('?perDiemEligible=true');
    await userEvent.selectOptions(eligibilityFilter(), 'Not eligible');
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ perDiemEligible: 'false' }));
    expect(window.location.search).toBe('?perDiemEligible=false');
    await userEvent.selectOptions(eligibilityFilter(), 'All');
    // All is the first query again (still cached): no perDiemEligible.
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(listQueries(api)[0]).not.toHaveProperty('perDiemEligible');
  });

  it('sorts by any column on the server: Name by last name, then descending (EMPLOYEES-03)', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Employees' });
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ sort: '-lastName' }));
    await userEvent.click(screen.getByRole('button', { name: /^Per Diem Eligibility/ }));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ sort: 'perDiemEligible' }));
    await userEvent.click(screen.getByRole('button', { name: /^Job Class/ }));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ sort: 'primaryJobClass' }));
    expect(window.location.search).toBe('?sort=primaryJobClass');
  });

  it('restores search, filter, sort and page from the URL, as Back does', async () => {
    renderList(
      () => mockResponse(200, [LUIS_ITEM], { 'X-Total-Count': '45' }),
      '/approver/employees?search=reyes&perDiemEligible=false&sort=-department&page=3',
    );
    expect(await screen.findByRole('navigation', { name: 'Employee pages' })).toHaveTextContent(
      'Page 3 of 3',
    );
    expect(listQueries(api)[0]).toEqual({
      search: 'reyes',
      perDiemEligible: 'false',
      sort: '-department',
      page: '3',
      pageSize: '20',
    });
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('reyes');
    expect(eligibilityFilter()).toHaveDisplayValue('Not eligible');
    expect(screen.getByRole('columnheader', { name: /^Department/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('opens an employee with a click on its row; Add New Employee goes to /approver/employees/new (EMPLOYEES-06/07)', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('cell', { name: 'PROJMGMT' }));
    expect(window.location.pathname).toBe('/approver/employees/5');
    const back = await screen.findByRole('button', { name: 'Back' });
    expect(screen.getByRole('heading', { level: 1, name: 'Employee Detail' })).toBeInTheDocument();
    await userEvent.click(back);
    await userEvent.click(await screen.findByRole('link', { name: 'Add New Employee' }));
    expect(window.location.pathname).toBe('/approver/employees/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Employee' })).toBeInTheDocument();
  });

  it('offers no Add New Employee without Employees_Create', async () => {
    renderList(undefined, undefined, makeUser(['Employees_View']));
    await screen.findByRole('table', { name: 'Employees' });
    expect(screen.queryByRole('link', { name: 'Add New Employee' })).not.toBeInTheDocument();
  });

  it('exports every matching employee as employees.csv, strings quoted (EMPLOYEES-04)', async () => {
    const files: Blob[] = [];
    const saved: string[] = [];
    URL.createObjectURL = jest.fn((file: Blob) => `blob:${files.push(file)}`);
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    // The file holds every page at the api's default page size, not the 20 on screen.
    renderList(
      ({ query }) =>
        query.has('pageSize')
          ? mockResponse(200, [DANA_ITEM], { 'X-Total-Count': '2' })
          : mockResponse(200, query.get('page') === '1' ? [DANA_ITEM] : [LUIS_ITEM], {
              'X-Total-Count': '2',
            }),
      '/approver/employees?perDiemEligible=true',
    );
    await screen.findByRole('table', { name: 'Employees' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['employees.csv']));
    expect(listQueries(api).slice(1)).toEqual([
      { perDiemEligible: 'true', sort: 'lastName', page: '1' },
      { perDiemEligible: 'true', sort: 'lastName', page: '2' },
    ]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(files[0]!);
    });
    expect(text.split('\r\n')).toEqual([
      '"Acumatica ID","Name","Job Class","Department","Status","Per Diem Eligibility"',
      '"E10005","Okafor, Dana","PROJECT_MANAGER","PROJMGMT","Active","Eligible"',
      '"E10009","Reyes ""Junior"", Luis",,"FIELD","Inactive","Not Eligible"',
      '',
    ]);
  });
});
