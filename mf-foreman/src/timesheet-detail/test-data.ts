import type { ProjectEmployee } from 'shared-kit/master-data';
import { crewRecordView, employeeListItem, mockResponse } from 'shared-kit/testing';
import type { JobClass, ProjectForTimesheet, TimesheetDetail, TimesheetRecordView } from './api';

export const JOB_CLASSES: JobClass[] = [
  { title: 'FOREMAN', abbreviation: 'FMN', sortOrder: 1 },
  { title: 'OPERATOR', abbreviation: 'OPR', sortOrder: 2 },
  { title: 'LABORER', abbreviation: 'LAB', sortOrder: 3 },
  { title: 'FIELD_LABOR', abbreviation: 'FLD', sortOrder: 4 },
];

export const rosterMember = (overrides: Partial<ProjectEmployee> = {}): ProjectEmployee => ({
  projectEmployeeId: 1,
  employeeId: 17,
  jobClass: 'LABORER',
  perDiemType: 'NONE',
  employeeFirstName: 'Ana',
  employeeLastName: 'Reyes',
  employeePrimaryJobClass: 'LABORER',
  employeeStateCode: 'TX',
  employeeStatus: 'Active',
  employeePerDiemEligible: true,
  ...overrides,
});

/** A project as GET /projects/{id} returns it (the fields the timesheet reads). */
export const projectDetail = (overrides: Partial<ProjectForTimesheet> = {}): ProjectForTimesheet => ({
  projectId: 10,
  projectNumber: 'P13ABC01',
  description: 'Pump Station Retrofit',
  city: 'Houston',
  stateCode: 'TX',
  status: 'Active',
  projectEmployees: [],
  ...overrides,
});

/** An employee of the pickers (GET /employees). */
export const employee = employeeListItem;

export const crewRecord = (overrides: Partial<TimesheetRecordView> = {}): TimesheetRecordView =>
  crewRecordView(overrides);

/** A saved timesheet as GET /timesheets/{id} returns it (api/docs/timesheets.md). */
export const timesheetDetail = (overrides: Partial<TimesheetDetail> = {}): TimesheetDetail => ({
  timesheetId: 77,
  date: '2026-03-02',
  dayOfWeek: 'Monday',
  state: 'OPEN',
  projectId: 10,
  projectNumber: 'P13ABC01',
  project: {
    projectId: 10,
    projectNumber: 'P13ABC01',
    description: 'Pump Station Retrofit',
    city: 'Houston',
    stateCode: 'TX',
    status: 'Active',
    prevailingWage: false,
  },
  creatorEmployeeId: 42,
  creatorEmployeeFirstName: 'Frank',
  creatorEmployeeLastName: 'Foreman',
  payrollPeriod: {
    payrollPeriodId: 5,
    startDate: '2026-03-02',
    endDate: '2026-03-08',
    payrollPeriodState: 'OPEN',
  },
  approverNotes: null,
  outOfScopeHoursDescription: null,
  dailyJournal: 'Set forms.',
  foremanSignature: 'data:image/png;base64,AAAA',
  foremanSignerName: 'Frank Foreman',
  customerSignature: null,
  customerSignerName: null,
  timesheetRecords: [crewRecord()],
  contractLaborRecords: [],
  corrections: [],
  auditLogs: [],
  version: 3,
  ...overrides,
});

/** The api refuses a Submit (400): the first crew row claims mileage without an origin and destination. */
export const mileageRefusal = () =>
  mockResponse(400, {
    message:
      'timesheetRecords.0.originAndDestination: Must have an origin and destination since mileage is claimed',
    errors: [
      {
        path: 'timesheetRecords.0.originAndDestination',
        message: 'Must have an origin and destination since mileage is claimed',
      },
    ],
  });
