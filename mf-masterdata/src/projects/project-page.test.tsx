import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmployeeListItem } from 'shared-kit/master-data';
import { employeeListItem, makeUser, mockApi, mockResponse, renderWithProviders } from 'shared-kit/testing';
import type { MockApi, MockHandler } from 'shared-kit/testing';
import { AreaRoutes } from '../routes';
import { PUMP_STATION, RATE_ROW } from './test-data';

const approver = makeUser(['Projects_View', 'Projects_Create']);
const reader = makeUser(['Projects_View']);

const employee = (employeeId: number, lastName: string, extra: Partial<EmployeeListItem> = {}) =>
  employeeListItem({ employeeId, accumaticaId: `E${employeeId}`, firstName: 'Sam', lastName, ...extra });
const MANAGERS = [employee(5, 'Okafor', { firstName: 'Dana', department: 'PROJMGMT' })];
const CREW = [employee(20, 'Garza', { firstName: 'Luis' }), employee(21, 'Nguyen')];

const button = (name: string) => screen.getByRole('button', { name });
const tab = (name: string) => screen.getByRole('tab', { name });

describe('Project detail', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  const renderProject = (
    handlers: Record<string, MockHandler> = {},
    { route = '/approver/projects/1', user = approver } = {},
  ) => {
    api = mockApi({
      'GET /projects/:projectId': () => PUMP_STATION,
      'GET /projects': () => [],
      'GET /customers': () => [
        { customerId: 4, customerExternalId: 'C4', customerName: 'Gulf Coast Water Authority', version: 1 },
      ],
      'GET /employees': ({ query }) => (query.get('projectManagerCandidates') === 'true' ? MANAGERS : CREW),
      'GET /job-classes': () => [
        { title: 'FOREMAN', abbreviation: 'FMN', sortOrder: 3 },
        { title: 'LABORER', abbreviation: 'LAB', sortOrder: 9 },
      ],
      'GET /equipments': () => [{ equipmentId: 8, name: 'Excavator', category: 'Heavy' }],
      ...handlers,
    });
    return renderWithProviders(<AreaRoutes />, { route, user });
  };
  const writes = () => api.calls.filter((call) => call.method !== 'GET');
  const openTab = async (name: string) => {
    await userEvent.click(await screen.findByRole('tab', { name }));
    return screen.findByRole('form', { name });
  };

  it('shows the four tabs; a new project has only Project Detail enabled and starts in edit mode (PROJECTS-10/11)', async () => {
    renderProject({}, { route: '/approver/projects/new' });
    expect(await screen.findByRole('heading', { level: 1, name: 'New Project' })).toBeInTheDocument();
    expect(tab('Project Detail')).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Manpower', 'Equipment', 'Per Diem']) {
      expect(tab(name)).toHaveAttribute('aria-disabled', 'true');
    }
    expect(screen.getByRole('textbox', { name: /Project Number/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
    expect(screen.getByRole('combobox', { name: 'Prevailing Wage' })).toHaveValue('0');
    expect(api.calls.some((call) => call.path === '/projects/new')).toBe(false);
  });

  it('creates a project: a wrong number is refused with the seed message, the right one saved normalised (PROJECTS-20/21/30)', async () => {
    renderProject(
      {
        'POST /projects': ({ body }) =>
          mockResponse(201, { ...PUMP_STATION, ...(body as object), projectId: 9 }),
      },
      { route: '/approver/projects/new' },
    );
    const number = await screen.findByRole('textbox', { name: /Project Number/ });
    await userEvent.type(number, 'P-12ABC01');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Pump station');
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '1 Dock Rd');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Houston');
    await userEvent.type(screen.getByRole('textbox', { name: 'State' }), 'tx');
    await userEvent.type(screen.getByRole('textbox', { name: 'Zip Code' }), '7700');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), '4');
    await userEvent.click(button('Save'));
    const pattern =
      'Please enter a valid Project Number ex: P-(13-99) (A-Z) (A-Z or 0-9)x2 (1-99) (A-Z or 0-9)x0-3';
    expect((await screen.findAllByText(pattern)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Zip code must contain 5 numbers').length).toBeGreaterThan(0);
    expect(writes()).toEqual([]);

    await userEvent.clear(number);
    await userEvent.type(number, 'p-13 abc-01');
    await userEvent.type(screen.getByRole('textbox', { name: 'Zip Code' }), '1');
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Project data saved successfully')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/projects',
        body: expect.objectContaining({
          projectNumber: 'P13ABC01',
          stateCode: 'TX',
          zipCode: '77001',
          customerId: 4,
          status: 'Active',
          prevailingWage: false,
          perDiemTableType: 'DEFAULT',
        }),
      }),
    ]);
    await waitFor(() => expect(tab('Manpower')).not.toHaveAttribute('aria-disabled', 'true'));
  });

  it('opens read-only; Edit Data, then Save sends PUT …/details with the version read (PROJECTS-12/31)', async () => {
    renderProject({
      'PUT /projects/:projectId/details': ({ body }) => ({
        ...PUMP_STATION,
        ...(body as object),
        version: 4,
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Detail' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Project Number' })).toHaveTextContent('P-24 HOU 01');
    expect(screen.getByRole('group', { name: 'Project Manager' })).toHaveTextContent('Okafor, Dana');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(button('Edit Data'));
    const city = screen.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Pasadena');
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Project data updated successfully')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/projects/1/details',
        body: expect.objectContaining({ city: 'Pasadena', version: 3, pmEmployeeId: 5 }),
        headers: expect.objectContaining({ 'If-Match': '"3"' }),
      }),
    ]);
  });

  it('Cancel reverts what was typed (PROJECTS-13)', async () => {
    renderProject();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Data' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'XYZ');
    await userEvent.click(button('Cancel'));
    expect(screen.getByRole('group', { name: 'City' })).toHaveTextContent('Houston');
    expect(screen.getByRole('group', { name: 'City' })).not.toHaveTextContent('XYZ');
  });

  it("says 'Unable to load project data' and returns to the list when the project cannot be read (PROJECTS-32)", async () => {
    renderProject({ 'GET /projects/:projectId': () => mockResponse(404, { message: 'Project not found' }) });
    expect(await screen.findByText(/Unable to load project data/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
  });

  it('shows no Edit Data to a reader without Projects_Create', async () => {
    renderProject({}, { user: reader });
    expect(await screen.findByRole('group', { name: 'City' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Data' })).not.toBeInTheDocument();
  });

  it('Manpower: Standard and Travel cannot be chosen, a new row starts at None, Save sends the whole roster (PROJECTS-33…37)', async () => {
    renderProject({
      'PUT /projects/:projectId/roster': ({ body }) => ({ ...PUMP_STATION, version: 4, ...(body as object) }),
    });
    const form = await openTab('Manpower');
    expect(within(form).getByRole('cell', { name: 'Garza, Luis' })).toBeInTheDocument();
    expect(within(form).getByRole('cell', { name: 'FOREMAN (FMN)' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Edit Data' }));
    const perDiem = within(form).getByRole('combobox', { name: 'Per diem of Garza, Luis' });
    expect(within(perDiem).getByRole('option', { name: 'Standard' })).toBeDisabled();
    expect(within(perDiem).getByRole('option', { name: 'Travel' })).toBeDisabled();
    expect(within(perDiem).getByRole('option', { name: 'Local' })).toBeEnabled();

    const toAdd = within(form).getByRole('combobox', { name: 'Employee to add' });
    await waitFor(() => expect(within(toAdd).getAllByRole('option')).toHaveLength(2));
    // Garza is on the roster already: only Nguyen is offered (PROJECTS-36).
    expect(within(toAdd).queryByRole('option', { name: /Garza/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(toAdd, '21');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Employee' }));
    expect(within(form).getByRole('combobox', { name: 'Job class of Nguyen, Sam' })).toHaveValue('LABORER');
    expect(within(form).getByRole('combobox', { name: 'Job class of Garza, Luis' })).toHaveValue('FOREMAN');
    expect(within(form).getByRole('combobox', { name: 'Per diem of Nguyen, Sam' })).toHaveValue('NONE');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Per diem of Garza, Luis' }),
      'LOCAL',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Project's employee roster saved successfully")).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/projects/1/roster',
        body: {
          projectEmployees: [
            { employeeId: 20, jobClass: 'FOREMAN', perDiemType: 'LOCAL' },
            { employeeId: 21, jobClass: 'LABORER', perDiemType: 'NONE' },
          ],
          version: 3,
        },
      }),
    ]);
    // PROJECTS-15: back on the project detail, read-only.
    await waitFor(() => expect(tab('Project Detail')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('button', { name: 'Edit Data' })).toBeInTheDocument();
  });

  it("Manpower: a refused save says 'Unable to save project's employee roster' and keeps the rows", async () => {
    renderProject({
      'PUT /projects/:projectId/roster': () =>
        mockResponse(400, { message: 'Employees joining must be Active' }),
    });
    const form = await openTab('Manpower');
    await userEvent.click(within(form).getByRole('button', { name: 'Edit Data' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Remove Garza, Luis' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText("Unable to save project's employee roster - Employees joining must be Active"),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('Equipment: a row with equipment, quantity and vendor is sent with PUT …/equipment (PROJECTS-38/39)', async () => {
    renderProject({
      'PUT /projects/:projectId/equipment': () => ({ ...PUMP_STATION, version: 4 }),
    });
    const form = await openTab('Equipment');
    await userEvent.click(within(form).getByRole('button', { name: 'Edit Data' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add Equipment' }));
    await within(form).findByRole('option', { name: 'Excavator (Heavy)' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Equipment, row 1' }), '8');
    const quantity = within(form).getByRole('spinbutton', { name: 'Quantity, row 1' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Vendor, row 1' }), 'Sunbelt');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Equipment list successfully submitted')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        path: '/projects/1/equipment',
        body: { projectId: 1, equipment: [{ equipmentId: 8, quantity: 2, vendor: 'Sunbelt' }], version: 3 },
      }),
    ]);
  });

  it("Equipment: says 'Unable to load equipment data' when the catalog cannot be read (PROJECTS-40)", async () => {
    renderProject({ 'GET /equipments': () => mockResponse(500, { message: 'down' }) });
    await openTab('Equipment');
    expect(await screen.findByText(/Unable to load equipment data/)).toBeInTheDocument();
  });

  it('Per Diem: a custom table checks each amount, sends Local, Regional and National; Standard and Travel stay read-only (PROJECTS-41…47)', async () => {
    renderProject({
      'PUT /projects/:projectId/per-diem-rate-table': () => ({ ...PUMP_STATION, version: 4 }),
    });
    const form = await openTab('Per Diem');
    expect(within(form).getAllByText('deprecated, read-only')).toHaveLength(2);
    await userEvent.click(within(form).getByRole('button', { name: 'Edit Data' }));
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Per Diem Table' }),
      'PROJECT_CUSTOM',
    );
    const national = within(form).getByRole('spinbutton', { name: 'National rate, FMN' });
    expect(within(form).queryByRole('spinbutton', { name: /Standard/ })).not.toBeInTheDocument();
    await userEvent.clear(national);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findAllByText('Per diem amount cannot be blank')).length).toBeGreaterThan(0);
    await userEvent.type(national, '-3');
    expect((await within(form).findAllByText('Only positive numbers are allowed')).length).toBeGreaterThan(0);
    await userEvent.clear(national);
    await userEvent.type(national, '95');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Per diem data saved successfully')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        path: '/projects/1/per-diem-rate-table',
        body: {
          type: 'PROJECT_CUSTOM',
          perDiemRates: [
            { jobClass: 'FOREMAN', perDiemType: 'LOCAL', rate: 40 },
            { jobClass: 'FOREMAN', perDiemType: 'REGIONAL', rate: 60 },
            { jobClass: 'FOREMAN', perDiemType: 'NATIONAL', rate: 95 },
          ],
          version: 3,
        },
      }),
    ]);
  });

  it("Per Diem: choosing a region shows that region's rates read-only (PROJECTS-42, U-51)", async () => {
    renderProject({
      'GET /per-diem-rate-tables/:table': () => ({
        type: 'REGION_TEXAS',
        rows: [{ ...RATE_ROW, standard: 1, travel: 2, local: 33, regional: 44, national: 55 }],
      }),
    });
    const form = await openTab('Per Diem');
    await userEvent.click(within(form).getByRole('button', { name: 'Edit Data' }));
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Per Diem Table' }),
      'REGION_TEXAS',
    );
    expect(await within(form).findByRole('cell', { name: '44' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/per-diem-rate-tables/region-texas')).toBe(true);
    expect(within(form).queryByRole('spinbutton')).not.toBeInTheDocument();
  });
});
