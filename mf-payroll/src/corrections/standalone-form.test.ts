import { SELECT_EMPLOYEE, SELECT_PROJECT, standaloneCorrectionSchema } from './standalone-form';

const period = { payrollPeriodId: 7, startDate: '2026-11-16', endDate: '2026-11-22' };
const schema = standaloneCorrectionSchema(period);
const form = {
  projectId: '3',
  employeeId: '40',
  correctionDate: '2026-11-18',
  correctionType: 'ADD_WORK_HOURS',
  newValue: ' 2.5 ',
  comments: '  ',
  correctedDate: '2026-11-24',
};
const messages = (values: object) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the standalone correction form', () => {
  it('sends the numbers, the trimmed value, no empty comment, and the period', () => {
    expect(schema.parse(form)).toEqual({
      payrollPeriodId: 7,
      projectId: 3,
      employeeId: 40,
      correctionDate: '2026-11-18',
      correctionType: 'ADD_WORK_HOURS',
      newValue: '2.5',
      comments: null,
      version: undefined,
    });
  });

  it("requires a date inside the payroll period: 'Please select a date for the standalone correction' (CORRECTIONS-12/13)", () => {
    expect(messages({ ...form, correctionDate: '' })).toEqual([
      ['correctionDate', 'Please select a date for the standalone correction'],
    ]);
    expect(messages({ ...form, correctionDate: '2026-11-23' })).toEqual([
      ['correctionDate', 'Choose a date between 2026-11-16 and 2026-11-22'],
    ]);
  });

  it('checks the type and the new value by the timesheet correction rules (CORRECTIONS-14)', () => {
    expect(messages({ ...form, correctionType: '', newValue: '2' })).toEqual([
      ['correctionType', 'Select a correction type before entering a value'],
    ]);
    expect(messages({ ...form, newValue: '' })).toEqual([
      ['newValue', 'Must enter new value for correction'],
    ]);
    expect(messages({ ...form, correctionType: 'UPDATE_TRUCK_ALLOWANCE', newValue: 'maybe' })).toHaveLength(
      1,
    );
  });

  it('needs a project and an employee', () => {
    expect(messages({ ...form, projectId: '', employeeId: '' })).toEqual([
      ['projectId', SELECT_PROJECT],
      ['employeeId', SELECT_EMPLOYEE],
    ]);
  });
});
