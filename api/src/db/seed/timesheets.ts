import type { Transaction } from 'kysely';
import { DEFAULT_CONTRACTOR_CLASS } from 'shared-kit/domain';
import type { Database } from '../schema.ts';
import { inChunks } from './insert-in-chunks.ts';
import type { ApprovedHours } from './payroll.ts';
import type { Random } from './random.ts';
import { signatureDataUrl } from './texts.ts';
import { travelHoursOf, type TimesheetPlan } from './timesheet-plans.ts';

export interface SeededTimesheet {
  timesheetId: number;
  plan: TimesheetPlan;
}

const keyOf = (projectId: number, date: string, creatorEmployeeId: number): string =>
  `${projectId}|${date}|${creatorEmployeeId}`;

/** Inserts the planned timesheets with their crew and contract labor rows. */
export const insertTimesheets = async (
  trx: Transaction<Database>,
  random: Random,
  plans: readonly TimesheetPlan[],
): Promise<SeededTimesheet[]> => {
  const inserted = await inChunks(plans, (chunk) =>
    trx
      .insertInto('timesheets')
      .values(
        chunk.map((plan) => {
          const signed = plan.state !== 'OPEN';
          const foremanName = `${plan.creator.firstName} ${plan.creator.lastName}`;
          return {
            projectId: plan.project.projectId,
            date: plan.date,
            state: plan.state,
            creatorEmployeeId: plan.creator.employeeId,
            payrollPeriodId: plan.period.payrollPeriodId,
            approverNotes: plan.approverNotes,
            dailyJournal: plan.dailyJournal,
            outOfScopeHoursDescription: plan.outOfScopeHoursDescription,
            foremanSignature: signed ? signatureDataUrl(random) : null,
            foremanSignerName: signed ? foremanName : null,
            customerSignature: plan.customerSignerName ? signatureDataUrl(random) : null,
            customerSignerName: plan.customerSignerName,
          };
        }),
      )
      .returning(['timesheetId', 'projectId', 'date', 'creatorEmployeeId'])
      .execute(),
  );
  // Matched by the natural key, not by position: RETURNING order is not promised by SQL.
  const idByKey = new Map(
    inserted.map((row) => [keyOf(row.projectId, row.date, row.creatorEmployeeId), row.timesheetId]),
  );
  const seeded = plans.map((plan) => {
    const timesheetId = idByKey.get(keyOf(plan.project.projectId, plan.date, plan.creator.employeeId));
    if (timesheetId === undefined)
      throw new Error(`timesheet not inserted: ${plan.project.projectNumber} ${plan.date}`);
    return { timesheetId, plan };
  });

  const crewRows = seeded.flatMap(({ timesheetId, plan }) =>
    plan.records.map((record) => ({
      timesheetId,
      employeeId: record.employee.employeeId,
      workHours: record.workHours,
      outOfScopeHours: record.outOfScopeHours,
      driveMiles: record.driveMiles,
      flyMiles: record.flyMiles,
      originAndDestination: record.originAndDestination,
      perDiemType: record.perDiemType,
      perDiemRate: record.perDiemRate,
      truckAllowance: record.truckAllowance,
      // Seed 000 §9: drive miles of 700 or more; fly miles with no work hours and a per diem.
      hasDriveMilesPerDiem: record.driveMiles >= 700,
      hasFlyMilesPerDiem: record.flyMiles >= 1 && record.workHours === 0 && record.perDiemType !== 'NONE',
      isFromProject: true,
    })),
  );
  await inChunks(crewRows, async (chunk) => {
    await trx.insertInto('timesheetRecords').values(chunk).execute();
    return [];
  });

  const contractRows = seeded.flatMap(({ timesheetId, plan }) =>
    plan.contractLabor.map((labor) => ({ timesheetId, ...labor, contractorClass: DEFAULT_CONTRACTOR_CLASS })),
  );
  await inChunks(contractRows, async (chunk) => {
    await trx.insertInto('contractLaborRecords').values(chunk).execute();
    return [];
  });
  return seeded;
};

/** Approved work and travel hours per `${payrollPeriodId}|${employeeId}`, the input of the no-pay roster. */
export const approvedHoursOf = (timesheets: readonly SeededTimesheet[]): Map<string, ApprovedHours> => {
  const hours = new Map<string, ApprovedHours>();
  for (const { plan } of timesheets.filter((timesheet) => timesheet.plan.state === 'APPROVED')) {
    for (const record of plan.records) {
      const key = `${plan.period.payrollPeriodId}|${record.employee.employeeId}`;
      const sum = hours.get(key) ?? { workHours: 0, travelHours: 0 };
      hours.set(key, {
        workHours: sum.workHours + record.workHours,
        travelHours: sum.travelHours + travelHoursOf(record),
      });
    }
  }
  return hours;
};
