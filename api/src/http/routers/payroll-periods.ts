import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import {
  payrollPeriodCompletenessSchema,
  payrollPeriodContractorSchema,
  payrollPeriodQuerySchema,
  payrollPeriodViewSchema,
  payrollRosterRowSchema,
  payrollRosterUpdateSchema,
} from 'shared-kit/domain';
import * as z from 'zod/mini';
import { anyOf } from '../../auth/access.ts';
import { requireCurrentUser } from '../../auth/current-user.ts';
import {
  getActivePayrollPeriod,
  getPayrollPeriod,
  getPayrollPeriodContractors,
  listPayrollPeriods,
  PAYROLL_PERIOD,
  PAYROLL_TRANSITIONS,
  transitionPayrollPeriod,
  type PayrollPeriodAction,
} from '../../services/payroll.ts';
import { checkPayrollPeriodCompleteness } from '../../services/payroll-completeness.ts';
import { createPayrollStringifier, exportPayroll } from '../../services/payroll-export.ts';
import { getRoster, regenerateRoster, saveNoPayRoster } from '../../services/roster.ts';
import { pagedList } from '../paging.ts';
import type { ApiRoute } from '../routes.ts';
import { optionalVersion, pathId, versionFrom } from '../params.ts';
import type { RouteDependencies } from './dependencies.ts';

const periodId = (request: Request): number => pathId(request, 'payrollPeriodId', PAYROLL_PERIOD);

const transitionRoute = (
  { db }: RouteDependencies,
  action: PayrollPeriodAction,
  permission: 'PayrollDashboard_Close' | 'PayrollDashboard_Reopen' | 'PayrollDashboard_Complete',
): ApiRoute => ({
  method: 'put',
  path: `/payroll-periods/:payrollPeriodId/${action}`,
  access: anyOf(permission),
  doc: {
    operationId: `${action}PayrollPeriod`,
    summary: `${action.charAt(0).toUpperCase()}${action.slice(1)}: ${PAYROLL_TRANSITIONS[action].from} → ${PAYROLL_TRANSITIONS[action].to} (U-10, U-11)`,
    description:
      'Version required (If-Match or body `version`): 428 without, 409 when stale; 409 with the reason from any other state (COMPLETED is final). Returns the period.',
    response: payrollPeriodViewSchema,
  },
  handle: async (request, response) => {
    const payrollPeriodId = periodId(request);
    const version = versionFrom(request);
    response.json(
      await transitionPayrollPeriod(db, {
        payrollPeriodId,
        action,
        version,
        employeeId: requireCurrentUser(request).employeeId,
      }),
    );
  },
});

export const payrollPeriodRoutes = (dependencies: RouteDependencies): ApiRoute[] => {
  const { db, settings } = dependencies;
  return [
    {
      // PAYROLL-01/04: the dashboard, with counts on request; the month picker narrows by date range.
      method: 'get',
      path: '/payroll-periods',
      doc: {
        operationId: 'listPayrollPeriods',
        response: z.array(payrollPeriodViewSchema),
        summary: 'List payroll periods (newest first), with the dashboard counts when calculateStats=true',
        description:
          'Counts: numUnapprovedTimesheets (not APPROVED/COMPLETED, rejected included), numRejectedTimesheets, numNoPayEmployees (roster rows with zero hours and travel hours), numApprovedEmployees (distinct crew on approved timesheets), numCorrections (crew + standalone). startDate/endDate select the periods overlapping that range. Paged.',
        query: payrollPeriodQuerySchema,
      },
      access: anyOf('PayrollDashboard_View', 'Timesheets_AddCorrection'),
      handle: pagedList(payrollPeriodQuerySchema, (query) => listPayrollPeriods(db, query)),
    },
    {
      // API-24: the timesheet page asks for the current period. Declared before '/:payrollPeriodId'.
      method: 'get',
      path: '/payroll-periods/active',
      doc: {
        operationId: 'getActivePayrollPeriod',
        response: payrollPeriodViewSchema,
        summary: 'The payroll period holding today (API-24); 404 when none exists',
      },
      access: anyOf('Timesheets_View', 'PayrollDashboard_View'),
      handle: async (_request, response) => {
        response.json(await getActivePayrollPeriod(db, new Date()));
      },
    },
    {
      method: 'get',
      path: '/payroll-periods/:payrollPeriodId',
      doc: {
        operationId: 'getPayrollPeriod',
        response: payrollPeriodViewSchema,
        summary: 'One payroll period with its counts (PAYROLL-24)',
      },
      access: anyOf('PayrollDashboard_View', 'Timesheets_AddCorrection', 'Timesheets_View'),
      handle: async (request, response) => {
        response.json(await getPayrollPeriod(db, periodId(request)));
      },
    },
    {
      // API-25: contract labor rows pick their contractor from this list.
      method: 'get',
      path: '/payroll-periods/:payrollPeriodId/contractors',
      doc: {
        operationId: 'listPayrollPeriodContractors',
        response: z.array(payrollPeriodContractorSchema),
        summary: "The period's contractors: its list plus any named on its contract labor rows (API-25)",
      },
      access: anyOf('Timesheets_View', 'PayrollDashboard_View'),
      handle: async (request, response) => {
        response.json(await getPayrollPeriodContractors(db, periodId(request)));
      },
    },
    {
      // Beyond the seeds: what is not ready, asked by the dashboard before Close or Complete.
      method: 'get',
      path: '/payroll-periods/:payrollPeriodId/completeness',
      doc: {
        operationId: 'getPayrollPeriodCompleteness',
        response: payrollPeriodCompletenessSchema,
        summary:
          'What is not ready before Close or Complete: unapproved timesheets, employees without hours or reason',
        description:
          "unapprovedCount: timesheets neither approved nor rejected (the export's U-33 count), listed with project and foreman; employeesWithoutHoursOrReason: the no-pay roster's members (active employees plus anyone with approved hours) with zero work and travel hours and no no-pay reason. Lists hold the first 50; counts are exact. ready = both counts 0. Read-only; any state.",
      },
      access: anyOf('PayrollDashboard_Close', 'PayrollDashboard_Complete'),
      handle: async (request, response) => {
        response.json(await checkPayrollPeriodCompleteness(db, periodId(request)));
      },
    },
    transitionRoute(dependencies, 'close', 'PayrollDashboard_Close'),
    transitionRoute(dependencies, 'reopen', 'PayrollDashboard_Reopen'),
    transitionRoute(dependencies, 'complete', 'PayrollDashboard_Complete'),
    {
      method: 'get',
      path: '/payroll-periods/:payrollPeriodId/roster',
      doc: {
        operationId: 'listPayrollRoster',
        response: z.array(payrollRosterRowSchema),
        summary: 'The no-pay roster rows (NOPAY-05), hours highest first',
      },
      access: anyOf('PayrollDashboard_View'),
      handle: async (request, response) => {
        response.json(await getRoster(db, periodId(request)));
      },
    },
    {
      // PAYROLL-19 / U-13: regenerate.
      method: 'post',
      path: '/payroll-periods/:payrollPeriodId/roster',
      doc: {
        operationId: 'regeneratePayrollRoster',
        response: payrollPeriodViewSchema,
        version: 'optional',
        summary: 'Regenerate the no-pay roster (U-13)',
        description:
          'Every active employee plus anyone with approved hours; hours and travel hours from approved timesheets; statuses and notes of remaining rows kept; state unchanged, rosterGeneratedTime set (U-11). 409 on a COMPLETED period. Version optional (checked when sent). Returns the period.',
      },
      access: anyOf('PayrollDashboard_GenerateRoster'),
      handle: async (request, response) => {
        const payrollPeriodId = periodId(request);
        response.json(await regenerateRoster(db, payrollPeriodId, optionalVersion(request)));
      },
    },
    {
      // NOPAY-14/15: editing the roster needs the export permission.
      method: 'put',
      path: '/payroll-periods/:payrollPeriodId/roster/no-pay',
      doc: {
        operationId: 'updateNoPayRoster',
        response: payrollPeriodViewSchema,
        summary: 'Save no-pay statuses and notes (NOPAY-15)',
        description:
          'Body {payrollRosters, version}; the period version is required (428) and bumped; statuses are enum values; notes trimmed, empty = null. Returns the period.',
        body: payrollRosterUpdateSchema,
      },
      access: anyOf('PayrollDashboard_Export'),
      handle: async (request, response) => {
        const payrollPeriodId = periodId(request);
        const update = payrollRosterUpdateSchema.parse(request.body);
        const version = versionFrom(request);
        response.json(await saveNoPayRoster(db, payrollPeriodId, update, version));
      },
    },
    {
      method: 'get',
      path: '/payroll-periods/:payrollPeriodId/export/csv',
      doc: {
        operationId: 'exportPayrollCsv',
        response: z.string(),
        mediaType: 'text/csv',
        summary: 'Payroll CSV (PAYROLL-20)',
        description:
          "text/csv streamed, file {COMPANY_NAME}_{end date}_Payroll.csv (U-35). 409 '{n} unapproved timesheet(s) for payroll period ending {MM/dd/yyyy}' while unapproved minus rejected > 0 (U-33). Strings quoted, numbers bare, formula-like text prefixed with an apostrophe.",
      },
      access: anyOf('PayrollDashboard_Export'),
      handle: async (request, response) => {
        const { fileName, rows } = await exportPayroll(db, periodId(request), settings.companyName);
        response.set({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Access-Control-Expose-Headers': 'Content-Disposition',
        });
        await pipeline(rows, createPayrollStringifier(), response);
      },
    },
  ];
};
