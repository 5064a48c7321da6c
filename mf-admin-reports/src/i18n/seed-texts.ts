/**
 * mf-admin-reports' English entries that are seed texts, copied character for character from the seeds
 * (/work/shared/seeds/001_20ca8cae74bee474.txt, "Reports", and requirements REPORTS-01, -08 and -10): the test's own
 * copy, since the seeds are not in the repository. English keeps them exactly (docs/i18n.md).
 */
export const REPORTS_SEED_TEXTS: Readonly<Record<string, string>> = {
  'reports.dashboard.timesheetReport': 'Timesheet Report',
  'reports.criteria.title': 'Timesheets Report',
  'reports.criteria.generate': 'Generate',
  'reports.criteria.noResults': 'No results found for the specified criteria.',
  'reports.page.title': 'Timesheet Report',
};
