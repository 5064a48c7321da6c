import {
  effectivePerDiemType,
  hasDriveMilesPerDiem,
  hasFlyMilesPerDiem,
  MSG,
  type TimesheetForm,
} from 'shared-kit/domain';
import type { Db } from '../db/database.ts';
import {
  findCrewEmployees,
  jobClassOrder,
  periodContractorIds,
  rosterJobClasses,
  type ContractLaborRow,
  type ContractLaborValues,
  type CrewEmployeeRow,
  type CrewRecordRow,
  type CrewRecordValues,
} from '../db/repositories/timesheet-records.ts';
import { fieldIssue, invalid, type Issue } from './errors.ts';
import { projectPerDiemRates } from './per-diem.ts';
import { cleanText } from './text.ts';

export const EMPLOYEE_FIXED_TEXT = 'An employee already on the timesheet cannot be changed';
export const INACTIVE_EMPLOYEE_TEXT = 'Only Active employees can be added to a timesheet';

/** The rows stored before a save, so the write can match rows and the audit can name what changed. */
export interface StoredRows {
  crew: CrewRecordRow[];
  labor: ContractLaborRow[];
}

/** The timesheet the rows belong to, with what the per diem and contractor lookups need. */
export interface RowTarget {
  timesheetId: number;
  projectId: number;
  perDiemTableType: string;
  payrollPeriodId: number;
}

/** A row as it will be stored: `id` of the stored row it updates, null for a new one. */
export interface PlannedCrewRow {
  id: number | null;
  values: CrewRecordValues;
  lastName: string;
  jobClass: string | null;
}
export interface PlannedLaborRow {
  id: number | null;
  values: ContractLaborValues;
}

/** The checked rows of a save, with the job class order new rows are sorted by and each crew employee. */
export interface RowPlan {
  crew: PlannedCrewRow[];
  labor: PlannedLaborRow[];
  jobClassOrder: Map<string, number>;
  employeeById: Map<number, CrewEmployeeRow>;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

type Lookups = Omit<RowPlan, 'crew' | 'labor'> & {
  rosterJobClass: Map<number, string>;
  rateOf: Awaited<ReturnType<typeof projectPerDiemRates>>;
  contractorIdOf: Map<string, number>;
};

/**
 * The crew rows of the form, matched to the stored ones by timesheetRecordId, else by employee, with per diem type,
 * rate and flags decided here (TS-CALC-05/06, TS-VALID-13). Problems go to `issues`.
 */
const checkCrewRows = (
  form: TimesheetForm,
  stored: StoredRows,
  lookups: Lookups,
  issues: Issue[],
): PlannedCrewRow[] => {
  const storedById = new Map(stored.crew.map((row) => [row.timesheetRecordId, row]));
  const storedByEmployee = new Map(stored.crew.map((row) => [row.employeeId, row]));
  const seen = new Set<number>();
  const crew: PlannedCrewRow[] = [];
  form.timesheetRecords.forEach((record, index) => {
    const at = (field: string) => ['timesheetRecords', index, field];
    if (!record.employeeId) return issues.push(fieldIssue(at('employeeId'), MSG.employeeEmpty));
    const employee = lookups.employeeById.get(record.employeeId);
    if (!employee) return issues.push(fieldIssue(at('employeeId'), 'Employee not found'));
    if (seen.has(employee.employeeId)) {
      return issues.push(fieldIssue(at('employeeId'), 'An employee can only be on a timesheet once'));
    }
    seen.add(employee.employeeId);
    const jobClassOverride = cleanText(record.jobClassOverride);
    if (jobClassOverride && !lookups.jobClassOrder.has(jobClassOverride)) {
      return issues.push(fieldIssue(at('jobClassOverride'), 'Unknown job class'));
    }
    let id: number | null;
    if (record.timesheetRecordId) {
      if (!storedById.has(record.timesheetRecordId)) {
        return issues.push(fieldIssue(at('timesheetRecordId'), 'This row is not part of this timesheet'));
      }
      id = record.timesheetRecordId;
      // An employee already on the timesheet cannot be changed (seed 000 §5): remove the row and add another.
      if (storedById.get(id)?.employeeId !== employee.employeeId) {
        return issues.push(fieldIssue(at('employeeId'), EMPLOYEE_FIXED_TEXT));
      }
    } else {
      id = storedByEmployee.get(employee.employeeId)?.timesheetRecordId ?? null;
    }
    // New rows take Active employees only (the seed's employee choices); rows already saved stay as they are.
    if (id === null && employee.employeeStatus !== 'Active') {
      return issues.push(fieldIssue(at('employeeId'), INACTIVE_EMPLOYEE_TEXT));
    }
    const jobClass =
      jobClassOverride ?? lookups.rosterJobClass.get(employee.employeeId) ?? employee.primaryJobClass;
    const perDiemType = effectivePerDiemType(record.perDiemType, employee.perDiemEligible);
    const workHours = round2(record.workHours);
    const driveMiles = round2(record.driveMiles);
    const flyMiles = round2(record.flyMiles);
    crew.push({
      id,
      lastName: employee.lastName,
      jobClass,
      values: {
        employeeId: employee.employeeId,
        jobClassOverride,
        workHours,
        outOfScopeHours: round2(record.outOfScopeHours),
        driveMiles,
        flyMiles,
        originAndDestination: cleanText(record.originAndDestination),
        perDiemType,
        perDiemRate:
          perDiemType === 'NONE' || !jobClass ? null : (lookups.rateOf(jobClass, perDiemType) ?? null),
        truckAllowance: record.truckAllowance,
        hasDriveMilesPerDiem: hasDriveMilesPerDiem(driveMiles),
        hasFlyMilesPerDiem: hasFlyMilesPerDiem(flyMiles, workHours, perDiemType),
        isFromProject: id
          ? (storedById.get(id)?.isFromProject ?? record.isFromProject)
          : record.isFromProject,
      },
    });
    return undefined;
  });
  // Two rows claiming the same stored row (an id and an employee match) cannot both update it.
  const claimed = new Set<number>();
  crew.forEach((row, index) => {
    if (row.id === null) return;
    if (claimed.has(row.id)) issues.push(fieldIssue(['timesheetRecords', index], 'This row appears twice'));
    claimed.add(row.id);
  });
  return crew;
};

/** The contract labor rows of the form; a contractor named on the period's list is linked to it. */
const checkLaborRows = (
  form: TimesheetForm,
  stored: StoredRows,
  lookups: Lookups,
  issues: Issue[],
): PlannedLaborRow[] => {
  const storedIds = new Set(stored.labor.map((row) => row.timesheetRecordId));
  const labor: PlannedLaborRow[] = [];
  form.contractLaborRecords.forEach((record, index) => {
    const at = (field: string) => ['contractLaborRecords', index, field];
    const contractorClass = cleanText(record.contractorClass) ?? 'FIELD_LABOR';
    if (!lookups.jobClassOrder.has(contractorClass))
      return issues.push(fieldIssue(at('contractorClass'), 'Unknown job class'));
    if (record.timesheetRecordId && !storedIds.has(record.timesheetRecordId)) {
      return issues.push(fieldIssue(at('timesheetRecordId'), 'This row is not part of this timesheet'));
    }
    const contractorName = cleanText(record.contractor) ?? '';
    labor.push({
      id: record.timesheetRecordId ?? null,
      values: {
        contractorName,
        contractorCompanyName: cleanText(record.contractorCompanyName) ?? '',
        contractorClass,
        workHours: round2(record.workHours),
        outOfScopeHours: round2(record.outOfScopeHours),
        payrollPeriodContractorId: lookups.contractorIdOf.get(contractorName.toLowerCase()) ?? null,
      },
    });
    return undefined;
  });
  return labor;
};

/**
 * Checks the form's crew and contract labor rows against the stored rows and the catalogs, and returns them as they
 * will be stored; 400 with every problem otherwise.
 */
export const checkRows = async (
  trx: Db,
  target: RowTarget,
  form: TimesheetForm,
  stored: StoredRows,
): Promise<RowPlan> => {
  const employeeIds = form.timesheetRecords.flatMap((record) =>
    record.employeeId ? [record.employeeId] : [],
  );
  const [employees, rosterJobClass, order, rateOf, contractorIdOf] = await Promise.all([
    findCrewEmployees(trx, [...new Set(employeeIds)]),
    rosterJobClasses(trx, target.projectId),
    jobClassOrder(trx),
    projectPerDiemRates(trx, target),
    periodContractorIds(trx, target.payrollPeriodId),
  ]);
  const lookups: Lookups = {
    employeeById: new Map(employees.map((employee) => [employee.employeeId, employee])),
    jobClassOrder: order,
    rosterJobClass,
    rateOf,
    contractorIdOf,
  };
  const issues: Issue[] = [];
  const crew = checkCrewRows(form, stored, lookups, issues);
  const labor = checkLaborRows(form, stored, lookups, issues);
  if (issues.length > 0) throw invalid(issues);
  return { crew, labor, jobClassOrder: order, employeeById: lookups.employeeById };
};
