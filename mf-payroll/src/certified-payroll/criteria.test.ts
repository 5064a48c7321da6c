import {
  criteriaSchema,
  lastWeekEnding,
  parseReportQuery,
  reportUrl,
  requestOf,
  weekLabel,
} from './criteria';

// Wednesday 11 March 2026: last week ran Monday 2 March to Sunday 8 March.
const WEDNESDAY = new Date(2026, 2, 11, 10, 30);

const messagesOf = (values: { projectId: string; weekEnding: string }) =>
  criteriaSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('Certified Payroll criteria', () => {
  it('starts on the last finished week, ending on its Sunday', () => {
    expect(lastWeekEnding(WEDNESDAY)).toBe('2026-03-08');
    expect(weekLabel('2026-03-08')).toBe('03/02/2026 to 03/08/2026');
  });

  it('asks for a project and a Sunday, with the messages the api uses', () => {
    expect(messagesOf({ projectId: '', weekEnding: '2026-03-07' })).toEqual([
      ['projectId', 'Choose a prevailing wage project'],
      ['weekEnding', 'The week ending date must be a Sunday (weeks run Monday to Sunday)'],
    ]);
    expect(messagesOf({ projectId: '4', weekEnding: '' })).toEqual([
      ['weekEnding', 'Choose the week ending date'],
    ]);
    expect(messagesOf({ projectId: '4', weekEnding: '2026-03-08' })).toEqual([]);
  });

  it('opens /payroll/certified-payroll/report?projectId=..&weekEnding=.. and reads it back', () => {
    const request = requestOf({ projectId: '4', weekEnding: '2026-03-08' });
    expect(request).toEqual({ projectId: 4, weekEnding: '2026-03-08' });
    const url = reportUrl({ projectId: 4, weekEnding: '2026-03-08' });
    expect(url).toBe('/payroll/certified-payroll/report?projectId=4&weekEnding=2026-03-08');
    expect(parseReportQuery(new URL(url, 'http://localhost').searchParams)).toEqual({
      kind: 'valid',
      request: { projectId: 4, weekEnding: '2026-03-08' },
    });
  });

  it('says why a report link is not valid', () => {
    expect(parseReportQuery(new URLSearchParams('weekEnding=2026-03-08'))).toEqual({
      kind: 'invalid',
      reason: 'The link names no project.',
    });
    expect(parseReportQuery(new URLSearchParams('projectId=4&weekEnding=2026-03-09'))).toEqual({
      kind: 'invalid',
      reason: 'The week ending date must be a Sunday (weeks run Monday to Sunday)',
    });
  });
});
