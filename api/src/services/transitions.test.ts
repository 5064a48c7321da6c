import request from 'supertest';
import { MSG, type TimesheetState } from 'shared-kit/domain';
import { createTestApi, DEMO, type TestApi } from '../testing/test-api.ts';
import { as, findTimesheet, formBody, freeSlot } from '../testing/timesheet-fixtures.ts';
import type { TimesheetDetail } from './timesheet-detail.ts';
import { LOCKED_PERIOD_TEXT, wrongStateText } from './timesheet-actions.ts';
import { TRANSITION_RULES } from './transitions.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const transition = async (
  id: number,
  name: string,
  email: string,
  body: Record<string, unknown>,
): Promise<request.Response> =>
  request(api.app)
    .put(`/timesheets/${id}/${name}`)
    .set(await as(api, email))
    .send(body);

const created = async (complete = true): Promise<TimesheetDetail> => {
  const { projectId, date, employeeIds } = await freeSlot(api);
  const body = formBody(projectId, date, employeeIds.slice(0, 2));
  if (!complete) body.dailyJournal = '   ';
  const response = await request(api.app)
    .post('/timesheets')
    .set(await as(api, DEMO.foreman))
    .send(body);
  expect(response.status).toBe(201);
  return response.body as TimesheetDetail;
};

const expectMoved = (
  response: request.Response,
  from: TimesheetState,
  to: TimesheetState,
  action: string,
) => {
  expect(response.status).toBe(200);
  const detail = response.body as TimesheetDetail;
  expect(detail.state).toBe(to);
  expect(detail.auditLogs[0]).toMatchObject({ action, fromState: from, toState: to });
  expect(typeof detail.auditLogs[0]?.date).toBe('string');
};

describe('the timesheet state machine (seed 000 §4, U-02, U-28)', () => {
  it('walks Open → Pending Approval → In Review → Pending Approval → Approved → Pending Approval, bumping the version each time', async () => {
    const sheet = await created();
    const submitted = await transition(sheet.timesheetId, 'submit', DEMO.foreman, { version: sheet.version });
    expectMoved(submitted, 'OPEN', 'PENDING_APPROVAL', 'Submit');
    expect(submitted.body.version).toBe(sheet.version + 1);
    const reviewed = await transition(sheet.timesheetId, 'review', DEMO.approver, {
      version: submitted.body.version,
    });
    expectMoved(reviewed, 'PENDING_APPROVAL', 'IN_REVIEW', 'Start Review');
    const cancelled = await transition(sheet.timesheetId, 'cancel-review', DEMO.approver, {
      version: reviewed.body.version,
    });
    expectMoved(cancelled, 'IN_REVIEW', 'PENDING_APPROVAL', 'Cancel Review');
    const approved = await transition(sheet.timesheetId, 'approve', DEMO.approver, {
      version: cancelled.body.version,
    });
    expectMoved(approved, 'PENDING_APPROVAL', 'APPROVED', 'Approve');
    expect(approved.body.auditLogs[0]).toMatchObject({
      employeeFirstName: 'Alice',
      employeeLastName: 'Brennan',
    });
    const revoked = await transition(sheet.timesheetId, 'revoke-approval', DEMO.approver, {
      version: approved.body.version,
    });
    expectMoved(revoked, 'APPROVED', 'PENDING_APPROVAL', 'Revoke Approval');
    const reopened = await transition(sheet.timesheetId, 'reopen', DEMO.foreman, {
      version: revoked.body.version,
    });
    expectMoved(reopened, 'PENDING_APPROVAL', 'OPEN', 'Reopen');
    expect(reopened.body.version).toBe(sheet.version + 6);
  });

  it('refuses Submit with the form\'s messages when the timesheet is incomplete ("Daily Journal cannot be empty")', async () => {
    const sheet = await created(false);
    const response = await transition(sheet.timesheetId, 'submit', DEMO.foreman, { version: sheet.version });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: 'dailyJournal', message: MSG.dailyJournalRequired }]);
  });

  it('refuses Reject without approver notes with "Must enter approver notes when rejecting timesheet", then rejects with them', async () => {
    const sheet = await created();
    const submitted = await transition(sheet.timesheetId, 'submit', DEMO.foreman, { version: sheet.version });
    const refused = await transition(sheet.timesheetId, 'reject', DEMO.approver, {
      version: submitted.body.version,
      approverNotes: '  ',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'approverNotes', message: MSG.approverNotesRequired }]);
    const rejected = await transition(sheet.timesheetId, 'reject', DEMO.approver, {
      version: submitted.body.version,
      approverNotes: ' Hours do not match the daily log ',
    });
    expectMoved(rejected, 'PENDING_APPROVAL', 'REJECTED', 'Reject');
    expect(rejected.body.approverNotes).toBe('Hours do not match the daily log');
    // U-28: a Rejected timesheet reopens for the foreman (Timesheets_UpdateOpen), not for the approver.
    const byApprover = await transition(sheet.timesheetId, 'reopen', DEMO.approver, {
      version: rejected.body.version,
    });
    expect(byApprover.status).toBe(403);
    const reopened = await transition(sheet.timesheetId, 'reopen', DEMO.foreman, {
      version: rejected.body.version,
    });
    expectMoved(reopened, 'REJECTED', 'OPEN', 'Reopen');
  });

  it("refuses a wrong source state with 'Only a Pending Approval timesheet can be put into review; this one is Approved'", async () => {
    const sheet = await findTimesheet(api, { state: 'APPROVED' });
    const response = await transition(sheet.timesheetId, 'review', DEMO.approver, { version: sheet.version });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'Only a Pending Approval timesheet can be put into review; this one is Approved',
    });
    expect(wrongStateText(TRANSITION_RULES.approve, 'OPEN')).toBe(
      'Only an In Review or Pending Approval timesheet can be approved; this one is Open',
    );
  });

  it('refuses Revoke Approval once the payroll period is Completed', async () => {
    const sheet = await findTimesheet(api, { state: 'APPROVED', periodState: 'COMPLETED' });
    const response = await transition(sheet.timesheetId, 'revoke-approval', DEMO.approver, {
      version: sheet.version,
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: LOCKED_PERIOD_TEXT });
  });

  it('answers 409 for a stale version, 428 without one, 403 without the permission and 404 for an unknown id', async () => {
    const sheet = await findTimesheet(api, { state: 'PENDING_APPROVAL' });
    expect(
      (await transition(sheet.timesheetId, 'review', DEMO.approver, { version: sheet.version + 5 })).status,
    ).toBe(409);
    expect((await transition(sheet.timesheetId, 'review', DEMO.approver, {})).status).toBe(428);
    expect(
      (await transition(sheet.timesheetId, 'review', DEMO.foreman, { version: sheet.version })).status,
    ).toBe(403);
    expect(
      (await transition(sheet.timesheetId, 'approve', DEMO.payroll, { version: sheet.version })).status,
    ).toBe(403);
    expect((await transition(99999999, 'review', DEMO.approver, { version: 1 })).status).toBe(404);
    expect(
      (await request(api.app).put(`/timesheets/${sheet.timesheetId}/review`).send({ version: 1 })).status,
    ).toBe(401);
  });
});
