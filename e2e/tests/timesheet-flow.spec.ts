import { expect, test } from '@playwright/test';
import { apiAs, oldestOpenPeriod, type PayrollPeriod } from '../support/api.ts';
import { DEMO, signedInPage } from '../support/auth.ts';
import { calendarDay, openBlankTimesheet, sign, toast } from '../support/timesheets.ts';

// The whole life of one timesheet across the three roles (issue 4): each role in its own browser context.

test('a timesheet goes from a blank sheet through review, rejection, approval and a payroll correction', async ({
  browser,
}) => {
  test.setTimeout(240_000);

  // The oldest open payroll period: its Monday is in the past, and a rerun finds the next one open.
  const payroll = await signedInPage(browser, DEMO.payroll, '/payroll');
  const payrollApi = await apiAs(payroll);
  const period = await oldestOpenPeriod(payroll);
  // Its days up to today, Monday first: one of them has no timesheet of some project with a crew, by anyone (U-06).
  const today = calendarDay();
  const periodDays = [0, 1, 2, 3, 4, 5, 6]
    .map((offset) => calendarDay(offset, period.startDate))
    .filter((day) => day <= today);

  // --- Foreman: a blank timesheet from the picker --------------------------------------------------------------
  const foreman = await signedInPage(browser, DEMO.foreman, '/foreman/timesheets');
  await openBlankTimesheet(foreman, periodDays);

  const workHours = foreman.getByRole('spinbutton', { name: /^Work hours, / });
  await expect(workHours.first()).toBeVisible();
  const crewSize = await workHours.count();
  expect(crewSize, 'the roster prefills the crew').toBeGreaterThan(0);

  // Submit with nothing filled in: the seeds' messages at their fields and in the Data Errors box. A project's roster
  // may prefill a per diem (a claim of its own, so no hours are asked for): the crew claims none here.
  const perDiemTypes = foreman.getByRole('combobox', { name: /^Per diem type, / });
  for (const perDiemType of await perDiemTypes.all()) {
    if (await perDiemType.isEnabled()) await perDiemType.selectOption('NONE');
  }
  await foreman.getByRole('button', { name: 'Submit Time' }).click();
  const dataErrors = foreman
    .getByRole('alert')
    .filter({ has: foreman.getByRole('heading', { name: 'Data Errors' }) });
  await expect(dataErrors).toBeVisible();
  for (const message of [
    'Work hours cannot be 0 if drive miles and fly miles are blank',
    'Daily Journal cannot be empty',
    'Supervisor Name cannot be Empty',
    'Signature required and typed name required',
  ]) {
    await expect(dataErrors.getByText(message).first()).toBeVisible();
  }
  await expect(foreman).toHaveURL(/\/new\//);

  // Crew: a day's work for everyone; the first drove to the site.
  for (let row = 0; row < crewSize; row += 1) await workHours.nth(row).fill('8');
  const firstName = (await workHours.first().getAttribute('aria-label'))!.replace('Work hours, ', '');
  await foreman.getByRole('spinbutton', { name: `Drive miles, ${firstName}` }).fill('120');
  await foreman.getByRole('spinbutton', { name: `Work hours, ${firstName}` }).click();
  await expect(foreman.getByRole('status', { name: `Travel hours, ${firstName}` })).not.toHaveText('0');
  await foreman.getByRole('textbox', { name: `Origin and destination, ${firstName}` }).fill('Yard - Site');

  // Contract labor: a contractor of the period's list fills in the company.
  await foreman.getByRole('button', { name: 'Add Contract Labor' }).click();
  await foreman
    .getByRole('combobox', { name: 'Contractor name, contract labor row 1' })
    .fill('Dale Whitaker');
  await expect(
    foreman.getByRole('textbox', { name: 'Contractor company name, contract labor row 1' }),
  ).toHaveValue('Whitaker Staffing LLC');
  await foreman.getByRole('spinbutton', { name: 'Work hours, contract labor row 1' }).fill('6');

  await foreman
    .getByRole('textbox', { name: 'Daily journal text' })
    .fill('Poured level 2 deck; crane on site 7-3.');
  await foreman.getByRole('textbox', { name: 'Supervisor Name' }).fill('Frank Morales');
  await sign(foreman.getByRole('img', { name: 'Foreman Signature' }));

  // Save: the first save replaces the /new/ entry in history with the timesheet's own route.
  await foreman.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(foreman, 'Timesheet successfully saved')).toBeVisible();
  await expect(foreman).toHaveURL(/\/foreman\/projects\/\d+\/timesheets\/\d+$/);
  const timesheetPath = new URL(foreman.url()).pathname;
  await expect(dataErrors).toHaveCount(0);
  // Back goes to the list the sheet was started from, not to the blank sheet.
  await foreman.goBack();
  await expect(foreman).toHaveURL(/\/foreman\/timesheets$/);
  await foreman.goForward();
  await expect(foreman).toHaveURL(new RegExp(`${timesheetPath}$`));
  await expect(foreman.getByRole('textbox', { name: 'Daily journal text' })).toHaveValue(
    'Poured level 2 deck; crane on site 7-3.',
  );

  await foreman.getByRole('button', { name: 'Submit Time' }).click();
  await expect(toast(foreman, 'Timesheet successfully submitted')).toBeVisible();
  await expect(foreman.getByText('Pending Approval', { exact: true })).toBeVisible();

  // --- Approver: review, reject without and with notes --------------------------------------------------------
  const approver = await signedInPage(browser, DEMO.approver, timesheetPath);
  await approver.getByRole('button', { name: 'Start Review' }).click();
  await expect(toast(approver, 'Timesheet successfully put into review')).toBeVisible();
  await expect(approver.getByText('In Review', { exact: true })).toBeVisible();

  await approver.getByRole('button', { name: 'Reject' }).click();
  await expect(
    approver.getByText('Must enter approver notes when rejecting timesheet').first(),
  ).toBeVisible();
  await expect(approver.getByText('In Review', { exact: true })).toBeVisible();

  await approver
    .getByRole('textbox', { name: 'Approver Notes' })
    .fill('Contract labor hours missing the afternoon.');
  await approver.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(approver, 'Timesheet successfully rejected')).toBeVisible();
  await expect(approver.getByText('Rejected', { exact: true })).toBeVisible();

  // --- Foreman: reopen, fix, resubmit -------------------------------------------------------------------------
  await foreman.reload();
  await expect(foreman.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(foreman.getByRole('textbox', { name: 'Approver Notes' })).toHaveValue(
    'Contract labor hours missing the afternoon.',
  );
  await foreman.getByRole('button', { name: 'Reopen' }).click();
  await expect(toast(foreman, 'Timesheet successfully reopened')).toBeVisible();
  await foreman.getByRole('spinbutton', { name: 'Work hours, contract labor row 1' }).fill('9.5');
  await foreman.getByRole('button', { name: 'Submit Time' }).click();
  await expect(toast(foreman, 'Timesheet successfully submitted')).toBeVisible();
  await expect(foreman.getByText('Pending Approval', { exact: true })).toBeVisible();

  // --- Approver: approve ---------------------------------------------------------------------------------------
  await approver.reload();
  await approver.getByRole('button', { name: 'Start Review' }).click();
  await expect(approver.getByText('In Review', { exact: true })).toBeVisible();
  await approver.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(approver, 'Timesheet successfully approved')).toBeVisible();
  await expect(approver.getByText('Approved', { exact: true })).toBeVisible();

  // --- Payroll: the period is closed and completed (the payroll dashboard's job), then a correction ------------
  const closed = await payrollApi.put<PayrollPeriod>(`/payroll-periods/${period.payrollPeriodId}/close`, {
    version: period.version,
  });
  await payrollApi.put<PayrollPeriod>(`/payroll-periods/${period.payrollPeriodId}/complete`, {
    version: closed.version,
  });
  await payroll.goto(timesheetPath);
  await expect(payroll.getByRole('heading', { name: 'Payroll Actions' })).toBeVisible();
  await expect(payroll.getByText('Payroll status: Completed')).toBeVisible();
  await payroll.getByRole('button', { name: 'Add/Edit Corrections' }).click();
  await payroll.getByRole('button', { name: 'Add Correction' }).click();
  const value = payroll.getByRole('textbox', { name: 'New Value, correction 1' });
  await expect(value).toBeDisabled();
  await payroll.getByRole('combobox', { name: 'Employee, correction 1' }).selectOption({ label: firstName });
  await payroll
    .getByRole('combobox', { name: 'Correction type, correction 1' })
    .selectOption({ label: 'Update Work Hours' });
  await value.fill('9');
  await payroll.getByRole('textbox', { name: 'Comments, correction 1' }).fill('Stayed to strip forms.');
  await payroll.getByRole('button', { name: 'Submit Corrections' }).click();
  await expect(toast(payroll, 'Corrections successfully updated')).toBeVisible();

  // --- The audit log: every transition and the field changes, newest first -------------------------------------
  await payroll.getByRole('button', { name: 'View Audit log' }).click();
  await expect(payroll.getByRole('heading', { name: 'Timesheet Audit Logs' })).toBeVisible();
  const log = payroll.getByRole('table', { name: 'Timesheet Audit Logs' });
  const rows = log.getByRole('row');
  const transitions = (await rows.allInnerTexts()).slice(1);
  const pairs = transitions.map((text) => text.split('\t').map((cell) => cell.trim()));
  const states = pairs.filter((cells) => cells[4] || cells[5]).map((cells) => `${cells[4]}→${cells[5]}`);
  expect(states).toEqual(
    expect.arrayContaining([
      'Open→Pending Approval',
      'Pending Approval→In Review',
      'In Review→Rejected',
      'Rejected→Open',
      'In Review→Approved',
    ]),
  );
  // Newest first: the approval comes before the first submission.
  expect(states.indexOf('In Review→Approved')).toBeLessThan(states.lastIndexOf('Open→Pending Approval'));
  await expect(log.getByText(/\d+ record\(s\) added/).first()).toBeVisible();
  await expect(log.getByText(/workHours: 6 → 9\.5/)).toBeVisible();
  await payroll.getByRole('button', { name: 'Back to timesheet' }).click();
  await expect(payroll.getByRole('heading', { name: 'Crew Timecard' })).toBeVisible();

  // A locked period: the foreman can no longer change anything.
  await foreman.reload();
  await expect(foreman.getByText('Approved', { exact: true })).toBeVisible();
  await expect(foreman.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
});
