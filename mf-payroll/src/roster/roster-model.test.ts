import type { PayrollRosterRow } from 'shared-kit/payroll';
import { editsAfterSave, hasUnsavedEdits, rosterView } from './roster-model';

const row = (id: number, overrides: Partial<PayrollRosterRow> = {}): PayrollRosterRow => ({
  payrollPeriodEmployeeId: id,
  hours: 0,
  travelHours: 0,
  noPayStatus: null,
  noPayNotes: null,
  employeeAccumaticaId: `E${id}`,
  employeeStatus: 'Active',
  employeeFirstName: 'Crew',
  employeeLastName: `Member ${id}`,
  employeeId: 100 + id,
  employeePrimaryJobClass: 'LABORER',
  employeeStateCode: 'TX',
  employeeClass: 'WKLYHRLY',
  ...overrides,
});

const rows = [
  row(1, { hours: 8 }),
  row(2),
  row(3, { hours: 40 }),
  row(4, { travelHours: 2 }),
  row(5, { employeeClass: 'BIWKLYHRLY' }),
  row(6, { employeeClass: 'BIWKLYHRLY', hours: 12 }),
];

describe('the no-pay roster', () => {
  it("starts 'Without Hours' and 'Without BIWKLY': only the weekly crew with no hours, to edit", () => {
    const view = rosterView(rows, { withHours: false, withBiweekly: false });
    expect(view.withHours).toEqual([]);
    expect(view.noPay.map((item) => item.payrollPeriodEmployeeId)).toEqual([2]);
  });

  it("'With Hours' adds the rows with work or travel hours, hours highest first (NOPAY-12)", () => {
    const view = rosterView(rows, { withHours: true, withBiweekly: false });
    expect(view.withHours.map((item) => item.payrollPeriodEmployeeId)).toEqual([3, 1, 4]);
    expect(view.noPay.map((item) => item.payrollPeriodEmployeeId)).toEqual([2]);
  });

  it("'With BIWKLY' shows the biweekly pay group too (NOPAY-11)", () => {
    const view = rosterView(rows, { withHours: true, withBiweekly: true });
    expect(view.withHours.map((item) => item.payrollPeriodEmployeeId)).toEqual([3, 6, 1, 4]);
    expect(view.noPay.map((item) => item.payrollPeriodEmployeeId)).toEqual([2, 5]);
  });
});

describe('hasUnsavedEdits', () => {
  const saved = row(1, { noPayStatus: 'PTO', noPayNotes: 'Family week' });
  const blank = row(2);

  it('is false with no edits, or with edits that put back what was saved', () => {
    expect(hasUnsavedEdits([saved, blank], new Map())).toBe(false);
    const putBack = new Map([
      [1, { noPayStatus: 'PTO' as const, noPayNotes: 'Family week' }],
      [2, { noPayStatus: null, noPayNotes: '' }],
    ]);
    expect(hasUnsavedEdits([saved, blank], putBack)).toBe(false);
  });

  it('is true when a reason or a note differs from the saved one', () => {
    expect(hasUnsavedEdits([saved], new Map([[1, { noPayStatus: null, noPayNotes: 'Family week' }]]))).toBe(
      true,
    );
    expect(hasUnsavedEdits([blank], new Map([[2, { noPayStatus: null, noPayNotes: 'Off sick' }]]))).toBe(
      true,
    );
  });

  it('counts an edit equal to what a save has just stored as saved, until the roster is fetched again', () => {
    const typed = { noPayStatus: null, noPayNotes: 'Off sick' };
    expect(hasUnsavedEdits([blank], new Map([[2, typed]]), new Map([[2, typed]]))).toBe(false);
    const changedSince = { noPayStatus: null, noPayNotes: 'Off sick all week' };
    expect(hasUnsavedEdits([blank], new Map([[2, changedSince]]), new Map([[2, typed]]))).toBe(true);
  });

  it('ignores an edit of a row the roster no longer holds (regenerated meanwhile)', () => {
    expect(hasUnsavedEdits([blank], new Map([[9, { noPayStatus: null, noPayNotes: 'Gone' }]]))).toBe(false);
  });
});

describe('editsAfterSave', () => {
  it('drops what was sent and keeps what was typed while the save was under way', () => {
    const sent = new Map([
      [1, { noPayStatus: 'PTO' as const, noPayNotes: 'Family week' }],
      [2, { noPayStatus: null, noPayNotes: '' }],
    ]);
    const now = new Map([
      [1, { noPayStatus: 'PTO' as const, noPayNotes: 'Family week' }],
      [2, { noPayStatus: null, noPayNotes: 'Jury duty' }],
      [3, { noPayStatus: null, noPayNotes: 'Not sent' }],
    ]);
    expect([...editsAfterSave(now, sent)]).toEqual([
      [2, { noPayStatus: null, noPayNotes: 'Jury duty' }],
      [3, { noPayStatus: null, noPayNotes: 'Not sent' }],
    ]);
  });
});
