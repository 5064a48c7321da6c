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
};
