import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crewRecord, employee, projectDetail, rosterMember, timesheetDetail } from './test-data';
import { NEW_ROUTE, callsTo, crewNames, render, renderSaved, restoreApi } from './test-screen';

describe('Crew Timecard', () => {
  afterEach(restoreApi);

  describe('crew rows', () => {
    it('shows travel hours live: drive edited = drive/50 + fly/250, fly edited = fly/50 + drive/250 (TS-CALC-02/03)', async () => {
      renderSaved(timesheetDetail());
      const user = userEvent.setup();
      const travel = await screen.findByRole('status', { name: 'Travel hours, Ana Reyes' });
      expect(travel).toHaveTextContent('0');
      await user.type(screen.getByRole('spinbutton', { name: 'Fly miles, Ana Reyes' }), '250');
      expect(travel).toHaveTextContent('5');
      await user.clear(screen.getByRole('spinbutton', { name: 'Drive miles, Ana Reyes' }));
      await user.type(screen.getByRole('spinbutton', { name: 'Drive miles, Ana Reyes' }), '100');
      expect(travel).toHaveTextContent('3');
    });

    it('flags drive miles of 700 or more and fly miles with no work hours and a per diem type live (TS-CALC-05/06)', async () => {
      renderSaved(timesheetDetail({ timesheetRecords: [crewRecord({ perDiemType: 'STANDARD' })] }));
      const user = userEvent.setup();
      const flags = await screen.findByRole('status', { name: 'Mileage per diem, Ana Reyes' });
      expect(flags).toHaveTextContent('None');
      const drive = screen.getByRole('spinbutton', { name: 'Drive miles, Ana Reyes' });
      await user.clear(drive);
      await user.type(drive, '699');
      expect(flags).toHaveTextContent('None');
      await user.clear(drive);
      await user.type(drive, '700');
      expect(flags).toHaveTextContent('Drive');
      const work = screen.getByRole('spinbutton', { name: 'Work hours, Ana Reyes' });
      await user.clear(work);
      await user.type(screen.getByRole('spinbutton', { name: 'Fly miles, Ana Reyes' }), '1');
      expect(flags).toHaveTextContent('Drive, Fly');
    });

    it('shows the per diem rate with a $ from GET /projects/{id}/per-diem-rate (TS-CALC-08)', async () => {
      renderSaved(timesheetDetail({ timesheetRecords: [crewRecord({ perDiemType: 'STANDARD' })] }));
      const rate = await screen.findByRole('status', { name: 'Per diem rate, Ana Reyes' });
      await waitFor(() => expect(rate).toHaveTextContent('$65'));
      const lookup = callsTo('GET', '/projects/10/per-diem-rate')[0];
      expect(Object.fromEntries(lookup?.query ?? [])).toEqual({
        jobClass: 'LABORER',
        perDiemType: 'STANDARD',
        driveMiles: '0',
        flyMiles: '0',
        workHours: '8',
      });
    });

    it('enables only None, Standard and Travel, and disables the per diem type of a non-eligible employee (TS-VALID-12/14)', async () => {
      render(NEW_ROUTE, {
        'GET /projects/10': () =>
          projectDetail({
            projectEmployees: [
              rosterMember({ employeeId: 1, employeeLastName: 'Able' }),
              rosterMember({ employeeId: 2, employeeLastName: 'Baker', employeePerDiemEligible: false }),
            ],
          }),
      });
      const select = await screen.findByRole('combobox', { name: 'Per diem type, Ana Able' });
      expect(select).toBeEnabled();
      const enabled = within(select)
        .getAllByRole('option')
        .filter((option) => !(option as HTMLOptionElement).disabled)
        .map((option) => option.textContent);
      expect(enabled).toEqual(['None', 'Standard', 'Travel']);
      expect(screen.getByRole('combobox', { name: 'Per diem type, Ana Baker' })).toBeDisabled();
    });

    it('locks the employee of a roster row and offers only Active employees with a job class not on the sheet (TS-VALID-15/16)', async () => {
      render(NEW_ROUTE, {
        'GET /projects/10': () => projectDetail({ projectEmployees: [rosterMember()] }),
        'GET /employees': () => [
          employee({ employeeId: 17, firstName: 'Ana', lastName: 'Reyes' }),
          employee({ employeeId: 30, firstName: 'Cody', lastName: 'Nguyen' }),
          employee({ employeeId: 31, lastName: 'Inactive', employeeStatus: 'Inactive' }),
          employee({ employeeId: 32, lastName: 'Classless', primaryJobClass: null }),
        ],
      });
      const user = userEvent.setup();
      await screen.findByRole('heading', { name: 'Crew Timecard' });
      expect(screen.queryByRole('combobox', { name: 'Employee, row 1' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Add Employee' }));
      const picker = screen.getByRole('combobox', { name: 'Employee, row 2' });
      await waitFor(() =>
        expect(
          within(picker)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual(['Select employee', 'Nguyen, Cody']),
      );
    });
  });

  describe('crew rows removal', () => {
    it('removes a roster employee who did not work from the day and saves without them', async () => {
      render(NEW_ROUTE, {
        'GET /projects/10': () =>
          projectDetail({
            projectEmployees: [
              rosterMember({ employeeId: 1, employeeLastName: 'Able' }),
              rosterMember({ employeeId: 2, employeeLastName: 'Baker' }),
            ],
          }),
        'POST /timesheets': () => timesheetDetail(),
        'GET /timesheets/:id': () => timesheetDetail(),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Remove Ana Baker' }));
      expect(crewNames()).toEqual(['Ana Able']);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Timesheet successfully saved')).toBeInTheDocument();
      const body = callsTo('POST', '/timesheets')[0]?.body as { timesheetRecords: { employeeId: number }[] };
      expect(body.timesheetRecords.map((record) => record.employeeId)).toEqual([1]);
    });
  });
});
