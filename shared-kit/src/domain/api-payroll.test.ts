import { CERTIFIED_PAYROLL_MSG, certifiedPayrollQuerySchema, weekEndingError } from './api-payroll.ts';

describe('certified payroll week ending', () => {
  it('takes a Sunday, the last day of a Monday-to-Sunday week', () => {
    expect(weekEndingError('2026-03-08')).toBeNull();
    expect(certifiedPayrollQuerySchema.parse({ weekEnding: '2026-03-08' })).toEqual({
      weekEnding: '2026-03-08',
    });
  });

  it('rejects another weekday or a date that does not exist with "The week ending date must be a Sunday"', () => {
    expect(weekEndingError('2026-03-07')).toBe(CERTIFIED_PAYROLL_MSG.weekEndingNotSunday);
    expect(weekEndingError('2026-02-30')).toBe(CERTIFIED_PAYROLL_MSG.weekEndingNotSunday);
    expect(weekEndingError('03-08-2026')).toBe(CERTIFIED_PAYROLL_MSG.weekEndingNotSunday);
  });

  it('asks for a date when none is given, in the form and in the query', () => {
    expect(weekEndingError('')).toBe('Choose the week ending date');
    const result = certifiedPayrollQuerySchema.safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['weekEnding'], 'Choose the week ending date'],
    ]);
  });
});
