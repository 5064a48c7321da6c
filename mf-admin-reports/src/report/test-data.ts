import type { TimesheetSummary } from 'shared-kit';
import type { ProjectCorrectionView } from 'shared-kit/payroll';
import { crewRecordView, timesheetCorrectionView } from 'shared-kit/testing';
import type {
  ContractLaborRecordView,
  CrewRecordView,
  TimesheetCorrectionView,
  TimesheetDetail,
} from 'shared-kit/timesheet-form';
import type { ReportProject } from './api';

/** A tiny PNG data URL, as the signature pad stores it. */
export const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const reportProject = (overrides: Partial<ReportProject> = {}): ReportProject => ({
  projectId: 10,
  projectNumber: 'P24HOU01',
  description: 'Ship Channel Pump Station Retrofit',
  city: 'Houston',
  stateCode: 'TX',
  ...overrides,
});

/** A travelling foreman's row: every column of the report has something to print. */
export const crewRecord = (overrides: Partial<CrewRecordView> = {}): CrewRecordView =>
  crewRecordView({
    jobClass: 'FOREMAN',
    outOfScopeHours: 1.5,
    driveMiles: 750.4,
    travelHours: 15,
    originAndDestination: 'Houston - Dallas',
    perDiemType: 'STANDARD',
    perDiemRate: 65,
    truckAllowance: true,
    hasDriveMilesPerDiem: true,
    ...overrides,
  });

export const contractLaborRecord = (
  overrides: Partial<ContractLaborRecordView> = {},
): ContractLaborRecordView => ({
  timesheetRecordId: 12,
  contractor: 'Ray Diaz',
  contractorCompanyName: 'Diaz Labor',
  contractorClass: 'FIELD_LABOR',
  workHours: 4,
  outOfScopeHours: 0,
  ...overrides,
});

export const timesheetCorrection = (
  overrides: Partial<TimesheetCorrectionView> = {},
): TimesheetCorrectionView => timesheetCorrectionView({ timesheetId: 341, ...overrides });

export const projectCorrection = (overrides: Partial<ProjectCorrectionView> = {}): ProjectCorrectionView => ({
  projectCorrectionId: 5,
  payrollPeriodId: 52,
  projectId: 10,
  projectNumber: 'P24HOU01',
  employeeId: 21,
  employeeFirstName: 'Luis',
  employeeLastName: 'Ortega',
  correctionDate: '2026-03-03',
  correctedDate: '2026-03-21',
  correctedDayOfWeek: 'Saturday',
  correctionType: 'ADD_WORK_HOURS',
  newValue: '2',
  comments: null,
  version: 1,
  ...overrides,
});

/** A timesheet as GET /timesheets/{id} returns it (api/docs/timesheets.md). */
export const timesheetDetail = (overrides: Partial<TimesheetDetail> = {}): TimesheetDetail => ({
  timesheetId: 341,
  date: '2026-03-02',
  dayOfWeek: 'Monday',
  state: 'APPROVED',
  projectId: 10,
  projectNumber: 'P24HOU01',
  project: { ...reportProject(), status: 'Active', prevailingWage: false },
  creatorEmployeeId: 2,
  creatorEmployeeFirstName: 'Frank',
  creatorEmployeeLastName: 'Morales',
  payrollPeriod: {
    payrollPeriodId: 52,
    startDate: '2026-03-02',
    endDate: '2026-03-08',
    payrollPeriodState: 'COMPLETED',
  },
  approverNotes: 'Checked against the gate log.',
  outOfScopeHoursDescription: 'Extra trenching for the owner.',
  dailyJournal: 'Set forms.\nPoured the east footing.',
  foremanSignature: SIGNATURE_PNG,
  foremanSignerName: 'Frank Morales',
  customerSignature: null,
  customerSignerName: 'Dana Price',
  timesheetRecords: [crewRecord()],
  contractLaborRecords: [contractLaborRecord()],
  corrections: [],
  auditLogs: [],
  version: 4,
  ...overrides,
});

/** An item of GET /timesheets?hydrate=true. */
export const timesheetSummary = (
  overrides: Partial<TimesheetSummary> = {},
): TimesheetSummary & { projectDescription: string } => ({
  timesheetId: 341,
  projectId: 10,
  projectNumber: 'P24HOU01',
  date: '2026-03-02',
  dayOfWeek: 'Monday',
  state: 'APPROVED',
  creatorEmployeeId: 2,
  creatorEmployeeFirstName: 'Frank',
  creatorEmployeeLastName: 'Morales',
  totalHours: 12,
  version: 4,
  projectDescription: 'Ship Channel Pump Station Retrofit',
  ...overrides,
});
