import type { HydratedTimesheetSummary, ProjectListItem } from '../index.ts';
import type { CrewRecordView, TimesheetCorrectionView } from '../domain/api-timesheets.ts';
import type { EmployeeListItem } from '../domain/api-master-data.ts';
import type { PayrollPeriodView, ProjectCorrectionView } from '../domain/api-payroll.ts';

/** A crew row of GET /timesheets/{id}: Ana Reyes, 8 plain hours, no travel, no per diem. */
export const crewRecordView = (overrides: Partial<CrewRecordView> = {}): CrewRecordView => ({
  timesheetRecordId: 901,
  employee: { employeeId: 17, firstName: 'Ana', lastName: 'Reyes' },
  employeeId: 17,
  jobClassOverride: null,
  jobClass: 'LABORER',
  workHours: 8,
  outOfScopeHours: 0,
  driveMiles: 0,
  flyMiles: 0,
  travelHours: 0,
  originAndDestination: null,
  perDiemType: 'NONE',
  perDiemRate: null,
  truckAllowance: false,
  hasDriveMilesPerDiem: false,
  hasFlyMilesPerDiem: false,
  isFromProject: true,
  ...overrides,
});

/** A timesheet correction as the api returns it: 12.5 drive miles added for Ana Reyes on 03-02-2026. */
export const timesheetCorrectionView = (
  overrides: Partial<TimesheetCorrectionView> = {},
): TimesheetCorrectionView => ({
  timesheetCorrectionId: 18,
  employeeId: 17,
  employeeFirstName: 'Ana',
  employeeLastName: 'Reyes',
  correctionType: 'ADD_DRIVE_MILES',
  correctionDriveMiles: 12.5,
  correctionFlyMiles: null,
  correctionWorkHours: null,
  correctionPerDiemType: null,
  correctionTruckAllowance: null,
  comments: 'Missed return trip',
  timesheetId: 77,
  timesheetDate: '2026-03-02',
  projectId: 10,
  projectNumber: 'P24HOU01',
  projectStatus: 'Active',
  projectStateCode: 'TX',
  correctedDate: '2026-03-20',
  correctedDayOfWeek: 'Friday',
  payrollPeriodId: 52,
  version: 1,
  ...overrides,
});

/** An employee as GET /employees lists it: Cody Nguyen, an Active field laborer eligible for per diem. */
export const employeeListItem = (overrides: Partial<EmployeeListItem> = {}): EmployeeListItem => ({
  employeeId: 30,
  accumaticaId: 'E30',
  payrollProviderId: 'P30',
  firstName: 'Cody',
  lastName: 'Nguyen',
  email: null,
  stateCode: 'TX',
  employeeClass: 'WKLYHRLY',
  department: 'FIELD',
  laborItem: 'LAB',
  primaryJobClass: 'LABORER',
  employeeStatus: 'Active',
  perDiemEligible: 1,
  truckAllowance: 0,
  weeklyTruckAllowance: 0,
  version: 1,
  ...overrides,
});

/** A payroll period as the api returns it: period 7, the week of 11-16-2026, Open, no roster generated yet. */
export const payrollPeriodView = (overrides: Partial<PayrollPeriodView> = {}): PayrollPeriodView => ({
  payrollPeriodId: 7,
  startDate: '2026-11-16',
  endDate: '2026-11-22',
  payrollPeriodState: 'OPEN',
  rosterGeneratedTime: null,
  version: 1,
  ...overrides,
});

/** A week's timesheet as the approver board reads it (GET /timesheets?hydrate=true): Frank Morales, 8 hours, open. */
export const hydratedTimesheetSummary = (
  overrides: Partial<HydratedTimesheetSummary> = {},
): HydratedTimesheetSummary => ({
  timesheetId: 1,
  projectId: 7,
  projectNumber: 'P24HOU01',
  date: '2026-11-24',
  dayOfWeek: 'Tuesday',
  state: 'OPEN',
  creatorEmployeeId: 42,
  creatorEmployeeFirstName: 'Frank',
  creatorEmployeeLastName: 'Morales',
  totalHours: 8,
  version: 1,
  projectDescription: 'Pump station',
  prevailingWage: false,
  pmEmployeeId: 3,
  pmFirstName: 'Paula',
  pmLastName: 'Meyer',
  payrollPeriodId: 9,
  payrollPeriodState: 'OPEN',
  ...overrides,
});

/** A standalone correction as GET /project-corrections returns it: Rosa Roberts, 40 drive miles on P13ABC01. */
export const projectCorrectionView = (
  overrides: Partial<ProjectCorrectionView> = {},
): ProjectCorrectionView => ({
  projectCorrectionId: 5,
  payrollPeriodId: 9,
  projectId: 8,
  projectNumber: 'P13ABC01',
  employeeId: 50,
  employeeFirstName: 'Rosa',
  employeeLastName: 'Roberts',
  correctionDate: '2026-11-25',
  correctedDate: '2026-11-25',
  correctedDayOfWeek: 'Wednesday',
  correctionType: 'ADD_DRIVE_MILES',
  newValue: '40',
  comments: null,
  version: 1,
  ...overrides,
});

/** A project as GET /projects lists it: P-13 ABC 01, an Active pump station retrofit in Houston. */
export const projectListItem = (overrides: Partial<ProjectListItem> = {}): ProjectListItem => ({
  projectId: 10,
  projectNumber: 'P13ABC01',
  description: 'Pump Station Retrofit',
  city: 'Houston',
  stateCode: 'TX',
  status: 'Active',
  customerId: 1,
  customerName: 'Gulf Coast Water Authority',
  pmEmployeeId: 3,
  pmFirstName: 'Alice',
  pmLastName: 'Brennan',
  prevailingWage: false,
  ...overrides,
});
