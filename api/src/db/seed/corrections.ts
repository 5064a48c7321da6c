import type { Transaction } from 'kysely';
import { toApiDate } from 'shared-kit/domain';
import type { CorrectionType } from 'shared-kit/domain';
import type { Database } from '../schema.ts';
import type { AuditEventPlan } from './audit.ts';
import type { SeededPayrollPeriod } from './payroll.ts';
import type { SeededEmployee } from './people.ts';
import type { SeededProject } from './projects.ts';
import type { Random } from './random.ts';
import { dateAt, plusDays } from './time.ts';
import type { SeededTimesheet } from './timesheets.ts';

/** Late changes to completed payroll periods: crew corrections on approved timesheets and standalone ones. */

type CorrectionValue = {
  correctionDriveMiles?: number;
  correctionFlyMiles?: number;
  correctionWorkHours?: number;
  correctionPerDiemType?: string;
  correctionTruckAllowance?: boolean;
};

const CREW_CORRECTIONS: readonly [CorrectionType, CorrectionValue, string][] = [
  ['ADD_WORK_HOURS', { correctionWorkHours: 2 }, 'Stayed late to finish the pour; missed on the sheet.'],
  ['ADD_DRIVE_MILES', { correctionDriveMiles: 45 }, 'Drove to the supply house for fittings.'],
  ['UPDATE_PER_DIEM', { correctionPerDiemType: 'LOCAL' }, 'Per diem type corrected per the project roster.'],
  ['UPDATE_TRUCK_ALLOWANCE', { correctionTruckAllowance: true }, 'Used personal truck to haul materials.'],
];

const STANDALONE_CORRECTIONS: readonly [CorrectionType, string, string][] = [
  ['ADD_WORK_HOURS', '4', 'Safety training hours not on any timesheet.'],
  ['UPDATE_TRUCK_ALLOWANCE', 'Y', 'Truck allowance approved by the project manager.'],
  ['UPDATE_PER_DIEM', 'Regional', 'Regional per diem for the overnight stay.'],
];

/** A date after the period ended, but never after today. */
const correctedDateFor = (period: SeededPayrollPeriod, days: number, today: Date): string => {
  const date = plusDays(period.endDate, days);
  const todayText = toApiDate(today);
  return date > todayText ? todayText : date;
};

export const seedCorrections = async (
  trx: Transaction<Database>,
  random: Random,
  today: Date,
  timesheets: readonly SeededTimesheet[],
  projects: readonly SeededProject[],
  periods: readonly SeededPayrollPeriod[],
  payrollClerk: SeededEmployee,
): Promise<AuditEventPlan[]> => {
  const auditEvents: AuditEventPlan[] = [];
  const candidates = random.shuffle(
    timesheets.filter(
      ({ plan }) =>
        plan.state === 'APPROVED' && plan.period.state === 'COMPLETED' && plan.period.weekOffset >= -4,
    ),
  );
  for (const [index, [correctionType, value, comments]] of CREW_CORRECTIONS.entries()) {
    const timesheet = candidates[index];
    const record = timesheet?.plan.records[0];
    if (!timesheet || !record) continue;
    const correctedDate = correctedDateFor(timesheet.plan.period, 2 + index, today);
    await trx
      .insertInto('timesheetCorrections')
      .values({
        timesheetId: timesheet.timesheetId,
        employeeId: record.employee.employeeId,
        correctionType,
        ...value,
        comments,
        correctedDate,
        createdByEmployeeId: payrollClerk.employeeId,
      })
      .execute();
    auditEvents.push({
      timesheetId: timesheet.timesheetId,
      action: 'Corrections',
      employeeId: payrollClerk.employeeId,
      auditTime: dateAt(correctedDate, 11, 15),
      fromState: null,
      toState: null,
      entries: [
        {
          action: 'add',
          parent: 'Corrections',
          fieldName: correctionType,
          newValue: JSON.stringify(Object.values(value)[0]),
          oldValue: null,
        },
      ],
    });
  }

  const completed = periods.filter((period) => period.state === 'COMPLETED' && period.weekOffset >= -4);
  const activeProjects = projects.filter((project) => project.status === 'Active');
  for (const [index, [correctionType, newValue, comments]] of STANDALONE_CORRECTIONS.entries()) {
    const period = completed[index % completed.length];
    const project = activeProjects[index];
    const member = project?.roster[1] ?? project?.roster[0];
    if (!period || !project || !member) continue;
    await trx
      .insertInto('projectCorrections')
      .values({
        payrollPeriodId: period.payrollPeriodId,
        projectId: project.projectId,
        employeeId: member.employee.employeeId,
        correctionDate: plusDays(period.startDate, 2 + index),
        correctedDate: correctedDateFor(period, 3, today),
        correctionType,
        newValue,
        comments,
        createdByEmployeeId: payrollClerk.employeeId,
      })
      .execute();
  }
  return auditEvents;
};
