import request from 'supertest';
import {
  PAYROLL_PERIOD_STATES,
  TIMESHEET_STATES,
  TIMESHEET_TRANSITIONS,
  timesheetActions,
  type PayrollPeriodState,
  type Permission,
  type TimesheetAction,
  type TimesheetTransition,
} from 'shared-kit/domain';
import { DEMO_ROLES } from '../db/seed/accounts.ts';
import { timesheetRoutes } from '../http/routers/timesheets.ts';
import { createTestApi, type TestApi } from '../testing/test-api.ts';
import { actionRefusal, sourceStatesOf, type TimesheetStanding } from './timesheet-actions.ts';
import { formBody } from '../testing/timesheet-fixtures.ts';
import { TRANSITION_RULES } from './transitions.ts';

/**
 * One action table for the portal and the api (seed 000 §4/§6, TS-DETAIL-32…50, TS-CORR-01, U-02, U-28): the api's
 * allow/deny for every timesheet state × payroll period state × permission set × action is checked against
 * shared-kit's timesheetActions, so the buttons and the server cannot drift apart again.
 */

/** The actions that write; Print and View Audit log are reads (GET /timesheets/{id}). */
type WriteAction = Exclude<TimesheetAction, 'print' | 'viewAuditLog'>;
const WRITE_ACTIONS: readonly WriteAction[] = [
  'save',
  'submit',
  'startReview',
  'cancelReview',
  'approve',
  'reject',
  'reopen',
  'revokeApproval',
  'delete',
  'addCorrections',
];

/** Every permission the table reads for these actions. */
const ACTION_PERMISSIONS: readonly Permission[] = [
  'Timesheets_Review',
  'Timesheets_UpdateOpen',
  'Timesheets_UpdatePendingApproval',
  'Timesheets_UpdateInReview',
  'Timesheets_UpdateApproved',
  'Timesheets_RevokeApproval',
  'Timesheets_AddCorrection',
  'Timesheets_Delete',
];

const STANDINGS: readonly TimesheetStanding[] = TIMESHEET_STATES.flatMap((state) =>
  PAYROLL_PERIOD_STATES.map((payrollPeriodState) => ({ state, payrollPeriodState })),
);

/** The api allows exactly what the table offers (route permissions included): no exceptions. */
const expectedAnswer = (
  action: WriteAction,
  standing: TimesheetStanding,
  permissions: ReadonlySet<Permission>,
): 'allowed' | 'refused' =>
  timesheetActions({ ...standing, has: (permission) => permissions.has(permission) }).includes(action)
    ? 'allowed'
    : 'refused';

const transitionOf = (action: WriteAction): TimesheetTransition | undefined =>
  TIMESHEET_TRANSITIONS.find((name) => TRANSITION_RULES[name].action === action);

/** The route of an action, as the route table declares it. */
const routeKey = (action: WriteAction): { method: string; path: string } => {
  if (action === 'save') return { method: 'put', path: '/timesheets/:timesheetId/update/:section' };
  if (action === 'delete') return { method: 'delete', path: '/timesheets/:timesheetId' };
  if (action === 'addCorrections') return { method: 'put', path: '/timesheets/:timesheetId/corrections' };
  return { method: 'put', path: `/timesheets/:timesheetId/${transitionOf(action) ?? action}` };
};

const label = (action: WriteAction, standing: TimesheetStanding, permissions: Iterable<Permission>) =>
  `${action} on ${standing.state} (payroll ${standing.payrollPeriodState ?? 'none'}) with [${[...permissions].join(', ')}]`;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('the api decides with shared-kit timesheetActions', () => {
  it('maps every transition to an action of the table, with its source states read from it', () => {
    for (const name of TIMESHEET_TRANSITIONS) {
      const rule = TRANSITION_RULES[name];
      expect(WRITE_ACTIONS).toContain(rule.action);
      expect(rule.from).toEqual(sourceStatesOf(rule.action));
      expect(rule.from.length).toBeGreaterThan(0);
    }
    expect(TRANSITION_RULES.approve.from).toEqual(['IN_REVIEW', 'PENDING_APPROVAL']);
    expect(TRANSITION_RULES.reopen.from).toEqual(['PENDING_APPROVAL', 'REJECTED']);
  });

  it('tells a wrong state (409) from a locked period (409) from a missing permission (403)', () => {
    const reviewer = { permissions: new Set<Permission>(['Timesheets_Review']) };
    expect(actionRefusal(reviewer, 'approve', { state: 'OPEN', payrollPeriodState: 'OPEN' })).toBe('state');
    expect(actionRefusal(reviewer, 'approve', { state: 'IN_REVIEW', payrollPeriodState: 'COMPLETED' })).toBe(
      'locked-period',
    );
    expect(actionRefusal(reviewer, 'reopen', { state: 'REJECTED', payrollPeriodState: 'OPEN' })).toBe(
      'permission',
    );
    expect(
      actionRefusal(reviewer, 'approve', { state: 'IN_REVIEW', payrollPeriodState: 'CLOSED' }),
    ).toBeNull();
    const payroll = { permissions: new Set<Permission>(['Timesheets_AddCorrection']) };
    expect(actionRefusal(payroll, 'addCorrections', { state: 'APPROVED', payrollPeriodState: 'OPEN' })).toBe(
      'state',
    );
    expect(
      actionRefusal(payroll, 'addCorrections', { state: 'APPROVED', payrollPeriodState: 'COMPLETED' }),
    ).toBeNull();
  });

  it('agrees with the table for every subset of the action permissions, in every state and period, route access included', () => {
    const routes = timesheetRoutes({ db: api.database.db, settings: api.settings });
    const routeAccess = (action: WriteAction): readonly Permission[] => {
      const key = routeKey(action);
      const route = routes.find(
        (candidate) => candidate.method === key.method && candidate.path === key.path,
      );
      if (route?.access.kind !== 'any-of') throw new Error(`no permission-checked route for ${action}`);
      return route.access.permissions;
    };
    const drift: string[] = [];
    for (let mask = 0; mask < 2 ** ACTION_PERMISSIONS.length; mask += 1) {
      const permissions = new Set(ACTION_PERMISSIONS.filter((_, bit) => mask & (1 << bit)));
      for (const standing of STANDINGS) {
        for (const action of WRITE_ACTIONS) {
          const passesRoute = routeAccess(action).some((permission) => permissions.has(permission));
          const answer =
            passesRoute && actionRefusal({ permissions }, action, standing) === null ? 'allowed' : 'refused';
          if (answer !== expectedAnswer(action, standing, permissions)) {
            drift.push(`${label(action, standing, permissions)}: api ${answer}`);
          }
        }
      }
    }
    expect(drift).toEqual([]);
  });
});

/** A permission set to walk over HTTP, with ApproverDashboard_View so every walked timesheet is visible (U-20). */
interface Walker {
  name: string;
  permissions: ReadonlySet<Permission>;
  email: string;
}

const ROLE_PERMISSION_SETS: [string, readonly Permission[]][] = [
  ['none', []],
  ['all', ACTION_PERMISSIONS],
  ...ACTION_PERMISSIONS.map((only): [string, Permission[]] => [`only ${only}`, [only]]),
  ...ACTION_PERMISSIONS.map((left): [string, Permission[]] => [
    `all but ${left}`,
    ACTION_PERMISSIONS.filter((permission) => permission !== left),
  ]),
  ...Object.entries(DEMO_ROLES).map(([key, role]): [string, readonly Permission[]] => [
    `demo ${key}`,
    role.permissions,
  ]),
];

const addWalker = async (
  index: number,
  name: string,
  permissions: readonly Permission[],
): Promise<Walker> => {
  const { db } = api.database;
  const granted = new Set<Permission>([...permissions, 'ApproverDashboard_View']);
  const { roleId } = await db
    .insertInto('roles')
    .values({ name: `Action walk ${index}` })
    .returning('roleId')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('rolePermissions')
    .values([...granted].map((permission) => ({ roleId, permission })))
    .execute();
  const email = `action-walk-${index}@example.com`;
  const { employeeId } = await db
    .insertInto('employees')
    .values({
      accumaticaId: `WALK-${index}`,
      payrollProviderId: `WALK-${index}`,
      firstName: 'Walk',
      lastName: `Number${index}`,
      email,
      stateCode: 'TX',
      employeeClass: 'WKLYHRLY',
      department: 'FIELD',
      laborItem: 'WELDER_LABOR',
      primaryJobClass: null,
    })
    .returning('employeeId')
    .executeTakeFirstOrThrow();
  await db.insertInto('employeeRoles').values({ employeeId, roleId, position: 0 }).execute();
  return { name, permissions: new Set(permissions), email };
};

/** A timesheet held in one standing: put back (state, version 1, even re-created) after each write that went through. */
interface WalkSheet {
  standing: TimesheetStanding;
  timesheetId: number;
  projectId: number;
  date: string;
  payrollPeriodId: number;
  creatorEmployeeId: number;
}

/** Weeks of 2001 (1 January 2001 was a Monday), far from the seed's dates, one per payroll period state. */
const WEEKS: Record<PayrollPeriodState, { startDate: string; endDate: string }> = {
  OPEN: { startDate: '2001-01-01', endDate: '2001-01-07' },
  CLOSED: { startDate: '2001-01-08', endDate: '2001-01-14' },
  COMPLETED: { startDate: '2001-01-15', endDate: '2001-01-21' },
};

const addSheets = async (creatorEmployeeId: number): Promise<WalkSheet[]> => {
  const { db } = api.database;
  const { projectId } = await db
    .selectFrom('projects')
    .select('projectId')
    .orderBy('projectId')
    .executeTakeFirstOrThrow();
  const sheets: WalkSheet[] = [];
  for (const payrollPeriodState of PAYROLL_PERIOD_STATES) {
    const { payrollPeriodId } = await db
      .insertInto('payrollPeriods')
      .values({ ...WEEKS[payrollPeriodState], state: payrollPeriodState })
      .returning('payrollPeriodId')
      .executeTakeFirstOrThrow();
    for (const [day, state] of TIMESHEET_STATES.entries()) {
      const date = `2001-01-${String(Number(WEEKS[payrollPeriodState].startDate.slice(8)) + day).padStart(2, '0')}`;
      const { timesheetId } = await db
        .insertInto('timesheets')
        .values({ projectId, date, state, creatorEmployeeId, payrollPeriodId })
        .returning('timesheetId')
        .executeTakeFirstOrThrow();
      sheets.push({
        standing: { state, payrollPeriodState },
        timesheetId,
        projectId,
        date,
        payrollPeriodId,
        creatorEmployeeId,
      });
    }
  }
  return sheets;
};

/** Puts a sheet back in its standing after a write changed (or deleted) it. */
const restore = async (sheet: WalkSheet): Promise<void> => {
  const { db } = api.database;
  const updated = await db
    .updateTable('timesheets')
    .set({ state: sheet.standing.state, version: 1, approverNotes: null })
    .where('timesheetId', '=', sheet.timesheetId)
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return;
  await db
    .insertInto('timesheets')
    .values({
      timesheetId: sheet.timesheetId,
      projectId: sheet.projectId,
      date: sheet.date,
      state: sheet.standing.state,
      creatorEmployeeId: sheet.creatorEmployeeId,
      payrollPeriodId: sheet.payrollPeriodId,
    })
    .execute();
};

/** The request the portal sends for an action, at version 1. */
const send = (action: WriteAction, sheet: WalkSheet, authorization: string): request.Test => {
  const agent = request(api.app);
  const id = sheet.timesheetId;
  if (action === 'save') {
    return agent
      .put(`/timesheets/${id}/update/daily-journal`)
      .set('Authorization', authorization)
      .send({ ...formBody(sheet.projectId, sheet.date, []), version: 1 });
  }
  if (action === 'delete') {
    return agent.delete(`/timesheets/${id}`).set('Authorization', authorization).set('If-Match', '"1"');
  }
  if (action === 'addCorrections') {
    return agent
      .put(`/timesheets/${id}/corrections`)
      .set('Authorization', authorization)
      .send({ version: 1, corrections: [] });
  }
  return agent
    .put(`/timesheets/${id}/${transitionOf(action) ?? action}`)
    .set('Authorization', authorization)
    .send({ version: 1, approverNotes: 'Walked by the action-table test' });
};

describe('over HTTP: every state × payroll period × role permission set × action', () => {
  it('refuses (403/409) exactly where timesheetActions does, apart from the documented api-only rules', async () => {
    const walkers: Walker[] = [];
    for (const [index, [name, permissions]] of ROLE_PERMISSION_SETS.entries()) {
      walkers.push(await addWalker(index, name, permissions));
    }
    const creator = await api.database.db
      .selectFrom('employees')
      .select('employeeId')
      .where('email', '=', walkers[0]?.email ?? '')
      .executeTakeFirstOrThrow();
    const sheets = await addSheets(creator.employeeId);

    const drift: string[] = [];
    for (const walker of walkers) {
      const authorization = await api.bearer(walker.email);
      for (const sheet of sheets) {
        for (const action of WRITE_ACTIONS) {
          const response = await send(action, sheet, authorization);
          const refused = response.status === 403 || response.status === 409;
          // Any other answer (200, 204, or 400 from Submit's and Reject's own rules) got past the action table.
          if (!refused) await restore(sheet);
          const stale = response.status === 409 && /changed by someone else/.test(response.text);
          if (stale || response.status >= 500 || response.status === 404 || response.status === 428) {
            drift.push(`${label(action, sheet.standing, walker.permissions)}: unexpected ${response.status}`);
            continue;
          }
          const answer = refused ? 'refused' : 'allowed';
          if (answer !== expectedAnswer(action, sheet.standing, walker.permissions)) {
            drift.push(
              `${walker.name}: ${label(action, sheet.standing, walker.permissions)}: api ${answer} (${response.status} ${JSON.stringify(response.body)})`,
            );
          }
        }
      }
    }
    expect(drift).toEqual([]);
  }, 300_000);
});
