import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ContractLaborRecordView, TimesheetDetail } from './api';
import { projectDetail, rosterMember, timesheetDetail } from './test-data';
import { NEW_ROUTE, SAVED_ROUTE, callsTo, foreman, render, renderSaved, restoreApi } from './test-screen';

// The form stays open while a write is under way (seconds on a job site's connection): nothing typed meanwhile may
// be lost when the answer comes.

/** A write the test answers when it chooses: until `answer` is called, the save is under way. */
function heldWrite() {
  let answer: (timesheet: TimesheetDetail) => void = () => undefined;
  const reply = new Promise<TimesheetDetail>((resolve) => {
    answer = resolve;
  });
  return { reply, answer: (timesheet: TimesheetDetail) => answer(timesheet) };
}

const UPDATE = '/timesheets/77/update/crew-timecard';
const bodyOf = (index: number) => callsTo('PUT', UPDATE)[index]?.body;
const leavingAsks = () => !fireEvent(window, new Event('beforeunload', { cancelable: true }));

const laborRecord = (overrides: Partial<ContractLaborRecordView>): ContractLaborRecordView => ({
  timesheetRecordId: 501,
  contractor: 'Dale Whitaker',
  contractorCompanyName: 'Whitaker Staffing LLC',
  contractorClass: 'FIELD_LABOR',
  workHours: 6,
  outOfScopeHours: 0,
  ...overrides,
});

/** A saved timesheet whose first Save is under way until the test answers it; a later Save answers at once. */
const renderWithHeldSave = (timesheet: TimesheetDetail) => {
  const first = heldWrite();
  renderSaved(timesheet, foreman, {
    'PUT /timesheets/:id/update/:section': () =>
      callsTo('PUT', UPDATE).length === 1 ? first.reply : timesheetDetail({ version: 5 }),
  });
  return { answer: first.answer, user: userEvent.setup() };
};

/** Adds contract labor row `row` with a contractor and work hours. */
async function addLaborRow(user: UserEvent, row: number, contractor: string, hours: string) {
  await user.click(await screen.findByRole('button', { name: 'Add Contract Labor' }));
  await user.type(
    screen.getByRole('combobox', { name: `Contractor name, contract labor row ${row}` }),
    contractor,
  );
  await user.type(screen.getByRole('spinbutton', { name: `Work hours, contract labor row ${row}` }), hours);
}

describe('Typing while a save is under way', () => {
  afterEach(restoreApi);

  it('keeps what was typed in the Daily journal during the save, unsaved, and the next Save sends it', async () => {
    const { answer, user } = renderWithHeldSave(timesheetDetail());
    const journal = await screen.findByRole('textbox', { name: 'Daily journal text' });
    await user.type(journal, ' Poured.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PUT', UPDATE)).toHaveLength(1));

    await user.type(journal, ' Crane left at 3.');
    answer(timesheetDetail({ dailyJournal: 'Set forms. Poured.', version: 4 }));
    expect(await screen.findByText('Timesheet successfully saved')).toBeInTheDocument();
    expect(journal).toHaveValue('Set forms. Poured. Crane left at 3.');
    expect(leavingAsks()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PUT', UPDATE)).toHaveLength(2));
    expect(bodyOf(1)).toMatchObject({ dailyJournal: 'Set forms. Poured. Crane left at 3.', version: 4 });
  });

  it('takes the saved timesheet when nothing was typed during the save: nothing is left unsaved', async () => {
    const { answer, user } = renderWithHeldSave(timesheetDetail());
    const journal = await screen.findByRole('textbox', { name: 'Daily journal text' });
    await user.type(journal, '  Poured.  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PUT', UPDATE)).toHaveLength(1));
    answer(timesheetDetail({ dailyJournal: 'Set forms.  Poured.', version: 4 }));
    expect(await screen.findByText('Timesheet successfully saved')).toBeInTheDocument();
    await waitFor(() => expect(journal).toHaveValue('Set forms.  Poured.'));
    await waitFor(() => expect(leavingAsks()).toBe(false));
  });

  it("keeps a contract labor row added during the save; the row saved takes the api's id", async () => {
    const { answer, user } = renderWithHeldSave(timesheetDetail({ contractLaborRecords: [] }));
    await addLaborRow(user, 1, 'Dale Whitaker', '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PUT', UPDATE)).toHaveLength(1));

    await addLaborRow(user, 2, 'Ann Lee', '4');
    answer(
      timesheetDetail({ version: 4, contractLaborRecords: [laborRecord({ contractorCompanyName: '' })] }),
    );
    expect(await screen.findByText('Timesheet successfully saved')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Contractor name, contract labor row 2' })).toHaveValue(
      'Ann Lee',
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PUT', UPDATE)).toHaveLength(2));
    expect(bodyOf(1)).toMatchObject({
      contractLaborRecords: [
        { timesheetRecordId: 501, contractor: 'Dale Whitaker', workHours: 6 },
        { timesheetRecordId: null, contractor: 'Ann Lee', workHours: 4 },
      ],
    });
  });

  it('keeps a change made during the save to a row the save added, under its new id', async () => {
    const { answer, user } = renderWithHeldSave(timesheetDetail({ contractLaborRecords: [] }));
    await addLaborRow(user, 1, 'Dale Whitaker', '6');
    const hours = screen.getByRole('spinbutton', { name: 'Work hours, contract labor row 1' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PUT', UPDATE)).toHaveLength(1));

    await user.type(hours, '.5');
    answer(
      timesheetDetail({ version: 4, contractLaborRecords: [laborRecord({ contractorCompanyName: '' })] }),
    );
    expect(await screen.findByText('Timesheet successfully saved')).toBeInTheDocument();
    // The same input, still focused: the row was not re-mounted under the user's fingers.
    expect(hours).toHaveValue(6.5);
    expect(hours).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PUT', UPDATE)).toHaveLength(2));
    expect(bodyOf(1)).toMatchObject({
      contractLaborRecords: [{ timesheetRecordId: 501, contractor: 'Dale Whitaker', workHours: 6.5 }],
    });
  });
});

describe('Typing during the first save of a new timesheet', () => {
  afterEach(restoreApi);

  it('keeps the same form through the move to the saved route: what was typed meanwhile stays, and the next Save sends it', async () => {
    const created = heldWrite();
    render(NEW_ROUTE, {
      'GET /projects/10': () => projectDetail({ projectEmployees: [rosterMember()] }),
      'POST /timesheets': () => created.reply,
      'GET /timesheets/:id': () => timesheetDetail({ dailyJournal: 'Poured footings.' }),
      'PUT /timesheets/:id/update/:section': () => timesheetDetail({ version: 4 }),
    });
    const user = userEvent.setup();
    const journal = await screen.findByRole('textbox', { name: 'Daily journal text' });
    await user.type(screen.getByRole('spinbutton', { name: 'Work hours, Ana Reyes' }), '8');
    await user.type(journal, 'Poured footings.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('POST', '/timesheets')).toHaveLength(1));

    await user.type(journal, ' Crane left at 3.');
    created.answer(timesheetDetail({ dailyJournal: 'Poured footings.' }));
    await waitFor(() => expect(window.location.pathname).toBe(SAVED_ROUTE));
    await user.type(journal, ' Home by 5.');
    // The very same text box: the form was never unmounted, nor replaced by a loading state.
    expect(screen.getByRole('textbox', { name: 'Daily journal text' })).toBe(journal);
    expect(journal).toHaveValue('Poured footings. Crane left at 3. Home by 5.');
    expect(callsTo('GET', '/timesheets/77')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PUT', UPDATE)).toHaveLength(1));
    expect(callsTo('POST', '/timesheets')).toHaveLength(1);
    expect(bodyOf(0)).toMatchObject({
      dailyJournal: 'Poured footings. Crane left at 3. Home by 5.',
      version: 3,
      // The roster row saved by the first save is updated, not added again.
      timesheetRecords: [{ timesheetRecordId: 901, employeeId: 17, workHours: 8 }],
    });
  });
});
