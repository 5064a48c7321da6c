import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from 'shared-kit';
import { makeUser, mockApi, mockResponse, renderWithProviders, type MockApi } from 'shared-kit/testing';
import CertifiedPayrollPage, { OPEN_REPORT } from './certified-payroll-page';

let api: MockApi;
let open: jest.SpyInstance;
afterEach(() => {
  api.restore();
  open.mockRestore();
});

const project = (projectId: number, projectNumber: string, prevailingWage: boolean, status = 'Active') => ({
  projectId,
  projectNumber,
  city: 'Dallas',
  stateCode: 'TX',
  description: `Site ${projectId}`,
  status,
  customerId: 1,
  customerName: 'Acme',
  pmEmployeeId: null,
  pmFirstName: null,
  pmLastName: null,
  prevailingWage,
});

const render = () => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
  api = mockApi({
    'GET /projects': () =>
      mockResponse(
        200,
        [
          project(3, 'P24DAL03', true),
          project(4, 'P24HOU01', false),
          project(5, 'P23AUS02', true, 'Completed'),
        ],
        { 'X-Total-Count': '3' },
      ),
  });
  renderWithProviders(<CertifiedPayrollPage />, {
    route: '/payroll/certified-payroll',
    user: makeUser([...PERMISSIONS]),
  });
};

describe('Certified Payroll', () => {
  it('offers the prevailing wage projects only, completed ones marked', async () => {
    render();
    const select = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(select).toBeEnabled());
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Select a prevailing wage project',
      'P-24 DAL 03 - Site 3',
      'P-23 AUS 02 - Site 5 (Completed)',
    ]);
  });

  it("opens the printable report of the project and week in a new tab with 'Open Certified Payroll'", async () => {
    render();
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, '3');
    const week = screen.getByLabelText('Week Ending (Sunday)');
    await user.clear(week);
    await user.type(week, '2026-03-08');
    expect(screen.getByText('The week 03/02/2026 to 03/08/2026.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: OPEN_REPORT }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        '/payroll/certified-payroll/report?projectId=3&weekEnding=2026-03-08',
        '_blank',
        'noopener,noreferrer',
      ),
    );
  });

  it('refuses a week ending that is not a Sunday and a missing project, and opens nothing', async () => {
    render();
    const user = userEvent.setup();
    const week = await screen.findByLabelText('Week Ending (Sunday)');
    await user.clear(week);
    await user.type(week, '2026-03-07');
    await user.click(screen.getByRole('button', { name: OPEN_REPORT }));
    expect(await screen.findByText('Choose a prevailing wage project')).toBeInTheDocument();
    expect(
      screen.getByText('The week ending date must be a Sunday (weeks run Monday to Sunday)'),
    ).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});
