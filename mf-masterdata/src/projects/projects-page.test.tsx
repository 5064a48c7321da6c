import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectListItem } from 'shared-kit';
import { makeUser, mockApi, mockResponse, renderWithProviders } from 'shared-kit/testing';
import type { MockApi, MockHandler } from 'shared-kit/testing';
import { AreaRoutes } from '../routes';

const approver = makeUser(['Projects_View', 'Projects_Create']);

// As GET /projects answers (projectListItemSchema); one Active project of the demo approver's, one finished.
const PUMP_STATION: ProjectListItem = {
  projectId: 1,
  projectNumber: 'P24HOU01',
  status: 'Active',
  description: 'Ship Channel Pump Station Retrofit',
  city: 'Houston',
  stateCode: 'TX',
  prevailingWage: false,
  customerId: 4,
  customerName: 'Gulf Coast Water Authority',
  pmEmployeeId: 5,
  pmLastName: 'Okafor',
  pmFirstName: 'Dana',
};
const HANGAR: ProjectListItem = {
  ...PUMP_STATION,
  projectId: 2,
  projectNumber: 'P24DAL03',
  status: 'Completed',
  description: 'Love Field Hangar 4 "Phase 2"',
  city: 'Dallas',
  customerName: 'Lone Star Aviation Services',
  pmLastName: null,
  pmFirstName: null,
};

const listQueries = (api: MockApi) =>
  api.calls.filter((call) => call.path === '/projects').map((call) => Object.fromEntries(call.query));

describe('Project list', () => {
  let api: MockApi;
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  const renderList = (
    handler: MockHandler = () => [PUMP_STATION],
    route = '/approver/projects',
    user = approver,
  ) => {
    api = mockApi({
      'GET /projects': handler,
      'GET /projects/:projectId': () => mockResponse(404, { message: 'Project not found' }),
    });
    return renderWithProviders(<AreaRoutes />, { route, user });
  };

  it('shows Active projects by project number, 20 per page, in the columns of U-46 (PROJECTS-01/04/06)', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'P-24 HOU 01',
      'Ship Channel Pump Station Retrofit',
      'Houston',
      'TX',
      'Gulf Coast Water Authority',
      'Dana Okafor',
      'Active',
    ]);
    expect(listQueries(api)).toEqual([
      { status: 'Active', sort: 'projectNumber', page: '1', pageSize: '20' },
    ]);
  });

  it('searches by project number or project manager on the server (PROJECTS-02/03)', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Projects' });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by project number or project manager' }),
      'Okafor{Enter}',
    );
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toMatchObject({ search: 'Okafor', status: 'Active' }),
    );
    expect(window.location.search).toBe('?search=Okafor');
  });

  it('shows every status with the show-inactive toggle, held in the URL (PROJECTS-04, U-16)', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Projects' });
    const toggle = screen.getByRole('checkbox', { name: 'Show inactive projects' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toEqual({ sort: 'projectNumber', page: '1', pageSize: '20' }),
    );
    expect(window.location.search).toBe('?showInactive=true');
    expect(toggle).toBeChecked();
  });

  it('sorts by any column on the server: Project Manager by last name, then descending (PROJECTS-05)', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Projects' });
    await userEvent.click(screen.getByRole('button', { name: /^Project Manager/ }));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ sort: 'pmLastName' }));
    await userEvent.click(screen.getByRole('button', { name: /^Project Manager/ }));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ sort: '-pmLastName' }));
    expect(window.location.search).toBe('?sort=-pmLastName');
  });

  it('restores search, toggle, sort and page from the URL, as Back does', async () => {
    renderList(
      () => mockResponse(200, [HANGAR], { 'X-Total-Count': '41' }),
      '/approver/projects?search=dal&showInactive=true&sort=-city&page=3',
    );
    expect(await screen.findByRole('navigation', { name: 'Project pages' })).toHaveTextContent('Page 3 of 3');
    expect(listQueries(api)[0]).toEqual({ search: 'dal', sort: '-city', page: '3', pageSize: '20' });
    expect(
      screen.getByRole('searchbox', { name: 'Search by project number or project manager' }),
    ).toHaveValue('dal');
    expect(screen.getByRole('checkbox', { name: 'Show inactive projects' })).toBeChecked();
    expect(screen.getByRole('columnheader', { name: /^City/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('opens a project with a click on its row, and Add New Project goes to /approver/projects/new (PROJECTS-08/09)', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('cell', { name: 'Houston' }));
    expect(window.location.pathname).toBe('/approver/projects/1');
    // This project is gone (404): the detail says so and returns to the list (PROJECTS-32).
    expect(await screen.findByText(/Unable to load project data/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Add New Project' }));
    expect(window.location.pathname).toBe('/approver/projects/new');
  });

  it('offers no Add New Project without Projects_Create', async () => {
    renderList(undefined, undefined, makeUser(['Projects_View']));
    await screen.findByRole('table', { name: 'Projects' });
    expect(screen.queryByRole('link', { name: 'Add New Project' })).not.toBeInTheDocument();
  });

  it('exports every matching project as projects.csv, strings quoted (PROJECTS-07)', async () => {
    const files: Blob[] = [];
    const saved: string[] = [];
    URL.createObjectURL = jest.fn((file: Blob) => `blob:${files.push(file)}`);
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    // The file holds every page at the api's default page size, not the 20 on screen.
    renderList(({ query }) =>
      query.has('pageSize')
        ? mockResponse(200, [PUMP_STATION], { 'X-Total-Count': '2' })
        : mockResponse(200, query.get('page') === '1' ? [PUMP_STATION] : [HANGAR], { 'X-Total-Count': '2' }),
    );
    await screen.findByRole('table', { name: 'Projects' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['projects.csv']));
    expect(listQueries(api).slice(1)).toEqual([
      { status: 'Active', sort: 'projectNumber', page: '1' },
      { status: 'Active', sort: 'projectNumber', page: '2' },
    ]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(files[0]!);
    });
    expect(text.split('\r\n')).toEqual([
      '"Project Number","Description","City","State","Customer","Project Manager","Status"',
      '"P-24 HOU 01","Ship Channel Pump Station Retrofit","Houston","TX","Gulf Coast Water Authority","Dana Okafor","Active"',
      '"P-24 DAL 03","Love Field Hangar 4 ""Phase 2""","Dallas","TX","Lone Star Aviation Services","","Completed"',
      '',
    ]);
  });
});
