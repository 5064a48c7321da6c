/** REPORTS-10, character for character: shown by the Timesheets Report form (under Generate) and the report itself. */
export const NO_RESULTS = 'No results found for the specified criteria.';

/** The path of the printable report (PRINT-01). */
export const REPORT_PATH = '/reports/timesheets/report';
