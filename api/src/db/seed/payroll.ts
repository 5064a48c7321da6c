import { addWeeks, startOfWeek } from 'date-fns';
import type { Transaction } from 'kysely';
import { toApiDate, type PayrollPeriodState } from 'shared-kit/domain';
import type { NoPayStatus } from 'shared-kit/domain';
import type { Database } from '../schema.ts';
import type { SeededEmployee } from './people.ts';
import type { Random } from './random.ts';
import { dateAt, notInFuture, plusDays } from './time.ts';

/** Weeks of history before the current week. */
export const HISTORY_WEEKS = 8;

export interface SeededPayrollPeriod {
  payrollPeriodId: number;
  startDate: string;
  endDate: string;
  state: PayrollPeriodState;
  /** 0 = current week, -1 = last week, … */
  weekOffset: number;
  contractors: { payrollPeriodContractorId: number; contractorName: string; contractorCompanyName: string }[];
}

const CONTRACTORS = [
  ['Dale Whitaker', 'Whitaker Staffing LLC'],
  ['Ramon Ibarra', 'Ibarra Labor Services'],
  ['Tina Osei', 'Keystone Temp Crews'],
  ['Morgan Blake', 'Blake Industrial Staffing'],
  ['Luis Cardenas', 'Gulf Labor Partners'],
] as const;

/** Older periods are COMPLETED, two weeks ago is CLOSED, last week and this week are OPEN. */
const stateOf = (weekOffset: number): PayrollPeriodState =>
  weekOffset <= -3 ? 'COMPLETED' : weekOffset === -2 ? 'CLOSED' : 'OPEN';

export const seedPayrollPeriods = async (
  trx: Transaction<Database>,
  random: Random,
  today: Date,
  payrollClerk: SeededEmployee,
): Promise<SeededPayrollPeriod[]> => {
  const currentWeekStart = startOfWeek(today, { weekStartsOn: 1 });
  const periods: SeededPayrollPeriod[] = [];
  for (let weekOffset = -HISTORY_WEEKS; weekOffset <= 0; weekOffset += 1) {
    const startDate = toApiDate(addWeeks(currentWeekStart, weekOffset));
    const endDate = plusDays(startDate, 6);
    const state = stateOf(weekOffset);
    const { payrollPeriodId } = await trx
      .insertInto('payrollPeriods')
      .values({ startDate, endDate, state })
      .returning('payrollPeriodId')
      .executeTakeFirstOrThrow();

    const transitions: { fromState: string; toState: string }[] =
      state === 'COMPLETED'
        ? [
            { fromState: 'OPEN', toState: 'CLOSED' },
            { fromState: 'CLOSED', toState: 'COMPLETED' },
          ]
        : state === 'CLOSED'
          ? [{ fromState: 'OPEN', toState: 'CLOSED' }]
          : [];
    const times = notInFuture([dateAt(plusDays(endDate, 1), 10), dateAt(plusDays(endDate, 3), 15)], today);
    if (transitions.length > 0) {
      await trx
        .insertInto('payrollPeriodTransitions')
        .values(
          transitions.map((transition, index) => ({
            ...transition,
            payrollPeriodId,
            employeeId: payrollClerk.employeeId,
            transitionTime: times[index],
          })),
        )
        .execute();
    }

    const contractors = await trx
      .insertInto('payrollPeriodContractors')
      .values(
        random
          .shuffle(CONTRACTORS)
          .slice(0, 3)
          .map(([contractorName, contractorCompanyName]) => ({
            payrollPeriodId,
            contractorName,
            contractorCompanyName,
          })),
      )
      .returning(['payrollPeriodContractorId', 'contractorName', 'contractorCompanyName'])
      .execute();
    periods.push({ payrollPeriodId, startDate, endDate, state, weekOffset, contractors });
  }
  return periods;
};

export interface ApprovedHours {
  workHours: number;
  travelHours: number;
}

const NO_PAY_CHOICES: readonly (NoPayStatus | null)[] = [
  'OFF',
  'PTO',
  'NOT_ASSIGNED_JOB_YET',
  'PERSONAL_LEAVE',
  'ON_JOB',
  null,
];

/**
 * The no-pay roster of each closed or completed period: every active employee with their approved hours; those with
 * none are the no-pay rows, which payroll has annotated on completed periods.
 */
export const seedRosters = async (
  trx: Transaction<Database>,
  random: Random,
  today: Date,
  periods: readonly SeededPayrollPeriod[],
  employees: readonly SeededEmployee[],
  approvedHours: ReadonlyMap<string, ApprovedHours>,
): Promise<void> => {
  for (const period of periods.filter((candidate) => candidate.state !== 'OPEN')) {
    const rows = employees
      .filter((employee) => employee.active)
      .map((employee) => {
        const hours = approvedHours.get(`${period.payrollPeriodId}|${employee.employeeId}`) ?? {
          workHours: 0,
          travelHours: 0,
        };
        const noPay = hours.workHours === 0 && hours.travelHours === 0;
        const noPayStatus =
          noPay && period.state === 'COMPLETED' && employee.kind !== 'office'
            ? random.pick(NO_PAY_CHOICES)
            : null;
        return {
          payrollPeriodId: period.payrollPeriodId,
          employeeId: employee.employeeId,
          hours: hours.workHours,
          travelHours: Math.round(hours.travelHours * 100) / 100,
          noPayStatus,
          noPayNotes:
            noPayStatus === 'PTO'
              ? 'Approved PTO request'
              : noPayStatus === 'PERSONAL_LEAVE'
                ? 'Family matter'
                : null,
        };
      });
    await trx.insertInto('payrollPeriodEmployees').values(rows).execute();
    const [generatedTime] = notInFuture([dateAt(plusDays(period.endDate, 1), 9, 30)], today);
    await trx
      .updateTable('payrollPeriods')
      .set({ rosterGeneratedTime: generatedTime })
      .where('payrollPeriodId', '=', period.payrollPeriodId)
      .execute();
  }
};
