import type { Transaction } from 'kysely';
import type { Department, PayGroup } from 'shared-kit/domain';
import type { Database } from '../schema.ts';
import { DEMO_ACCOUNTS, type DemoRoleKey } from './accounts.ts';
import { laborItemOf, type JobClassTitle } from './catalog.ts';
import type { Random } from './random.ts';

/** What later seed steps need to know about a seeded employee. */
export interface SeededEmployee {
  employeeId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  kind: 'executive' | 'foreman' | 'project-manager' | 'crew' | 'office';
  jobClass: JobClassTitle | null;
  department: Department;
  employeeClass: PayGroup;
  perDiemEligible: boolean;
  active: boolean;
}

interface EmployeeSpec extends Omit<SeededEmployee, 'employeeId'> {
  stateCode: string;
  roles: readonly DemoRoleKey[];
}

const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Carmen',
  'David',
  'Jennifer',
  'Luis',
  'Patricia',
  'Daniel',
  'Angela',
  'Marcus',
  'Teresa',
  'Kevin',
  'Rosa',
  'Brian',
  'Denise',
  'Jorge',
  'Monica',
  'Travis',
  'Keisha',
  'Wade',
  'Sandra',
  'Hector',
  'Tammy',
  'Dwayne',
  'Lorena',
  'Cody',
  'Yolanda',
  'Raymond',
  'Heather',
  'Ernesto',
  'Crystal',
  'Tyrone',
  'Gloria',
  'Shane',
  'Alma',
  'Curtis',
  'Brenda',
] as const;
const LAST_NAMES = [
  'Garcia',
  'Johnson',
  'Nguyen',
  'Williams',
  'Hernandez',
  'Brown',
  'Lopez',
  'Davis',
  'Martinez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Jackson',
  'White',
  'Harris',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Reyes',
  'Phillips',
  'Evans',
  'Turner',
  'Diaz',
  'Parker',
  'Cruz',
  'Edwards',
  'Collins',
  'Stewart',
  'Morris',
  'Murphy',
  'Cook',
] as const;

const FIELD_STATES = ['TX', 'TX', 'TX', 'PA', 'PA', 'KY', 'CA', 'CA', 'HI'] as const;

/** Job classes of the field crew, with how many of each (38 in all). */
const CREW_MIX: readonly [JobClassTitle, number][] = [
  ['JOURNEYMAN', 6],
  ['ELECTRICIAN', 5],
  ['WELDER', 4],
  ['EQUIPMENT_OPERATOR', 5],
  ['CARPENTER', 5],
  ['TRUCK_DRIVER', 3],
  ['APPRENTICE', 4],
  ['LABORER', 6],
];

const OFFICE_MIX: readonly [Department, JobClassTitle | null][] = [
  ['ADMIN', 'OFFICE_STAFF'],
  ['ADMIN', 'OFFICE_STAFF'],
  ['HR', 'OFFICE_STAFF'],
  ['DESIGN', null],
  ['DESIGN', 'OFFICE_STAFF'],
  ['PROCURE', 'OFFICE_STAFF'],
  ['PROJMGMT', 'OFFICE_STAFF'],
  ['SHOP', null],
];

type Profile = Omit<EmployeeSpec, 'firstName' | 'lastName' | 'email' | 'roles'>;

/** The demo accounts are employees too (DESIGN §4); their working profile, by e-mail. */
const DEMO_PROFILES: Record<string, Profile> = {
  'foreman@example.com': {
    kind: 'foreman',
    jobClass: 'FOREMAN',
    department: 'FIELD',
    employeeClass: 'WKLYHRLY',
    perDiemEligible: true,
    active: true,
    stateCode: 'TX',
  },
  'approver@example.com': {
    kind: 'project-manager',
    jobClass: 'PROJECT_MANAGER',
    department: 'PROJMGMT',
    employeeClass: 'BIWKLYHRLY',
    perDiemEligible: false,
    active: true,
    stateCode: 'TX',
  },
  'payroll@example.com': {
    kind: 'office',
    jobClass: 'OFFICE_STAFF',
    department: 'ADMIN',
    employeeClass: 'BIWKLYHRLY',
    perDiemEligible: false,
    active: true,
    stateCode: 'PA',
  },
  'admin@example.com': {
    kind: 'office',
    jobClass: 'OFFICE_STAFF',
    department: 'ADMIN',
    employeeClass: 'BIWKLYHRLY',
    perDiemEligible: false,
    active: true,
    stateCode: 'TX',
  },
  'noaccess@example.com': {
    kind: 'crew',
    jobClass: 'LABORER',
    department: 'FIELD',
    employeeClass: 'WKLYHRLY',
    perDiemEligible: true,
    active: true,
    stateCode: 'TX',
  },
};

const emailOf = (firstName: string, lastName: string): string =>
  `${firstName}.${lastName}@example.com`.toLowerCase();

/**
 * About 60 employees. Order matters for ids: employee 3 is the demo approver, so the project form's fallback
 * project manager (pmEmployeeId 3, PROJECTS-28) is a real project manager.
 */
const employeeSpecs = (random: Random): EmployeeSpec[] => {
  const usedNames = new Set<string>(
    DEMO_ACCOUNTS.map((account) => `${account.firstName} ${account.lastName}`),
  );
  const newName = (): { firstName: string; lastName: string } => {
    for (;;) {
      const firstName = random.pick(FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      const key = `${firstName} ${lastName}`;
      if (!usedNames.has(key)) {
        usedNames.add(key);
        return { firstName, lastName };
      }
    }
  };
  const demo = (email: string): EmployeeSpec => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
    const profile = DEMO_PROFILES[email];
    if (!account || !profile) throw new Error(`no demo account ${email}`);
    return {
      ...profile,
      firstName: account.firstName,
      lastName: account.lastName,
      email,
      roles: account.roles,
    };
  };
  const withEmail = (name: { firstName: string; lastName: string }) => ({
    ...name,
    email: emailOf(name.firstName, name.lastName),
  });

  const specs: EmployeeSpec[] = [
    {
      firstName: 'Gordon',
      lastName: 'Hale',
      email: 'gordon.hale@example.com',
      kind: 'executive',
      jobClass: 'CONSTRUCTION_MANAGER',
      department: 'EXEC',
      employeeClass: 'BIWKLYHRLY',
      perDiemEligible: false,
      active: true,
      stateCode: 'TX',
      roles: [],
    },
    demo('foreman@example.com'),
    demo('approver@example.com'),
    demo('payroll@example.com'),
    demo('admin@example.com'),
    demo('noaccess@example.com'),
  ];
  for (let index = 0; index < 3; index += 1) {
    specs.push({
      ...withEmail(newName()),
      kind: 'foreman',
      jobClass: 'FOREMAN',
      department: 'FIELD',
      employeeClass: 'WKLYHRLY',
      perDiemEligible: true,
      active: true,
      stateCode: FIELD_STATES[index * 3] ?? 'TX',
      roles: ['foreman'],
    });
  }
  for (let index = 0; index < 2; index += 1) {
    specs.push({
      ...withEmail(newName()),
      kind: 'project-manager',
      jobClass: 'PROJECT_MANAGER',
      department: 'PROJMGMT',
      employeeClass: 'BIWKLYHRLY',
      perDiemEligible: false,
      active: true,
      stateCode: index === 0 ? 'PA' : 'CA',
      roles: ['approver'],
    });
  }
  specs.push({
    ...withEmail(newName()),
    kind: 'project-manager',
    jobClass: 'CONSTRUCTION_MANAGER',
    department: 'CM',
    employeeClass: 'BIWKLYHRLY',
    perDiemEligible: false,
    active: true,
    stateCode: 'KY',
    roles: [],
  });
  for (const jobClass of ['SUPERINTENDENT', 'GENERAL_FOREMAN'] as const) {
    specs.push({
      ...withEmail(newName()),
      kind: 'crew',
      jobClass,
      department: 'FIELD',
      employeeClass: 'WKLYHRLY',
      perDiemEligible: true,
      active: true,
      stateCode: 'TX',
      roles: [],
    });
  }
  let crewIndex = 0;
  for (const [jobClass, count] of CREW_MIX) {
    for (let index = 0; index < count; index += 1) {
      crewIndex += 1;
      specs.push({
        ...newName(),
        email: null,
        kind: 'crew',
        jobClass,
        department: jobClass === 'WELDER' ? 'SHOP' : crewIndex % 7 === 0 ? 'CONST' : 'FIELD',
        // Some crew members are on the bi-weekly pay group, and about one in five is not per diem eligible.
        employeeClass: crewIndex % 9 === 0 ? 'BIWKLYHRLY' : 'WKLYHRLY',
        perDiemEligible: !random.chance(0.2),
        active: crewIndex % 13 !== 0,
        stateCode: random.pick(FIELD_STATES),
        roles: [],
      });
    }
  }
  for (const [department, jobClass] of OFFICE_MIX) {
    specs.push({
      ...withEmail(newName()),
      kind: 'office',
      jobClass,
      department,
      employeeClass: 'BIWKLYHRLY',
      perDiemEligible: false,
      active: true,
      stateCode: random.pick(['TX', 'PA']),
      roles: [],
    });
  }
  return specs;
};

export const seedEmployees = async (
  trx: Transaction<Database>,
  random: Random,
  roleIdByKey: Record<DemoRoleKey, number>,
): Promise<SeededEmployee[]> => {
  const seeded: SeededEmployee[] = [];
  for (const [index, spec] of employeeSpecs(random).entries()) {
    const isForeman = spec.kind === 'foreman';
    const { employeeId } = await trx
      .insertInto('employees')
      .values({
        accumaticaId: `E${String(1001 + index).padStart(5, '0')}`,
        payrollProviderId: `PP-${50011 + index * 7}`,
        firstName: spec.firstName,
        lastName: spec.lastName,
        email: spec.email,
        stateCode: spec.stateCode,
        employeeClass: spec.employeeClass,
        department: spec.department,
        laborItem: laborItemOf(spec.jobClass ?? 'OFFICE_STAFF'),
        primaryJobClass: spec.jobClass,
        employeeStatus: spec.active ? 'Active' : 'Inactive',
        perDiemEligible: spec.perDiemEligible,
        truckAllowance: isForeman ? 15 : 0,
        weeklyTruckAllowance: isForeman ? 75 : 0,
      })
      .returning('employeeId')
      .executeTakeFirstOrThrow();
    if (spec.roles.length > 0) {
      await trx
        .insertInto('employeeRoles')
        .values(spec.roles.map((role, position) => ({ employeeId, roleId: roleIdByKey[role], position })))
        .execute();
    }
    const { roles: _roles, stateCode: _stateCode, ...rest } = spec;
    seeded.push({ ...rest, employeeId });
  }
  return seeded;
};
