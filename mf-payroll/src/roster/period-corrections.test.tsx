import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from 'shared-kit';
import { makeUser, mockApi, mockResponse, payrollPeriodView, renderWithProviders } from 'shared-kit/testing';
import { DUPLICATE_FAILED, DUPLICATED, PeriodCorrections } from './period-corrections';

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

const standalone = {
  projectCorrectionId: 55,
  payrollPeriodId: 7,
  projectId: 3,
  projectNumber: 'P24HOU01',
  employeeId: 40,
  employeeFirstName: 'Rosa',
  employeeLastName: 'Roberts',
  correctionDate: '2026-11-18',
  correctedDate: '2026-11-24',
  correctedDayOfWeek: 'Tuesday',
  correctionType: 'ADD_WORK_HOURS',
  newValue: '2',
  comments: null,
  version: 2,
};
const period = (state: 'COMPLETED' | 'CLOSED') => payrollPeriodView({ payrollPeriodState: state });

const render = (
  state: 'COMPLETED' | 'CLOSED',
  create: () => unknown = () => ({ ...standalone, projectCorrectionId: 56 }),
) => {
  api = mockApi({
    'GET /timesheet-corrections': () => [],
    'GET /project-corrections': () => [standalone],
    'POST /project-corrections': create,
  });
  renderWithProviders(<PeriodCorrections period={period(state)} />, { user: makeUser([...PERMISSIONS]) });
};

const posts = () => api.calls.filter((call) => call.method === 'POST');

/** Duplicate on the row, then the question's answer. */
const duplicateAnswering = async (
  user: ReturnType<typeof userEvent.setup>,
  answer: 'Duplicate' | 'Cancel',
) => {
  await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
  const question = screen.getByRole('dialog', { name: 'Duplicate Standalone Correction' });
  await user.click(within(question).getByRole('button', { name: answer }));
  return question;
};

describe('Corrections of a payroll period', () => {
  it('asks before duplicating, naming the correction; Cancel sends nothing', async () => {
    render('COMPLETED');
    const user = userEvent.setup();
    const question = await duplicateAnswering(user, 'Cancel');
    expect(question).toHaveTextContent(
      'Duplicate the Update Work Hours correction of Rosa Roberts on 11/18/2026 (new value 2)? A second correction with the same values is saved in this payroll period.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('duplicates a standalone correction as a copy without its id, with the seed toast (CORRECTIONS-04/05)', async () => {
    render('COMPLETED');
    const user = userEvent.setup();
    await duplicateAnswering(user, 'Duplicate');
    expect(await screen.findByText(DUPLICATED)).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toMatchObject({
      payrollPeriodId: 7,
      correctionDate: '2026-11-18',
      newValue: '2',
    });
    expect(posts()[0]?.body).not.toHaveProperty('projectCorrectionId');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '+ Add Standalone Correction +' })).toBeInTheDocument();
  });

  it('a double click on the question’s Duplicate makes one copy', async () => {
    render('COMPLETED');
    const user = userEvent.setup();
    await user.dblClick(await screen.findByRole('button', { name: 'Duplicate' }));
    const question = screen.getByRole('dialog', { name: 'Duplicate Standalone Correction' });
    await user.dblClick(within(question).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText(DUPLICATED)).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });

  it("offers no '+ Add Standalone Correction +' before the period is COMPLETED, and says when a duplicate fails", async () => {
    render('CLOSED', () =>
      mockResponse(409, { message: 'Only a completed period takes standalone corrections' }),
    );
    const user = userEvent.setup();
    await duplicateAnswering(user, 'Duplicate');
    expect(await screen.findByText(new RegExp(`^${DUPLICATE_FAILED}`))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: '+ Add Standalone Correction +' })).not.toBeInTheDocument(),
    );
  });
});
