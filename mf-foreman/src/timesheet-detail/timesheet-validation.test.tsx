import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crewRecord, timesheetDetail } from './test-data';
import { apiCalls, callsTo, foreman, renderSaved, restoreApi } from './test-screen';

describe('Daily timesheet validation', () => {
  afterEach(restoreApi);

  describe('validation', () => {
    it('shows the Submit messages at their fields and in the Data Errors box with section links (TS-VALID-22/23/24, TS-DETAIL-25/26)', async () => {
      renderSaved(timesheetDetail({ dailyJournal: null, foremanSignerName: null, foremanSignature: null }));
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Submit Time' }));
      const box = await screen.findByRole('alert');
      expect(within(box).getByText('Data Errors')).toBeInTheDocument();
      expect(
        within(box).getByText('Please fix the following errors before submitting again'),
      ).toBeInTheDocument();
      expect(within(box).getByRole('link', { name: 'Daily Journal' })).toHaveAttribute(
        'href',
        '#daily-journal',
      );
      expect(within(box).getByRole('link', { name: 'Supervisor Typed Signature' })).toHaveAttribute(
        'href',
        '#on-site-signature',
      );
      expect(within(box).getByText('Daily Journal cannot be empty')).toBeInTheDocument();
      expect(within(box).getByText('Supervisor Name cannot be Empty')).toBeInTheDocument();
      expect(within(box).getByText('Signature required and typed name required')).toBeInTheDocument();
      // …and at the field itself.
      expect(screen.getAllByText('Daily Journal cannot be empty')).toHaveLength(2);
      expect(callsTo('PUT', '/timesheets/77/update/crew-timecard')).toHaveLength(0);
    });

    it('rejects a negative drive mileage with "Drive mileage cannot be negative" on Save (U-32)', async () => {
      renderSaved(timesheetDetail());
      const user = userEvent.setup();
      const drive = await screen.findByRole('spinbutton', { name: 'Drive miles, Ana Reyes' });
      await user.clear(drive);
      await user.type(drive, '-5');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Drive mileage cannot be negative')).toHaveAttribute(
        'id',
        'crew-0-driveMiles-error',
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Row 1: Drive mileage cannot be negative');
      expect(apiCalls().filter((call) => call.method === 'PUT')).toHaveLength(0);
    });

    it('clears a message when another field of its rule is fixed (drive miles of 0 once work hours are typed)', async () => {
      renderSaved(
        timesheetDetail({ timesheetRecords: [crewRecord({ workHours: 0, driveMiles: 0, flyMiles: 0 })] }),
      );
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Submit Time' }));
      expect(
        await screen.findByText('Drive mileage cannot be 0 if fly miles and work hours are blank', {
          selector: '#crew-0-driveMiles-error',
        }),
      ).toBeInTheDocument();
      const hours = screen.getByRole('spinbutton', { name: 'Work hours, Ana Reyes' });
      await user.clear(hours);
      await user.type(hours, '8');
      await waitFor(() =>
        expect(
          screen.queryByText('Drive mileage cannot be 0 if fly miles and work hours are blank'),
        ).not.toBeInTheDocument(),
      );
      expect(
        screen.queryByText('Fly mileage cannot be 0 if drive miles and work hours are blank'),
      ).not.toBeInTheDocument();
    });

    it('moves the focus to the first invalid field in page order (the crew table before the journals)', async () => {
      renderSaved(
        timesheetDetail({
          dailyJournal: null,
          timesheetRecords: [crewRecord({ workHours: 0, driveMiles: 0, flyMiles: 0 })],
        }),
      );
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Submit Time' }));
      await waitFor(() =>
        expect(screen.getByRole('spinbutton', { name: 'Work hours, Ana Reyes' })).toHaveFocus(),
      );
    });

    it('saves an incomplete timesheet: Save checks only types and signs (U-32)', async () => {
      renderSaved(timesheetDetail({ dailyJournal: null }), foreman, {
        'PUT /timesheets/:id/update/:section': () => timesheetDetail({ dailyJournal: null, version: 4 }),
      });
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: 'Customer Name' }), 'Dana Ortiz');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Timesheet successfully saved')).toBeInTheDocument();
      expect(callsTo('PUT', '/timesheets/77/update/crew-timecard')).toHaveLength(1);
      expect(screen.queryByText('Daily Journal cannot be empty')).not.toBeInTheDocument();
    });

    it('ties a journal message to its field (aria-describedby)', async () => {
      renderSaved(timesheetDetail({ dailyJournal: null }));
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Submit Time' }));
      expect(await screen.findByRole('textbox', { name: 'Daily journal text' })).toHaveAccessibleDescription(
        'Daily Journal cannot be empty',
      );
    });
  });
});
