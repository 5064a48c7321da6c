import {
  newTimesheetDateIssue,
  timesheetFormSchema,
  timesheetIssues,
  timesheetSchemaFor,
  type TimesheetFormInput,
} from './timesheet-form.ts';
import { MSG } from './messages.ts';

const validForm = (): TimesheetFormInput => ({
  projectId: 4,
  date: '2026-11-16',
  outOfScopeHoursDescription: '',
  dailyJournal: 'Poured footings on the north side.',
  foremanSignature: 'data:image/png;base64,AAAA',
  foremanSignerName: 'Frank Morales',
  timesheetRecords: [
    { employeeId: 12, workHours: 8, outOfScopeHours: 0, driveMiles: 0, flyMiles: 0, perDiemType: 'NONE' },
  ],
  contractLaborRecords: [
    { contractor: 'Sam Lee', contractorCompanyName: 'Lee Staffing', workHours: 6, outOfScopeHours: 0 },
  ],
});

const messagesFor = (input: TimesheetFormInput, check: 'save' | 'submit' | 'reject' = 'submit') =>
  timesheetIssues(timesheetFormSchema.parse(input), check).map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  );

const withCrew = (patch: Record<string, unknown>): TimesheetFormInput => {
  const form = validForm();
  form.timesheetRecords = [{ ...form.timesheetRecords[0]!, ...patch }];
  return form;
};
const withContractor = (patch: Record<string, unknown>): TimesheetFormInput => {
  const form = validForm();
  form.contractLaborRecords = [{ ...form.contractLaborRecords![0]!, ...patch }];
  return form;
};

describe('timesheet validation (TS-VALID)', () => {
  it('accepts a complete timesheet', () => {
    expect(messagesFor(validForm())).toEqual([]);
  });

  it('requires at least one employee with "Must add at least one employee"', () => {
    expect(messagesFor({ ...validForm(), timesheetRecords: [] })).toContain(
      `timesheetRecords: ${MSG.atLeastOneEmployee}`,
    );
  });

  it('requires an employee on every row with "Employee cannot be empty"', () => {
    expect(messagesFor(withCrew({ employeeId: '' }))).toContain(
      `timesheetRecords.0.employeeId: ${MSG.employeeEmpty}`,
    );
  });

  it.each([
    ['workHours', -1, MSG.workHoursNegative],
    ['driveMiles', -5, MSG.driveNegative],
    ['flyMiles', -5, MSG.flyNegative],
    ['outOfScopeHours', -1, MSG.oosNegative],
  ])('rejects a negative %s with its message', (field, value, message) => {
    expect(messagesFor(withCrew({ [field]: value }))).toContain(`timesheetRecords.0.${field}: ${message}`);
    expect(messagesFor(withCrew({ [field]: value }), 'save')).toContain(
      `timesheetRecords.0.${field}: ${message}`,
    );
  });

  it('rejects a row that claims nothing (all zero, per diem None) on each of the three fields', () => {
    const messages = messagesFor(withCrew({ workHours: '', driveMiles: '', flyMiles: '' }));
    expect(messages).toEqual(
      expect.arrayContaining([
        `timesheetRecords.0.workHours: ${MSG.workHoursZero}`,
        `timesheetRecords.0.driveMiles: ${MSG.driveZero}`,
        `timesheetRecords.0.flyMiles: ${MSG.flyZero}`,
      ]),
    );
  });

  it('accepts zero hours when per diem is claimed', () => {
    expect(messagesFor(withCrew({ workHours: 0, perDiemType: 'TRAVEL' }))).toEqual([]);
  });

  it('rejects out-of-scope hours above work hours with "Out of scope hours cannot be greater than work hours"', () => {
    expect(messagesFor(withCrew({ outOfScopeHours: 9 }), 'save')).toContain(
      `timesheetRecords.0.outOfScopeHours: ${MSG.oosAboveWork}`,
    );
    expect(messagesFor(withCrew({ outOfScopeHours: 8 }), 'save')).toEqual([]);
  });

  it('requires origin and destination when mileage is claimed', () => {
    expect(messagesFor(withCrew({ driveMiles: 120 }))).toContain(
      `timesheetRecords.0.originAndDestination: ${MSG.originRequired}`,
    );
    expect(messagesFor(withCrew({ driveMiles: 120, originAndDestination: 'Yard to Site 4' }))).toEqual([]);
  });

  it('checks contract labor names, hours and out-of-scope hours', () => {
    expect(messagesFor(withContractor({ contractor: '  ' }))).toContain(
      `contractLaborRecords.0.contractor: ${MSG.contractorNameBlank}`,
    );
    expect(messagesFor(withContractor({ contractorCompanyName: '' }))).toContain(
      `contractLaborRecords.0.contractorCompanyName: ${MSG.contractorCompanyBlank}`,
    );
    expect(messagesFor(withContractor({ workHours: 0 }))).toContain(
      `contractLaborRecords.0.workHours: ${MSG.contractorSomeHours}`,
    );
    expect(messagesFor(withContractor({ workHours: 0.01 }))).toEqual([]);
    expect(messagesFor(withContractor({ workHours: -2 }))).toContain(
      `contractLaborRecords.0.workHours: ${MSG.contractorHoursNumbers}`,
    );
    expect(messagesFor(withContractor({ outOfScopeHours: 7 }))).toContain(
      `contractLaborRecords.0.outOfScopeHours: ${MSG.oosAboveWork}`,
    );
  });

  it('requires the out-of-scope journal when anyone has out-of-scope hours', () => {
    expect(messagesFor(withCrew({ outOfScopeHours: 2 }))).toContain(
      `outOfScopeHoursDescription: ${MSG.oosJournalRequired}`,
    );
    expect(
      messagesFor({ ...withCrew({ outOfScopeHours: 2 }), outOfScopeHoursDescription: 'Extra trenching' }),
    ).toEqual([]);
  });

  it('requires the daily journal, the supervisor name and the foreman signature', () => {
    expect(messagesFor({ ...validForm(), dailyJournal: '   ' })).toContain(
      `dailyJournal: ${MSG.dailyJournalRequired}`,
    );
    expect(messagesFor({ ...validForm(), foremanSignerName: '' })).toEqual(
      expect.arrayContaining([
        `foremanSignerName: ${MSG.supervisorNameRequired}`,
        `foremanSignature: ${MSG.signatureRequired}`,
      ]),
    );
    expect(messagesFor({ ...validForm(), foremanSignature: null })).toEqual([
      `foremanSignature: ${MSG.signatureRequired}`,
    ]);
  });

  it('leaves the customer signature optional', () => {
    expect(messagesFor({ ...validForm(), customerSignature: null, customerSignerName: '' })).toEqual([]);
  });

  it('Save skips the completeness rules (U-32)', () => {
    expect(messagesFor({ ...validForm(), dailyJournal: '', timesheetRecords: [] }, 'save')).toEqual([]);
  });

  it('Reject needs approver notes with "Must enter approver notes when rejecting timesheet"', () => {
    expect(messagesFor(validForm(), 'reject')).toEqual([`approverNotes: ${MSG.approverNotesRequired}`]);
    expect(messagesFor({ ...validForm(), approverNotes: 'Hours on Tuesday look doubled' }, 'reject')).toEqual(
      [],
    );
  });

  it('lets a reviewer reject an incomplete timesheet: Reject needs only the notes (U-32)', () => {
    expect(
      messagesFor({ ...validForm(), dailyJournal: '', approverNotes: 'Missing journal' }, 'reject'),
    ).toEqual([]);
    expect(messagesFor({ ...withCrew({ workHours: -1 }), approverNotes: 'x' }, 'reject')).toContain(
      `timesheetRecords.0.workHours: ${MSG.workHoursNegative}`,
    );
  });

  it('turns empty numeric fields into 0 and trims journals (TS-CALC-13/14)', () => {
    const parsed = timesheetFormSchema.parse({
      ...withCrew({ workHours: '', driveMiles: null }),
      dailyJournal: '  Poured.  ',
    });
    expect(parsed.timesheetRecords[0]).toMatchObject({ workHours: 0, driveMiles: 0 });
    expect(parsed.dailyJournal).toBe('Poured.');
  });

  it('reports the same messages through the zod schema the forms and api use', () => {
    const result = timesheetSchemaFor('submit').safeParse({ ...validForm(), dailyJournal: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([MSG.dailyJournalRequired]);
  });

  it('rejects text in a numeric field', () => {
    expect(timesheetFormSchema.safeParse(withCrew({ workHours: 'eight' })).success).toBe(false);
  });
});

describe('new timesheet date (U-30)', () => {
  const today = new Date(2026, 10, 22, 15, 30);
  it.each([
    ['2026-11-22', null],
    ['2026-11-21', null],
    ['2020-01-06', null],
    ['2026-11-23', 'future'],
    ['2027-01-01', 'future'],
    ['2026-02-30', 'invalid'],
    ['11-22-2026', 'invalid'],
    ['today', 'invalid'],
    ['', 'invalid'],
  ])('%s → %s', (date, expected) => {
    expect(newTimesheetDateIssue(date, today)).toBe(expected);
  });
});
