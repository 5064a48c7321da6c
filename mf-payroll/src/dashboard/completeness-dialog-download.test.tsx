import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from 'shared-kit';
import { makeUser, mockApi, renderWithProviders, type MockApi } from 'shared-kit/testing';
import PayrollDashboardPage from './payroll-dashboard-page';

// The completeness dialog's code is downloaded when Close or Complete checks the periods (not with the dashboard).
// Its own file: the page keeps that download for the page's life, and these tests need it not yet made.

let api: MockApi;
afterEach(() => api.restore());

const OPEN_PERIOD = {
  payrollPeriodId: 7,
  startDate: '2026-11-23',
  endDate: '2026-11-29',
  payrollPeriodState: 'OPEN',
  rosterGeneratedTime: null,
  version: 3,
  numUnapprovedTimesheets: 1,
  numRejectedTimesheets: 0,
  numNoPayEmployees: 0,
  numApprovedEmployees: 11,
  numCorrections: 0,
};

const NOT_READY = {
  payrollPeriodId: 7,
  endDate: '2026-11-29',
  payrollPeriodState: 'OPEN',
  ready: false,
  unapprovedCount: 1,
  unapprovedTimesheets: [],
  rejectedCount: 0,
  employeesWithoutHoursOrReasonCount: 0,
  employeesWithoutHoursOrReason: [],
};

it('says "Problem closing payroll period" and closes nothing when the dialog cannot be downloaded, and downloads it on the next Close', async () => {
  api = mockApi({
    'GET /payroll-periods': () => [OPEN_PERIOD],
    'GET /payroll-periods/:id/completeness': () => NOT_READY,
    'PUT /payroll-periods/:id/close': () => OPEN_PERIOD,
  });
  jest.doMock('./completeness-dialog', () => {
    throw new Error('Loading chunk failed');
  });
  renderWithProviders(<PayrollDashboardPage />, {
    route: '/payroll?month=2026-11',
    user: makeUser([...PERMISSIONS]),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('checkbox', { name: 'Period ending 11/29/2026' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect((await screen.findAllByText('Problem closing payroll period')).length).toBeGreaterThan(0);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled());

  jest.dontMock('./completeness-dialog');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(await screen.findByRole('dialog', { name: 'Not Ready to Close' })).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
});
