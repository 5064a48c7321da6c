import {
  MASTER_DATA_MSG as M,
  customerFormSchema,
  employeeFormSchema,
  perDiemAmountSchema,
  projectFormSchema,
  projectNumberSchema,
  reportCriteriaErrors,
  roleNameTaken,
  standaloneCorrectionDateError,
  stateCodeSchema,
  zipCodeSchema,
} from './master-data.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('project number (PROJECTS-18…21)', () => {
  it.each(['P-13ABC01', 'P-99Z9901XYZ', 'p 13 abc 01', 'P13ABC01'])('accepts %s', (value) => {
    expect(projectNumberSchema.safeParse(value).success).toBe(true);
  });
  it.each(['P-12ABC01', 'P-13ABC00', 'P-13ABC01XYZW', 'Q-13ABC01', 'P-131BC01'])(
    'rejects %s with the pattern message',
    (value) => {
      expect(firstMessage(projectNumberSchema.safeParse(value))).toBe(M.projectNumberPattern);
    },
  );
  it('rejects an empty number with "Project Number cannot be empty"', () => {
    expect(firstMessage(projectNumberSchema.safeParse(''))).toBe(M.projectNumberEmpty);
  });
  it('stores the number without spaces and hyphens, upper-cased', () => {
    expect(projectNumberSchema.parse('p-13 abc 01')).toBe('P13ABC01');
  });
});

describe('state code and zip (PROJECTS-24/25)', () => {
  it('needs exactly two letters', () => {
    expect(firstMessage(stateCodeSchema.safeParse('T'))).toBe(M.stateCodeLength);
    expect(firstMessage(stateCodeSchema.safeParse(''))).toBe(M.stateCodeLength);
    expect(firstMessage(stateCodeSchema.safeParse('T1'))).toBe(M.stateCodeLetters);
    expect(stateCodeSchema.parse('tx')).toBe('TX');
  });
  it('needs exactly five digits', () => {
    expect(firstMessage(zipCodeSchema.safeParse('7870'))).toBe(M.zipLength);
    expect(firstMessage(zipCodeSchema.safeParse('7870a'))).toBe(M.zipDigits);
    expect(zipCodeSchema.parse('78701')).toBe('78701');
  });
});

describe('project form', () => {
  const project = {
    projectNumber: 'P-13ABC01',
    status: 'Active',
    description: 'Water main',
    address: '1 Main St',
    city: 'Austin',
    stateCode: 'TX',
    zipCode: '78701',
  };
  it('defaults the per diem table to DEFAULT and the PM to employee 3', () => {
    expect(projectFormSchema.parse(project)).toMatchObject({
      perDiemTableType: 'DEFAULT',
      pmEmployeeId: 3,
      prevailingWage: false,
    });
  });
  it.each([
    ['status', '', M.statusRequired],
    ['description', ' ', M.descriptionEmpty],
    ['address', '', M.addressEmpty],
    ['city', '', M.cityEmpty],
  ])('reports an empty %s', (field, value, message) => {
    expect(firstMessage(projectFormSchema.safeParse({ ...project, [field]: value }))).toBe(message);
  });
});

describe('customer form (CUSTOMERS-08/09)', () => {
  it('requires the Acumatica ID and the name', () => {
    expect(firstMessage(customerFormSchema.safeParse({ customerExternalId: '', customerName: 'Acme' }))).toBe(
      M.customerExternalIdEmpty,
    );
    expect(firstMessage(customerFormSchema.safeParse({ customerExternalId: 'C1', customerName: ' ' }))).toBe(
      M.customerNameBlank,
    );
  });
});

describe('employee form (EMPLOYEES-12…22)', () => {
  const employee = {
    accumaticaId: 'E100',
    payrollProviderId: 'PP100',
    firstName: 'Ana',
    lastName: 'Diaz',
    email: 'ana@example.com',
    stateCode: 'tx',
    employeeClass: 'WKLYHRLY',
    department: 'FIELD',
    laborItem: 'LABORER',
    employeeStatus: 'Active',
    perDiemEligible: '1',
  };
  it('accepts a complete employee', () => {
    expect(employeeFormSchema.parse(employee)).toMatchObject({
      stateCode: 'TX',
      perDiemEligible: 1,
      roleIds: [],
    });
  });
  it.each([
    ['accumaticaId', '', M.accumaticaIdBlank],
    ['payrollProviderId', '', M.payrollProviderIdBlank],
    ['firstName', '', M.firstNameBlank],
    ['lastName', '', M.lastNameBlank],
    ['firstName', '1234', M.nameNumeric],
    ['employeeClass', ' - ', M.employeeClassInvalid],
    ['department', ' - ', M.departmentInvalid],
    ['laborItem', ' - ', M.laborItemInvalid],
    ['employeeStatus', '', M.statusRequired],
    ['perDiemEligible', '', M.perDiemEligibilityRequired],
    ['email', 'ana.example.com', 'Must be in the form of username@domain (ana.example.com)'],
  ])('rejects %s = %j with its message', (field, value, message) => {
    expect(firstMessage(employeeFormSchema.safeParse({ ...employee, [field]: value }))).toBe(message);
  });
  it('accepts a name with digits that is not purely numeric, and no e-mail', () => {
    expect(employeeFormSchema.safeParse({ ...employee, firstName: 'Ana2', email: '' }).success).toBe(true);
  });
});

describe('roles (ROLES-07/08)', () => {
  it('finds duplicates trimmed and case-insensitively', () => {
    expect(roleNameTaken(' payroll ', ['Payroll', 'Foreman'])).toBe(true);
    expect(roleNameTaken('Estimator', ['Payroll'])).toBe(false);
  });
  it('skips the check on edit when the name did not change', () => {
    expect(roleNameTaken('Payroll', ['Payroll'], 'payroll')).toBe(false);
    expect(roleNameTaken('Foreman', ['Payroll', 'Foreman'], 'Payroll')).toBe(true);
  });
});

describe('per diem amounts (PROJECTS-45/46)', () => {
  it('requires a non-negative whole number', () => {
    expect(perDiemAmountSchema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      M.perDiemAmountBlank,
    ]);
    expect(firstMessage(perDiemAmountSchema.safeParse('-5'))).toBe(M.perDiemAmountPositive);
    expect(firstMessage(perDiemAmountSchema.safeParse('12.5'))).toBe(M.perDiemAmountPositive);
    expect(perDiemAmountSchema.parse('85')).toBe(85);
    expect(perDiemAmountSchema.parse(0)).toBe(0);
  });
});

describe('timesheets report criteria (REPORTS-04…07)', () => {
  it('requires a project', () => {
    expect(reportCriteriaErrors({ projectId: '' })).toEqual({ projectId: M.reportProjectEmpty });
  });
  it('requires both dates or neither, start not after end', () => {
    expect(reportCriteriaErrors({ projectId: 1, endDate: '2026-11-20' })).toEqual({
      startDate: M.reportStartRequired,
    });
    expect(reportCriteriaErrors({ projectId: 1, startDate: '2026-11-20' })).toEqual({
      endDate: M.reportEndRequired,
    });
    expect(reportCriteriaErrors({ projectId: 1, startDate: '2026-11-21', endDate: '2026-11-20' })).toEqual({
      startDate: M.reportStartAfterEnd,
    });
    expect(reportCriteriaErrors({ projectId: 1, startDate: '2026-11-20', endDate: '2026-11-20' })).toEqual(
      {},
    );
  });
});

describe('standalone correction date (CORRECTIONS-12/13)', () => {
  const period = { startDate: '2026-11-09', endDate: '2026-11-15' };
  it('is required and inside the period', () => {
    expect(standaloneCorrectionDateError('', period)).toBe(M.correctionDateRequired);
    expect(standaloneCorrectionDateError('2026-11-16', period)).toMatch(/between/);
    expect(standaloneCorrectionDateError('2026-11-15', period)).toBeNull();
  });
});
