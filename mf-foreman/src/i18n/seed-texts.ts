/**
 * mf-foreman's English entries that are seed texts, copied character for character from the seeds
 * (/work/shared/seeds/000_78d8bb2733953a18.txt, "Foreman dashboard", "Timesheet list", "Daily timesheet"): the test's
 * own copy, since the seeds are not in the repository. English keeps them exactly (docs/i18n.md).
 */
export const FOREMAN_SEED_TEXTS: Readonly<Record<string, string>> = {
  'foreman.dashboard.previousWeek': 'Review Previous Week',
  'foreman.dashboard.timesheets': 'Timesheets',
  'foreman.timesheets.clearFilters': 'Clear Filters',
  'foreman.timesheets.create': 'Create Blank Timesheet',
  'foreman.picker.existingCaution': 'Caution: Timesheet for selected date and project already exists',
  'foreman.sheet.actions.approval': 'Approval Actions',
  'foreman.sheet.actions.payroll': 'Payroll Actions',
  'foreman.section.crewTimecard': 'Crew Timecard',
  'foreman.section.contractLabor': 'Contract Labor',
  'foreman.section.dailyJournal': 'Daily Journal',
  'foreman.section.signature': 'On-Site Signature / Approval',
  'foreman.detail.cannotFindProject': 'Cannot find project',
  'foreman.detail.cannotFindTimesheet': 'Cannot find timesheet',
  'foreman.others.empty': 'No other timesheets for this project and payroll period',
  'foreman.audit.title': 'Timesheet Audit Logs',
  'foreman.audit.back': 'Back to timesheet',
  'foreman.audit.action': 'Action',
  'foreman.audit.date': 'Date',
  'foreman.audit.time': 'Time',
  'foreman.audit.employee': 'Employee',
  'foreman.audit.fromState': 'From state',
  'foreman.audit.toState': 'To state',
  'foreman.audit.fullLog': 'Full log',
  'foreman.corrections.saved': 'Corrections successfully updated',
  'foreman.corrections.saveFailed': 'Problem submitting corrections',
};
