import { toApiDate, type TimesheetState } from 'shared-kit/domain';
import type { PerDiemType } from 'shared-kit/domain';
import type { SeededPayrollPeriod } from './payroll.ts';
import type { SeededEmployee } from './people.ts';
import type { SeededProject } from './projects.ts';
import type { Random } from './random.ts';
import { CUSTOMER_SIGNERS, dailyJournal, outOfScopeJournal, rejectionNote } from './texts.ts';
import { plusDays } from './time.ts';

/** The demo timesheets, planned in memory first so states, audit history and rosters agree with each other. */

export const DEMO_FOREMAN_EMAIL = 'foreman@example.com';

export interface CrewRecordPlan {
  employee: SeededEmployee;
  workHours: number;
  outOfScopeHours: number;
  driveMiles: number;
  flyMiles: number;
  originAndDestination: string | null;
  perDiemType: PerDiemType;
  perDiemRate: number | null;
  truckAllowance: boolean;
}

export interface ContractLaborPlan {
  payrollPeriodContractorId: number;
  contractorName: string;
  contractorCompanyName: string;
  workHours: number;
}

export interface TimesheetPlan {
  project: SeededProject;
  period: SeededPayrollPeriod;
  date: string;
  creator: SeededEmployee;
  state: TimesheetState;
  records: CrewRecordPlan[];
  contractLabor: ContractLaborPlan[];
  approverNotes: string | null;
  dailyJournal: string | null;
  outOfScopeHoursDescription: string | null;
  customerSignerName: string | null;
}

/** Per diem rate by `${tableType}|${projectId or 0}|${jobClass}|${perDiemType}`. */
export type RateLookup = ReadonlyMap<string, number>;

export const travelHoursOf = (record: { driveMiles: number; flyMiles: number }): number =>
  record.driveMiles / 50 + record.flyMiles / 250;

const WORK_HOURS = [8, 8, 8, 8, 8.5, 9, 10, 7.5, 6] as const;

const planCrewRecord = (
  random: Random,
  project: SeededProject,
  member: SeededProject['roster'][number],
  rates: RateLookup,
): CrewRecordPlan => {
  const isForeman = member.employee.employeeId === project.foreman.employeeId;
  let workHours: number = random.pick(WORK_HOURS);
  let flyMiles = 0;
  let driveMiles = 0;
  if (random.chance(0.02)) driveMiles = random.int(700, 780);
  else if (random.chance(0.25)) driveMiles = random.int(15, 140);
  // Inter-island hops on the Hawaii job; a travel-only day has no work hours.
  if (project.city === 'Honolulu' && random.chance(0.08)) {
    flyMiles = random.int(100, 320);
    if (random.chance(0.5)) workHours = 0;
  }
  const outOfScopeHours =
    workHours > 0 && random.chance(0.1) ? Math.min(workHours, random.pick([0.5, 1, 1.5, 2])) : 0;
  const perDiemType = member.employee.perDiemEligible ? member.perDiemType : 'NONE';
  const tableKey = project.perDiemTableType === 'PROJECT_CUSTOM' ? project.projectId : 0;
  return {
    employee: member.employee,
    workHours,
    outOfScopeHours,
    driveMiles,
    flyMiles,
    originAndDestination:
      driveMiles + flyMiles > 0
        ? `${random.pick(['Shop', 'Home', 'Hotel', 'Yard'])} - ${project.city} site`
        : null,
    perDiemType,
    perDiemRate:
      perDiemType === 'NONE'
        ? null
        : (rates.get(`${project.perDiemTableType}|${tableKey}|${member.jobClass}|${perDiemType}`) ?? null),
    truckAllowance: isForeman || random.chance(0.1),
  };
};

/** Which projects worked in a given week: every active one; closed ones only in the oldest weeks. */
const worksInWeek = (project: SeededProject, weekOffset: number): boolean =>
  project.status === 'Active' ||
  (project.status === 'Completed' && weekOffset <= -7) ||
  (project.status === 'Inactive' && weekOffset <= -8);

export const planTimesheets = (
  random: Random,
  today: Date,
  projects: readonly SeededProject[],
  periods: readonly SeededPayrollPeriod[],
  rates: RateLookup,
): TimesheetPlan[] => {
  const todayText = toApiDate(today);
  const plans: TimesheetPlan[] = [];
  const foremanOnCrew = new Set<string>();
  for (const period of periods) {
    for (const project of projects.filter((candidate) => worksInWeek(candidate, period.weekOffset))) {
      // The demo foreman's projects have a sheet every working day of the current week, so /foreman always has data.
      const mustWork = period.weekOffset === 0 && project.foreman.email === DEMO_FOREMAN_EMAIL;
      for (let day = 0; day < 6; day += 1) {
        const date = plusDays(period.startDate, day);
        if (date > todayText) break;
        const isSaturday = day === 5;
        if (isSaturday ? !random.chance(0.1) : !mustWork && random.chance(0.15)) continue;

        // A foreman running several sites works on the crew of the first one each day and supervises the others.
        const foremanKey = `${project.foreman.employeeId}|${date}`;
        const foremanWorksHere = !foremanOnCrew.has(foremanKey);
        foremanOnCrew.add(foremanKey);
        const members = project.roster.filter((member) =>
          member.employee.employeeId === project.foreman.employeeId ? foremanWorksHere : random.chance(0.9),
        );
        const crew = members.length > 0 ? members : project.roster.slice(1, 2);
        const records = crew.map((member) => planCrewRecord(random, project, member, rates));
        const contractLabor = random.chance(0.25)
          ? random
              .shuffle(period.contractors)
              .slice(0, random.int(1, 2))
              .map((contractor) => ({ ...contractor, workHours: random.pick([8, 8, 10]) }))
          : [];
        plans.push({
          project,
          period,
          date,
          creator: project.foreman,
          state: 'OPEN',
          records,
          contractLabor,
          approverNotes: null,
          dailyJournal: dailyJournal(random),
          outOfScopeHoursDescription: records.some((record) => record.outOfScopeHours > 0)
            ? outOfScopeJournal(random)
            : null,
          customerSignerName: random.chance(0.4) ? random.pick(CUSTOMER_SIGNERS) : null,
        });
      }
    }
  }
  assignStates(random, plans);
  return plans;
};

type Weighted = readonly (readonly [TimesheetState, number])[];

const pickWeighted = (random: Random, choices: Weighted): TimesheetState => {
  let roll = random.next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [state, weight] of choices) {
    roll -= weight;
    if (roll < 0) return state;
  }
  return choices[0]?.[0] ?? 'OPEN';
};

const LAST_WEEK: Weighted = [
  ['APPROVED', 55],
  ['PENDING_APPROVAL', 18],
  ['IN_REVIEW', 12],
  ['REJECTED', 10],
  ['OPEN', 5],
];
const THIS_WEEK: Weighted = [
  ['PENDING_APPROVAL', 45],
  ['IN_REVIEW', 20],
  ['APPROVED', 30],
  ['REJECTED', 5],
];
const CLOSED_WEEK: Weighted = [
  ['APPROVED', 95],
  ['REJECTED', 5],
];
/** The demo foreman's sheets this week, newest first: one of each state, so the dashboard shows every colour. */
const DEMO_FOREMAN_THIS_WEEK: readonly TimesheetState[] = [
  'OPEN',
  'PENDING_APPROVAL',
  'IN_REVIEW',
  'REJECTED',
  'APPROVED',
];

const assignStates = (random: Random, plans: TimesheetPlan[]): void => {
  const currentWeek = plans.filter((plan) => plan.period.weekOffset === 0);
  const latestDateOf = new Map<number, string>();
  for (const plan of currentWeek) {
    const latest = latestDateOf.get(plan.creator.employeeId);
    if (!latest || plan.date > latest) latestDateOf.set(plan.creator.employeeId, plan.date);
  }
  const demoForemanThisWeek = currentWeek
    .filter((plan) => plan.creator.email === DEMO_FOREMAN_EMAIL)
    .sort(
      (left, right) =>
        right.date.localeCompare(left.date) ||
        right.project.projectNumber.localeCompare(left.project.projectNumber),
    );

  for (const plan of plans) {
    const { weekOffset } = plan.period;
    if (weekOffset <= -3) plan.state = 'APPROVED';
    else if (weekOffset === -2) plan.state = pickWeighted(random, CLOSED_WEEK);
    else if (weekOffset === -1) plan.state = pickWeighted(random, LAST_WEEK);
    else {
      const newestIndex = demoForemanThisWeek.indexOf(plan);
      plan.state =
        newestIndex >= 0
          ? (DEMO_FOREMAN_THIS_WEEK[newestIndex] ?? pickWeighted(random, THIS_WEEK))
          : plan.date === latestDateOf.get(plan.creator.employeeId)
            ? 'OPEN'
            : pickWeighted(random, THIS_WEEK);
    }
    if (plan.state === 'REJECTED') {
      const first = plan.records[0]?.employee;
      plan.approverNotes = rejectionNote(random, first ? `${first.firstName} ${first.lastName}` : 'the crew');
    }
    // An OPEN sheet is still being filled in: no customer signature yet.
    if (plan.state === 'OPEN') plan.customerSignerName = null;
  }
};
