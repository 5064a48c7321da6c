import {
  MISSING_PARAMS,
  MIXED_PARAMS,
  RANGE_INCOMPLETE,
  RANGE_WITHOUT_PROJECT,
  START_AFTER_END,
  notADate,
  notAnId,
  parseReportId,
  parseReportQuery,
  repeatedParam,
} from './report-query';

const parse = (search: string) => parseReportQuery(new URLSearchParams(search));

describe('parseReportQuery (PRINT-01)', () => {
  describe('by timesheet', () => {
    it('accepts ?timesheetId=12 as the timesheet report of timesheet 12', () => {
      expect(parse('?timesheetId=12')).toEqual({ kind: 'timesheet', timesheetId: 12 });
    });

    it.each(['abc', '12abc', '1e3', '-4', '0', '1.5', '2147483648'])(
      'refuses timesheetId=%s as not a whole number greater than 0',
      (value) => {
        expect(parse(`?timesheetId=${encodeURIComponent(value)}`)).toEqual({
          kind: 'invalid',
          reason: notAnId('timesheetId', value),
        });
      },
    );

    it('refuses a timesheetId given twice', () => {
      expect(parse('?timesheetId=1&timesheetId=2')).toEqual({
        kind: 'invalid',
        reason: repeatedParam('timesheetId'),
      });
    });

    it('refuses a timesheetId together with range parameters', () => {
      expect(parse('?timesheetId=1&projectId=2')).toEqual({ kind: 'invalid', reason: MIXED_PARAMS });
      expect(parse('?timesheetId=1&startDate=2026-03-02')).toEqual({ kind: 'invalid', reason: MIXED_PARAMS });
    });

    it('ignores parameters the report does not know', () => {
      expect(parse('?timesheetId=7&utm_source=mail')).toEqual({ kind: 'timesheet', timesheetId: 7 });
    });
  });

  describe('by project and date range', () => {
    it('accepts projectId with startDate and endDate (yyyy-MM-dd)', () => {
      expect(parse('?projectId=3&startDate=2026-03-02&endDate=2026-03-08')).toEqual({
        kind: 'project-range',
        projectId: 3,
        startDate: '2026-03-02',
        endDate: '2026-03-08',
      });
    });

    it('accepts a one-day range (start equal to end, REPORTS-07)', () => {
      expect(parse('?projectId=3&startDate=2026-03-02&endDate=2026-03-02')).toMatchObject({
        kind: 'project-range',
      });
    });

    it(`refuses a start after the end with "${START_AFTER_END}"`, () => {
      expect(parse('?projectId=3&startDate=2026-03-09&endDate=2026-03-08')).toEqual({
        kind: 'invalid',
        reason: START_AFTER_END,
      });
    });

    it('refuses a projectId without both dates', () => {
      expect(parse('?projectId=3')).toEqual({ kind: 'invalid', reason: RANGE_INCOMPLETE });
      expect(parse('?projectId=3&startDate=2026-03-02')).toEqual({
        kind: 'invalid',
        reason: RANGE_INCOMPLETE,
      });
      expect(parse('?projectId=3&endDate=2026-03-02')).toEqual({ kind: 'invalid', reason: RANGE_INCOMPLETE });
    });

    it('refuses dates without a projectId', () => {
      expect(parse('?startDate=2026-03-02&endDate=2026-03-08')).toEqual({
        kind: 'invalid',
        reason: RANGE_WITHOUT_PROJECT,
      });
    });

    it('refuses a projectId that is not a whole number greater than 0', () => {
      expect(parse('?projectId=P24HOU01&startDate=2026-03-02&endDate=2026-03-08')).toEqual({
        kind: 'invalid',
        reason: notAnId('projectId', 'P24HOU01'),
      });
    });

    it.each([
      ['startDate', '03-02-2026'],
      ['startDate', '2026-02-30'],
      ['endDate', '2026-3-8'],
      ['endDate', 'tomorrow'],
    ] as const)('refuses %s=%s as not a yyyy-MM-dd date', (name, value) => {
      const dates = { startDate: '2026-03-02', endDate: '2026-03-08', [name]: value };
      const search = new URLSearchParams({ projectId: '3', ...dates });
      expect(parseReportQuery(search)).toEqual({ kind: 'invalid', reason: notADate(name, value) });
    });
  });

  it('refuses a link without parameters, or with only empty ones', () => {
    expect(parse('')).toEqual({ kind: 'invalid', reason: MISSING_PARAMS });
    expect(parse('?timesheetId=&projectId=')).toEqual({ kind: 'invalid', reason: MISSING_PARAMS });
  });
});

describe('parseReportId', () => {
  it('reads plain digits as a positive id', () => {
    expect(parseReportId('42')).toBe(42);
    expect(parseReportId('2147483647')).toBe(2147483647);
  });

  it('gives null for anything else', () => {
    for (const value of ['', ' 42', '4 2', '0x10', '0', '2147483648'])
      expect(parseReportId(value)).toBeNull();
  });
});
