import { screen, waitFor, within } from '@testing-library/react';
import { mockResponse } from 'shared-kit/testing';
import { projectDetail, rosterMember, timesheetDetail } from './test-data';
import { NEW_ROUTE, SAVED_ROUTE, apiCalls, crewNames, render, renderSaved, restoreApi } from './test-screen';

describe('Daily timesheet pages', () => {
  afterEach(restoreApi);

  describe('loading', () => {
    it('prefills a new timesheet from the roster, sorted by job class order then last name (TS-CALC-09/10)', async () => {
      render(NEW_ROUTE, {
        'GET /projects/10': () =>
          projectDetail({
            projectEmployees: [
              rosterMember({ employeeId: 1, employeeFirstName: 'Zed', employeeLastName: 'Adams' }),
              rosterMember({
                employeeId: 2,
                employeeFirstName: 'Bo',
                employeeLastName: 'Young',
                jobClass: 'FOREMAN',
              }),
              rosterMember({ employeeId: 3, employeeFirstName: 'Al', employeeLastName: 'Brown' }),
              rosterMember({ employeeId: 4, employeeLastName: 'Gone', employeeStatus: 'Inactive' }),
            ],
          }),
      });
      await screen.findByRole('heading', { name: 'Crew Timecard' });
      expect(crewNames()).toEqual(['Bo Young', 'Zed Adams', 'Al Brown']);
    });

    it('shows the project number formatted, description, city and state, the date MM-dd-yyyy (TS-DETAIL-05)', async () => {
      renderSaved(timesheetDetail());
      const project = await screen.findByRole('region', { name: 'Project' });
      const expected = [
        'P-13 ABC 01',
        'Pump Station Retrofit',
        'Houston, TX',
        '03-02-2026',
        'Open',
        'Payroll status: Open',
      ];
      for (const text of expected) expect(within(project).getByText(text)).toBeInTheDocument();
    });

    it('shows the sections in the seed order (TS-DETAIL-04)', async () => {
      renderSaved(timesheetDetail());
      await screen.findByRole('heading', { name: 'Crew Timecard' });
      const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
      expect(headings).toEqual([
        'Approval Actions',
        'Crew Timecard',
        'Contract Labor',
        'Out Of Scope Hours',
        'Daily Journal',
        'On-Site Signature / Approval',
      ]);
    });

    it("shows 'Cannot find timesheet' and goes to the not-found page when the timesheet is missing (TS-DETAIL-23)", async () => {
      render(SAVED_ROUTE, {
        'GET /timesheets/:id': () => mockResponse(404, { message: 'Timesheet not found' }),
      });
      expect(await screen.findByText(/^Cannot find timesheet/)).toBeInTheDocument();
      await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
    });

    it("shows 'Cannot find project' and goes to the not-found page when the project is missing (TS-DETAIL-22)", async () => {
      render(NEW_ROUTE, { 'GET /projects/10': () => mockResponse(404, { message: 'Project not found' }) });
      expect(await screen.findByText(/^Cannot find project/)).toBeInTheDocument();
      await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
    });

    it("sends an address whose date is no calendar date to not-found with 'Date input not valid.'", async () => {
      render('/foreman/projects/10/timesheets/new/2026-02-30');
      expect(await screen.findByText(/^Date input not valid\./)).toBeInTheDocument();
      await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
      expect(apiCalls()).toHaveLength(0);
    });

    it('refuses a future date in the address before any form is shown (U-30)', async () => {
      render('/foreman/projects/10/timesheets/new/2999-01-04');
      expect(await screen.findByText('A timesheet cannot be created for a future date')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Timesheets' })).toHaveAttribute(
        'href',
        '/foreman/timesheets',
      );
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
      expect(apiCalls()).toHaveLength(0);
    });
  });
});
