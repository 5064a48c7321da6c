import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timesheetDetail } from './test-data';
import { callsTo, foreman, renderSaved, restoreApi } from './test-screen';

describe('On-Site Signature / Approval', () => {
  afterEach(restoreApi);

  describe('on-site signature (TS-DETAIL-13…15)', () => {
    it('draws on a 300x150 canvas per signer, each with a Clear button', async () => {
      renderSaved(timesheetDetail());
      const foremanPad = await screen.findByRole('img', { name: 'Foreman Signature' });
      expect(foremanPad).toHaveAttribute('width', '300');
      expect(foremanPad).toHaveAttribute('height', '150');
      expect(screen.getByRole('img', { name: 'Customer Signature' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Clear Foreman Signature' })).toHaveTextContent('Clear');
      expect(screen.getByRole('button', { name: 'Clear Customer Signature' })).toHaveTextContent('Clear');
    });

    it('clearing the foreman signature saves none and Submit asks for it (TS-VALID-24)', async () => {
      renderSaved(timesheetDetail(), foreman, {
        'PUT /timesheets/:id/update/:section': () => timesheetDetail({ foremanSignature: null, version: 4 }),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Clear Foreman Signature' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Timesheet successfully saved')).toBeInTheDocument();
      expect(callsTo('PUT', '/timesheets/77/update/crew-timecard')[0]?.body).toMatchObject({
        foremanSignature: null,
        foremanSignerName: 'Frank Foreman',
      });
      await user.click(screen.getByRole('button', { name: 'Submit Time' }));
      expect(await screen.findAllByText('Signature required and typed name required')).toHaveLength(2);
    });

    it('shows no Clear button when the timesheet is read-only', async () => {
      renderSaved(timesheetDetail({ state: 'PENDING_APPROVAL' }));
      await screen.findByRole('img', { name: 'Foreman Signature' });
      expect(screen.queryByRole('button', { name: 'Clear Foreman Signature' })).not.toBeInTheDocument();
    });
  });
});
