import type { Transaction } from 'kysely';
import type { PerDiemTableType, PerDiemType, ProjectStatus } from 'shared-kit/domain';
import type { Database } from '../schema.ts';
import { perDiemRateRows } from './catalog.ts';
import type { SeededEmployee } from './people.ts';
import type { Random } from './random.ts';

const CUSTOMERS = [
  ['C100231', 'Gulf Coast Water Authority'],
  ['C100318', 'Lone Star Aviation Services'],
  ['C100402', 'Keystone Municipal Utilities'],
  ['C100477', 'Bluegrass Logistics LLC'],
  ['C100519', 'Capitol Parking Partners'],
  ['C100583', 'Pacific Harbor Fuels'],
  ['C100644', 'Riverside Health System'],
  ['C100702', 'Three Rivers Power Cooperative'],
  ['C100768', 'Alamo City Public Works'],
  ['C100811', 'Ohio Valley Navigation District'],
  ['C100876', 'Central Valley Cold Chain Inc.'],
  ['C100930', 'East Bay Transit Agency'],
] as const;

interface ProjectSpec {
  projectNumber: string;
  description: string;
  address: string;
  city: string;
  stateCode: string;
  zipCode: string;
  status: ProjectStatus;
  prevailingWage: boolean;
  perDiemTableType: PerDiemTableType;
  /** Index into the project managers: 0 is the demo approver. */
  manager: number;
  /** Index into the foremen: 0 is the demo foreman. */
  foreman: number;
}

/** A dozen projects: the demo approver manages six, the demo foreman runs four of the active ones. */
const PROJECTS: readonly ProjectSpec[] = [
  {
    projectNumber: 'P24HOU01',
    description: 'Ship Channel Pump Station Retrofit',
    address: '8100 Clinton Dr',
    city: 'Houston',
    stateCode: 'TX',
    zipCode: '77029',
    status: 'Active',
    prevailingWage: false,
    perDiemTableType: 'REGION_TEXAS',
    manager: 0,
    foreman: 0,
  },
  {
    projectNumber: 'P24DAL03',
    description: 'Love Field Hangar 4 Electrical Upgrade',
    address: '8008 Herb Kelleher Way',
    city: 'Dallas',
    stateCode: 'TX',
    zipCode: '75235',
    status: 'Active',
    prevailingWage: true,
    perDiemTableType: 'PREVAILING_WAGE',
    manager: 0,
    foreman: 0,
  },
  {
    projectNumber: 'P25PHL02',
    description: 'Schuylkill Water Treatment Expansion',
    address: '3899 Ford Rd',
    city: 'Philadelphia',
    stateCode: 'PA',
    zipCode: '19131',
    status: 'Active',
    prevailingWage: true,
    perDiemTableType: 'REGION_PENNSYLVANIA',
    manager: 1,
    foreman: 1,
  },
  {
    projectNumber: 'P25LEX01',
    description: 'Bluegrass Distribution Center',
    address: '2250 Innovation Dr',
    city: 'Lexington',
    stateCode: 'KY',
    zipCode: '40511',
    status: 'Active',
    prevailingWage: false,
    perDiemTableType: 'REGION_KENTUCKY',
    manager: 0,
    foreman: 0,
  },
  {
    projectNumber: 'P23SAC04',
    description: 'Capitol Mall Parking Structure',
    address: '1020 N St',
    city: 'Sacramento',
    stateCode: 'CA',
    zipCode: '95814',
    status: 'Active',
    prevailingWage: true,
    perDiemTableType: 'REGION_CALIFORNIA',
    manager: 2,
    foreman: 2,
  },
  {
    projectNumber: 'P25HNL01',
    description: 'Harbor Terminal Fuel Line Replacement',
    address: '91 Sand Island Access Rd',
    city: 'Honolulu',
    stateCode: 'HI',
    zipCode: '96819',
    status: 'Active',
    prevailingWage: false,
    perDiemTableType: 'REGION_HAWAII',
    manager: 1,
    foreman: 3,
  },
  {
    projectNumber: 'P24AUS02A',
    description: 'Riverside Medical Office Building',
    address: '2400 E Riverside Dr',
    city: 'Austin',
    stateCode: 'TX',
    zipCode: '78741',
    status: 'Active',
    prevailingWage: false,
    perDiemTableType: 'DEFAULT',
    manager: 0,
    foreman: 0,
  },
  {
    projectNumber: 'P25PIT03',
    description: 'Allegheny Substation Upgrade',
    address: '600 Grant St',
    city: 'Pittsburgh',
    stateCode: 'PA',
    zipCode: '15219',
    status: 'Active',
    prevailingWage: false,
    perDiemTableType: 'PROJECT_CUSTOM',
    manager: 2,
    foreman: 1,
  },
  {
    projectNumber: 'P24SAT05',
    description: 'Alamo Plaza Utility Relocation',
    address: '300 Alamo Plaza',
    city: 'San Antonio',
    stateCode: 'TX',
    zipCode: '78205',
    status: 'Active',
    prevailingWage: false,
    perDiemTableType: 'DEFAULT',
    manager: 0,
    foreman: 2,
  },
  {
    projectNumber: 'P23LOU01',
    description: 'Ohio River Lock Maintenance',
    address: '1 Portland Canal',
    city: 'Louisville',
    stateCode: 'KY',
    zipCode: '40212',
    status: 'Inactive',
    prevailingWage: true,
    perDiemTableType: 'REGION_KENTUCKY',
    manager: 1,
    foreman: 3,
  },
  {
    projectNumber: 'P22FRE02',
    description: 'Fresno Cold Storage Warehouse',
    address: '4455 E Jensen Ave',
    city: 'Fresno',
    stateCode: 'CA',
    zipCode: '93725',
    status: 'Completed',
    prevailingWage: false,
    perDiemTableType: 'REGION_CALIFORNIA',
    manager: 0,
    foreman: 0,
  },
  {
    projectNumber: 'P24OAK07',
    description: 'Oakland Transit Shelter Program',
    address: '1600 Franklin St',
    city: 'Oakland',
    stateCode: 'CA',
    zipCode: '94612',
    status: 'Cancelled',
    prevailingWage: true,
    perDiemTableType: 'DEFAULT',
    manager: 2,
    foreman: 2,
  },
];

export interface RosterMember {
  employee: SeededEmployee;
  jobClass: string;
  perDiemType: PerDiemType;
}

export interface SeededProject {
  projectId: number;
  projectNumber: string;
  status: ProjectStatus;
  city: string;
  description: string;
  perDiemTableType: PerDiemTableType;
  pmEmployeeId: number;
  foreman: SeededEmployee;
  /** The foreman first, then the crew. */
  roster: RosterMember[];
}

const ROSTER_PER_DIEM: readonly PerDiemType[] = ['NONE', 'NONE', 'LOCAL', 'REGIONAL', 'NATIONAL'];

export const seedProjects = async (
  trx: Transaction<Database>,
  random: Random,
  employees: readonly SeededEmployee[],
): Promise<SeededProject[]> => {
  const customers = await trx
    .insertInto('customers')
    .values(CUSTOMERS.map(([customerExternalId, customerName]) => ({ customerExternalId, customerName })))
    .returning('customerId')
    .execute();
  const equipment = await trx.selectFrom('equipment').select('equipmentId').orderBy('equipmentId').execute();

  const managers = employees.filter((employee) => employee.kind === 'project-manager');
  const foremen = employees.filter((employee) => employee.kind === 'foreman');
  // Each active project gets its own crew, so nobody works two sites on one day.
  const activeProjects = PROJECTS.filter((project) => project.status === 'Active').length;
  const crewPool = random.shuffle(
    employees.filter((employee) => employee.kind === 'crew' && employee.active && employee.jobClass),
  );
  const crewSize = Math.floor(crewPool.length / activeProjects);

  const seeded: SeededProject[] = [];
  let activeIndex = 0;
  for (const [index, spec] of PROJECTS.entries()) {
    const manager = managers[spec.manager];
    const foreman = foremen[spec.foreman];
    const customer = customers[index];
    if (!manager || !foreman || !customer) throw new Error(`incomplete seed for ${spec.projectNumber}`);
    const { manager: _manager, foreman: _foreman, ...columns } = spec;
    const { projectId } = await trx
      .insertInto('projects')
      .values({ ...columns, customerId: customer.customerId, pmEmployeeId: manager.employeeId })
      .returning('projectId')
      .executeTakeFirstOrThrow();

    // Closed projects keep a small historical roster drawn from the same pool.
    const crew =
      spec.status === 'Active'
        ? crewPool.slice(activeIndex * crewSize, (activeIndex += 1) * crewSize)
        : random.shuffle(crewPool).slice(0, 3);
    const roster: RosterMember[] = [foreman, ...crew].map((employee) => ({
      employee,
      jobClass: employee.jobClass ?? 'LABORER',
      perDiemType: employee.perDiemEligible ? random.pick(ROSTER_PER_DIEM) : 'NONE',
    }));
    await trx
      .insertInto('projectEmployees')
      .values(
        roster.map((member) => ({
          projectId,
          employeeId: member.employee.employeeId,
          jobClass: member.jobClass,
          perDiemType: member.perDiemType,
        })),
      )
      .execute();

    const pieces = random.shuffle(equipment).slice(0, random.int(1, 3));
    await trx
      .insertInto('projectEquipment')
      .values(
        pieces.map((piece) => ({
          projectId,
          equipmentId: piece.equipmentId,
          quantity: random.int(1, 3),
          vendor: random.pick([null, 'Sunbelt Rentals', 'United Rentals', 'Herc Rentals']),
        })),
      )
      .execute();

    if (spec.perDiemTableType === 'PROJECT_CUSTOM') {
      await trx
        .insertInto('perDiemRates')
        .values(perDiemRateRows(1.1, 5).map((row) => ({ ...row, tableType: 'PROJECT_CUSTOM', projectId })))
        .execute();
    }
    seeded.push({
      projectId,
      projectNumber: spec.projectNumber,
      status: spec.status,
      city: spec.city,
      description: spec.description,
      perDiemTableType: spec.perDiemTableType,
      pmEmployeeId: manager.employeeId,
      foreman,
      roster,
    });
  }
  return seeded;
};
