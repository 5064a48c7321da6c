import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockResponse } from 'shared-kit/testing';
import { timesheetDetail } from './test-data';
import { NEW_ROUTE, callsTo, foreman, render, renderSaved, restoreApi, reviewer } from './test-screen';
import { queryClient } from 'shared-kit';
import { RELOAD_FAILED } from 'shared-kit/form';
import { timesheetKeys } from 'shared-kit/resources/keys';

// Two people on one timesheet: the second write carries a version the api no longer has (409). The screen says so
// and offers the stored timesheet, and nothing typed goes until the user chooses it.

const CHANGED =
  'This timesheet was changed by someone else since you opened it. Reload to see the latest version, then make your change again.';
const stale = () => mockResponse(409, { message: CHANGED });

const notice = () => screen.findByText(CHANGED, { selector: 'p' });

describe('a write on a timesheet someone else changed first', () => {
  afterEach(restoreApi);

  it('a stale Reject offers Reload, which shows the stored timesheet: approved by the other reviewer', async () => {
    let stored = timesheetDetail({ state: 'IN_REVIEW' });
    renderSaved(stored, reviewer, {
      'GET /timesheets/:id': () => stored,
      'PUT /timesheets/:id/update/:section': () => {
        stored = timesheetDetail({ state: 'APPROVED', version: 4, dailyJournal: 'Checked by Pat.' });
        return stale();
      },
    });
    const user = userEvent.setup();
    const notes = await screen.findByRole('textbox', { name: 'Approver Notes' });
    await user.type(notes, 'Hours missing');
    await user.click(screen.getByRole('button', { name: 'Reject' }));

    expect(await notice()).toBeInTheDocument();
    expect(callsTo('PUT', '/timesheets/77/reject')).toHaveLength(0);
    // Until Reload, the typing stays.
    expect(notes).toHaveValue('Hours missing');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Approved', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByText(CHANGED, { selector: 'p' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Daily journal text' })).toHaveValue('Checked by Pat.');
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('a stale Approve says so too; Keep editing puts the notice away and keeps what was typed', async () => {
    renderSaved(timesheetDetail({ state: 'IN_REVIEW' }), reviewer, {
      'PUT /timesheets/:id/approve': stale,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await notice()).toBeInTheDocument();
    expect(screen.getByText(/^Problem approving timesheet/)).toBeInTheDocument();

    const journal = screen.getByRole('textbox', { name: 'Daily journal text' });
    await user.type(journal, ' Pump delivered.');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByText(CHANGED, { selector: 'p' })).not.toBeInTheDocument();
    expect(journal).toHaveValue('Set forms. Pump delivered.');
  });

  it('a stale Save keeps the notice and the typing when Reload cannot reach the api', async () => {
    let reachable = true;
    renderSaved(timesheetDetail(), foreman, {
      'GET /timesheets/:id': () => (reachable ? timesheetDetail() : mockResponse(503)),
      'PUT /timesheets/:id/update/:section': stale,
    });
    const user = userEvent.setup();
    const journal = await screen.findByRole('textbox', { name: 'Daily journal text' });
    await user.type(journal, ' Rebar tied.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await notice()).toBeInTheDocument();

    reachable = false;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(RELOAD_FAILED)).toBeInTheDocument();
    expect(callsTo('GET', '/timesheets/77')).toHaveLength(2);
    expect(await notice()).toBeInTheDocument();
    expect(journal).toHaveValue('Set forms. Rebar tied.');
  });

  it('a new timesheet refused as a duplicate (409) has no stored version to reload: only Keep editing', async () => {
    render(NEW_ROUTE, {
      'GET /projects/:id': () => ({
        ...timesheetDetail().project,
        projectEmployees: [],
      }),
      'POST /timesheets': stale,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Daily journal text' }), 'Poured footings.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const callout = (await notice()).closest('div') as HTMLElement;
    expect(within(callout.parentElement as HTMLElement).queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Keep editing' })).toBeInTheDocument();
  });
});

describe('a refetch of the timesheet that fails while it is on screen', () => {
  afterEach(() => queryClient.setQueryDefaults(timesheetKeys.all, {}));

  it('keeps the editor and what was typed (a flaky line when the tablet reconnects)', async () => {
    let reachable = true;
    renderSaved(timesheetDetail(), foreman, {
      'GET /timesheets/:id': () => (reachable ? timesheetDetail() : mockResponse(503)),
    });
    const user = userEvent.setup();
    const journal = await screen.findByRole('textbox', { name: 'Daily journal text' });
    await user.type(journal, ' Rebar tied.');

    reachable = false;
    queryClient.setQueryDefaults(timesheetKeys.all, { retry: false });
    await act(() => queryClient.refetchQueries({ queryKey: timesheetKeys.all }));
    expect(callsTo('GET', '/timesheets/77')).toHaveLength(2);
    // The query's observers hear of the failure on the next tick.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('textbox', { name: 'Daily journal text' })).toHaveValue('Set forms. Rebar tied.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
