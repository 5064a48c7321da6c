import type { PayrollRosterRow } from 'shared-kit/payroll';
import { rosterView } from './roster-model';

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
