import { projectFormSchema } from 'shared-kit/master-data';
import { mayManageProjects, projectManagerOptions, projectValuesOf } from './project-values';

const candidate = (overrides: Partial<Parameters<typeof projectManagerOptions>[0][number]>) => ({
  employeeId: 5,
  firstName: 'Dana',
  lastName: 'Okafor',
  department: 'PROJMGMT',
  primaryJobClass: 'FOREMAN',
  employeeStatus: 'Active' as const,
  ...overrides,
});

describe('project manager choices (PROJECTS-26/27)', () => {
  it('takes PROJMGMT, EXEC and CONSTRUCTION_MANAGER; no one else', () => {
    expect(mayManageProjects({ department: 'PROJMGMT', primaryJobClass: null })).toBe(true);
    expect(mayManageProjects({ department: 'EXEC', primaryJobClass: null })).toBe(true);
    expect(mayManageProjects({ department: 'FIELD', primaryJobClass: 'CONSTRUCTION_MANAGER' })).toBe(true);
    expect(mayManageProjects({ department: 'FIELD', primaryJobClass: 'FOREMAN' })).toBe(false);
    expect(mayManageProjects({ department: 'CM', primaryJobClass: null })).toBe(false);
  });

  const people = [
    candidate({}),
    candidate({ employeeId: 6, lastName: 'Reyes', employeeStatus: 'Inactive' }),
    candidate({ employeeId: 7, lastName: 'Field', department: 'FIELD' }),
  ];

  it('offers only Active managers on an Active project', () => {
    expect(projectManagerOptions(people, 'Active')).toEqual([{ value: '5', label: 'Okafor, Dana' }]);
  });

  it('offers Inactive managers too, marked, on a project that is not Active', () => {
    expect(projectManagerOptions(people, 'Completed').map((option) => option.label)).toEqual([
      'Okafor, Dana',
      'Reyes, Dana (Inactive)',
    ]);
  });

  it("keeps the project's own manager listed, marked Inactive, so the form shows the saved name", () => {
    expect(projectManagerOptions(people, 'Active', '6').map((option) => option.value)).toEqual(['5', '6']);
  });
});

describe('project form values', () => {
  it('starts a new project Active, on the DEFAULT table, with no prevailing wage and manager 3 (PROJECTS-17/28)', () => {
    expect(projectValuesOf(undefined)).toMatchObject({
      status: 'Active',
      perDiemTableType: 'DEFAULT',
      prevailingWage: '0',
      pmEmployeeId: '3',
      customerId: '',
    });
  });

  it('reads back through the shared schema: number normalised, Yes/No as a boolean, ids as numbers', () => {
    const parsed = projectFormSchema.parse({
      ...projectValuesOf(undefined),
      projectNumber: 'p-13 abc-01',
      customerId: '4',
      description: 'Pump station',
      address: '1 Dock Rd',
      city: 'Houston',
      stateCode: 'tx',
      zipCode: '77001',
      prevailingWage: '1',
    });
    expect(parsed).toMatchObject({
      projectNumber: 'P13ABC01',
      customerId: 4,
      stateCode: 'TX',
      pmEmployeeId: 3,
      prevailingWage: true,
    });
  });

  it.each([
    ['', 'Project Number cannot be empty'],
    [
      'P-12ABC01',
      'Please enter a valid Project Number ex: P-(13-99) (A-Z) (A-Z or 0-9)x2 (1-99) (A-Z or 0-9)x0-3',
    ],
    [
      'P-13ABC00',
      'Please enter a valid Project Number ex: P-(13-99) (A-Z) (A-Z or 0-9)x2 (1-99) (A-Z or 0-9)x0-3',
    ],
  ])('refuses project number %j with the seed message', (projectNumber, message) => {
    const result = projectFormSchema.safeParse({ ...projectValuesOf(undefined), projectNumber });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === 'projectNumber')?.message).toBe(message);
  });
});
