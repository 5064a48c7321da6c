/** Test fixtures for the timesheet write side: finds demo data to act on and builds form bodies. Tests only. */
import request from 'supertest';
import { toApiDate, type TimesheetState } from 'shared-kit/domain';
import { DEMO, type TestApi } from './test-api.ts';

export const employeeIdOf = async (api: TestApi, email: string): Promise<number> =>
  (
    await api.database.db
      .selectFrom('employees')
      .select('employeeId')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).employeeId;

/** A timesheet in the given state (and payroll period state), optionally created by a given account. */
export const findTimesheet = async (
  api: TestApi,
  where: { state: TimesheetState; periodState?: string; creatorEmail?: string; notCreatorEmail?: string },
): Promise<{ timesheetId: number; version: number; projectId: number; date: string }> => {
  let query = api.database.db
    .selectFrom('timesheets')
    .innerJoin('payrollPeriods', 'payrollPeriods.payrollPeriodId', 'timesheets.payrollPeriodId')
    .innerJoin('employees', 'employees.employeeId', 'timesheets.creatorEmployeeId')
    .select(['timesheets.timesheetId', 'timesheets.version', 'timesheets.projectId', 'timesheets.date'])
    .where('timesheets.state', '=', where.state)
    .where('payrollPeriods.state', '=', where.periodState ?? 'OPEN')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('timesheetRecords')
          .select('timesheetRecordId')
          .whereRef('timesheetRecords.timesheetId', '=', 'timesheets.timesheetId'),
      ),
    );
  if (where.creatorEmail) query = query.where('employees.email', '=', where.creatorEmail);
  if (where.notCreatorEmail) query = query.where('employees.email', '!=', where.notCreatorEmail);
  return query.orderBy('timesheets.timesheetId').executeTakeFirstOrThrow();
};

/** An Active project where the demo foreman has no timesheet on `date`, with roster employees for the crew. */
export const freeProject = async (
  api: TestApi,
  date: string,
  skip = 0,
): Promise<{ projectId: number; employeeIds: number[] }> => {
  const foremanId = await employeeIdOf(api, DEMO.foreman);
  const projects = await api.database.db
    .selectFrom('projects')
    .select('projectId')
    .where('status', '=', 'Active')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('timesheets')
            .select('timesheetId')
            .whereRef('timesheets.projectId', '=', 'projects.projectId')
            .where('timesheets.date', '=', date)
            .where('timesheets.creatorEmployeeId', '=', foremanId),
        ),
      ),
    )
    .orderBy('projectId')
    .execute();
  const project = projects[skip];
  if (!project) throw new Error('no free project');
  const roster = await api.database.db
    .selectFrom('projectEmployees')
    .innerJoin('employees', 'employees.employeeId', 'projectEmployees.employeeId')
    .select('projectEmployees.employeeId')
    .where('projectEmployees.projectId', '=', project.projectId)
    .where('employees.employeeStatus', '=', 'Active')
    .orderBy('projectEmployees.employeeId')
    .execute();
  return { projectId: project.projectId, employeeIds: roster.map((row) => row.employeeId) };
};

export const today = (): string => toApiDate(new Date());

/** The first (project, date) in an OPEN period up to today where the demo foreman has no timesheet yet. */
export const freeSlot = async (
  api: TestApi,
): Promise<{ projectId: number; date: string; employeeIds: number[] }> => {
  const periods = await api.database.db
    .selectFrom('payrollPeriods')
    .select(['startDate', 'endDate'])
    .where('state', '=', 'OPEN')
    .orderBy('startDate', 'desc')
    .execute();
  for (const period of periods) {
    for (
      let day = new Date(`${period.endDate}T12:00:00`);
      toApiDate(day) >= period.startDate;
      day.setDate(day.getDate() - 1)
    ) {
      const date = toApiDate(day);
      if (date > today()) continue;
      try {
        return { ...(await freeProject(api, date)), date };
      } catch {
        // every project has one on this date; try the day before
      }
    }
  }
  throw new Error('no free slot');
};

/** A complete, submittable form body. */
export const formBody = (projectId: number, date: string, employeeIds: readonly number[]) => ({
  projectId,
  date,
  dailyJournal: '  Set forms and poured footings.  ',
  outOfScopeHoursDescription: '',
  foremanSignature: 'data:image/png;base64,AAAA',
  foremanSignerName: 'Frank Morales',
  customerSignature: null,
  customerSignerName: '',
  timesheetRecords: employeeIds.map((employeeId) => ({
    employeeId,
    workHours: 8,
    outOfScopeHours: '',
    driveMiles: '',
    flyMiles: null,
    originAndDestination: '',
    perDiemType: 'NONE',
    truckAllowance: false,
  })),
  contractLaborRecords: [],
});

export const as = async (api: TestApi, email: string) => ({ Authorization: await api.bearer(email) });

export const getDetail = async (api: TestApi, timesheetId: number, email: string = DEMO.admin) =>
  request(api.app)
    .get(`/timesheets/${timesheetId}`)
    .set(await as(api, email));
