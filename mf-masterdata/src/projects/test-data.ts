import type { ProjectDetail } from 'shared-kit/master-data';

/** A project as GET /projects/{id} answers (projectDetailSchema), for the area's tests. */
export const RATE_ROW = { jobClass: 'FOREMAN', jobClassAbbreviation: 'FMN', sortOrder: 1 };
export const PUMP_STATION: ProjectDetail = {
  projectId: 1,
  projectNumber: 'P24HOU01',
  status: 'Active',
  customerId: 4,
  customerName: 'Gulf Coast Water Authority',
  description: 'Ship Channel Pump Station Retrofit',
  address: '1 Dock Rd',
  city: 'Houston',
  stateCode: 'TX',
  zipCode: '77001',
  pmEmployeeId: 5,
  pmFirstName: 'Dana',
  pmLastName: 'Okafor',
  prevailingWage: false,
  perDiemRateTable: {
    type: 'DEFAULT',
    rows: [{ ...RATE_ROW, standard: 50, travel: 75, local: 40, regional: 60, national: 80 }],
  },
  projectEmployees: [
    {
      projectEmployeeId: 11,
      employeeId: 20,
      jobClass: 'FOREMAN',
      perDiemType: 'NONE',
      employeeFirstName: 'Luis',
      employeeLastName: 'Garza',
      employeePrimaryJobClass: 'FOREMAN',
      employeeStateCode: 'TX',
      employeeStatus: 'Active',
      employeePerDiemEligible: true,
    },
  ],
  equipment: [],
  version: 3,
};
