import type { Transaction } from 'kysely';
import type { PerDiemTableType, PerDiemType } from 'shared-kit/domain';
import type { Database } from '../schema.ts';
import { DEMO_ROLES, type DemoRoleKey } from './accounts.ts';

/** Master data every installation starts with: home pages, the demo roles, job classes, labor items, equipment. */

export const HOME_PAGES = [
  { name: 'foreman', path: '/foreman', sortOrder: 1 },
  { name: 'approver', path: '/approver', sortOrder: 2 },
  { name: 'payroll', path: '/payroll', sortOrder: 3 },
  { name: 'reports', path: '/reports', sortOrder: 4 },
  { name: 'admin', path: '/admin', sortOrder: 5 },
] as const;

/** Job classes in crew order (TS-CALC-09 sorts crew rows by sortOrder). FIELD_LABOR is the contractor default. */
export const JOB_CLASSES = [
  { title: 'SUPERINTENDENT', abbreviation: 'SUPT', sortOrder: 1 },
  { title: 'GENERAL_FOREMAN', abbreviation: 'GF', sortOrder: 2 },
  { title: 'FOREMAN', abbreviation: 'FMN', sortOrder: 3 },
  { title: 'JOURNEYMAN', abbreviation: 'JRY', sortOrder: 4 },
  { title: 'ELECTRICIAN', abbreviation: 'ELEC', sortOrder: 5 },
  { title: 'WELDER', abbreviation: 'WLD', sortOrder: 6 },
  { title: 'EQUIPMENT_OPERATOR', abbreviation: 'OPR', sortOrder: 7 },
  { title: 'CARPENTER', abbreviation: 'CARP', sortOrder: 8 },
  { title: 'TRUCK_DRIVER', abbreviation: 'DRV', sortOrder: 9 },
  { title: 'APPRENTICE', abbreviation: 'APPR', sortOrder: 10 },
  { title: 'LABORER', abbreviation: 'LAB', sortOrder: 11 },
  { title: 'FIELD_LABOR', abbreviation: 'FL', sortOrder: 12 },
  { title: 'CONSTRUCTION_MANAGER', abbreviation: 'CM', sortOrder: 13 },
  { title: 'PROJECT_MANAGER', abbreviation: 'PM', sortOrder: 14 },
  { title: 'OFFICE_STAFF', abbreviation: 'OFC', sortOrder: 15 },
] as const;
export type JobClassTitle = (typeof JOB_CLASSES)[number]['title'];

/** The labor item of a job class ("changing the labor item sets the primary job class"). */
export const laborItemOf = (jobClass: JobClassTitle): string => `${jobClass}_LABOR`;

const EQUIPMENT = [
  { name: 'Excavator 20T', category: 'Earthmoving' },
  { name: 'Skid Steer Loader', category: 'Earthmoving' },
  { name: 'Boom Lift 60 ft', category: 'Aerial' },
  { name: 'Scissor Lift 26 ft', category: 'Aerial' },
  { name: 'Crew Pickup Truck', category: 'Vehicles' },
  { name: 'Dump Truck 10 yd', category: 'Vehicles' },
  { name: 'Welding Rig 400A', category: 'Welding' },
  { name: 'Generator 20 kW', category: 'Power' },
  { name: 'Air Compressor 185 CFM', category: 'Power' },
  { name: 'Light Tower', category: 'Power' },
] as const;

/** Field job classes carry per diem rates; office classes do not. */
export const RATED_JOB_CLASSES = JOB_CLASSES.filter((jobClass) => jobClass.sortOrder <= 12).map(
  (jobClass) => jobClass.title,
);

const BASE_RATE: Record<Exclude<PerDiemType, 'NONE'>, number> = {
  STANDARD: 55,
  TRAVEL: 85,
  LOCAL: 40,
  REGIONAL: 70,
  NATIONAL: 110,
};

/** Cost-of-living factor per shared table; the whole-dollar result is what the rate tables show. */
const TABLE_FACTOR: Record<Exclude<PerDiemTableType, 'PROJECT_CUSTOM'>, number> = {
  DEFAULT: 1,
  REGION_HAWAII: 1.5,
  REGION_TEXAS: 0.95,
  REGION_PENNSYLVANIA: 1.05,
  REGION_KENTUCKY: 0.9,
  REGION_CALIFORNIA: 1.3,
  PREVAILING_WAGE: 1.2,
};

/** Supervisors draw a slightly higher per diem. */
const supervisorExtra = (jobClass: string): number =>
  ['SUPERINTENDENT', 'GENERAL_FOREMAN', 'FOREMAN'].includes(jobClass) ? 10 : 0;

export const perDiemRateRows = (factor: number, extra = 0) =>
  RATED_JOB_CLASSES.flatMap((jobClass) =>
    Object.entries(BASE_RATE).map(([perDiemType, rate]) => ({
      jobClass,
      perDiemType,
      rate: Math.round(rate * factor) + supervisorExtra(jobClass) + extra,
    })),
  );

export interface SeededRoles {
  roleIdByKey: Record<DemoRoleKey, number>;
}

export const seedCatalog = async (trx: Transaction<Database>): Promise<SeededRoles> => {
  await trx
    .insertInto('homePages')
    .values([...HOME_PAGES])
    .execute();

  const roleIdByKey = {} as Record<DemoRoleKey, number>;
  for (const [key, role] of Object.entries(DEMO_ROLES) as [DemoRoleKey, (typeof DEMO_ROLES)[DemoRoleKey]][]) {
    const { roleId } = await trx
      .insertInto('roles')
      .values({ name: role.name, homePage: role.homePage })
      .returning('roleId')
      .executeTakeFirstOrThrow();
    roleIdByKey[key] = roleId;
    await trx
      .insertInto('rolePermissions')
      .values(role.permissions.map((permission) => ({ roleId, permission })))
      .execute();
  }

  await trx
    .insertInto('jobClasses')
    .values([...JOB_CLASSES])
    .execute();
  await trx
    .insertInto('laborItems')
    .values(
      JOB_CLASSES.map((jobClass) => ({ laborItem: laborItemOf(jobClass.title), jobClass: jobClass.title })),
    )
    .execute();
  await trx
    .insertInto('equipment')
    .values([...EQUIPMENT])
    .execute();

  const sharedTables = Object.entries(TABLE_FACTOR) as [PerDiemTableType, number][];
  await trx
    .insertInto('perDiemRates')
    .values(
      sharedTables.flatMap(([tableType, factor]) =>
        perDiemRateRows(factor).map((row) => ({ ...row, tableType, projectId: null })),
      ),
    )
    .execute();

  return { roleIdByKey };
};
