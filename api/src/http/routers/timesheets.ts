import type { Request } from 'express';
import {
  APPROVER_WIDE_PERMISSIONS,
  TIMESHEET_SECTIONS,
  TIMESHEET_TRANSITIONS,
  timesheetCorrectionsBodySchema,
  timesheetDetailSchema,
  timesheetExistsQuerySchema,
  timesheetExistsSchema,
  timesheetFormSchema,
  timesheetListSchema,
  timesheetQuerySchema,
  timesheetSchemaFor,
  timesheetTransitionBodySchema,
  type TimesheetTransition,
} from 'shared-kit/domain';
import { anyOf } from '../../auth/access.ts';
import { requireCurrentUser } from '../../auth/current-user.ts';
import { saveTimesheetCorrections } from '../../services/timesheet-correction-save.ts';
import { getTimesheetDetail } from '../../services/timesheet-detail.ts';
import { createTimesheet, deleteTimesheetById, updateTimesheet } from '../../services/timesheet-write.ts';
import {
  TIMESHEET_READER_PERMISSIONS,
  listTimesheets,
  timesheetExistsOn,
} from '../../services/timesheets.ts';
import { TRANSITION_RULES, transitionTimesheet } from '../../services/transitions.ts';
import { idempotent } from '../idempotency.ts';
import { pagedList } from '../paging.ts';
import type { ApiRoute } from '../routes.ts';
import { pathChoice, pathId, versionFrom } from '../params.ts';
import type { RouteDependencies } from './dependencies.ts';

/** The :timesheetId of the path; anything that cannot be an id is a timesheet that does not exist. */
const timesheetIdOf = (request: Request): number => pathId(request, 'timesheetId', 'timesheet');

/** The operationId of each transition route (stable names for generated clients). */
const TRANSITION_OPERATION: Record<TimesheetTransition, string> = {
  submit: 'submitTimesheet',
  review: 'startTimesheetReview',
  'cancel-review': 'cancelTimesheetReview',
  approve: 'approveTimesheet',
  reject: 'rejectTimesheet',
  reopen: 'reopenTimesheet',
  'revoke-approval': 'revokeTimesheetApproval',
};

/** Reading timesheets: the foreman's lists, the approver board, anyone who opens one (scope: U-20). */
const TIMESHEET_READERS = anyOf(...TIMESHEET_READER_PERMISSIONS);
/** The create flow's check: whoever reads timesheets (the /new page needs Timesheets_View, U-04) or creates them. */
const TIMESHEET_EXISTS_CHECKERS = anyOf(...TIMESHEET_READER_PERMISSIONS, 'Timesheets_UpdateOpen');

export const timesheetRoutes = ({ db }: RouteDependencies): ApiRoute[] => [
  {
    method: 'get',
    path: '/timesheets',
    access: TIMESHEET_READERS,
    doc: {
      operationId: 'listTimesheets',
      response: timesheetListSchema,
      summary: 'Timesheet summaries (API-05)',
      description:
        `Own timesheets only unless the user holds any of ${APPROVER_WIDE_PERMISSIONS.join(', ')} (U-20). ` +
        'hydrate=true adds project, PM and payroll period fields.',
      query: timesheetQuerySchema,
    },
    handle: pagedList(timesheetQuerySchema, (query, request) =>
      listTimesheets(db, requireCurrentUser(request), query),
    ),
  },
  {
    // Declared before '/timesheets/:timesheetId', which would read 'exists' as an id.
    method: 'get',
    path: '/timesheets/exists',
    access: TIMESHEET_EXISTS_CHECKERS,
    doc: {
      operationId: 'checkTimesheetExists',
      summary: 'Which days of a project already have a timesheet, whoever created it (TS-LIST-17, U-06)',
      description:
        "Drives the 'Caution: Timesheet for selected date and project already exists' warning of the create " +
        'flow (date=) and the days its calendar marks (startDate= and endDate=, at most 62 days apart). Sees every ' +
        'creator (unlike the own-only list of U-20): exists and dates count every timesheet; viewable names only ' +
        'those the caller may open with GET /timesheets/{timesheetId}.',
      query: timesheetExistsQuerySchema,
      response: timesheetExistsSchema,
    },
    handle: async (request, response) => {
      const query = timesheetExistsQuerySchema.parse(request.query);
      response.json(await timesheetExistsOn(db, requireCurrentUser(request), query));
    },
  },
  {
    method: 'get',
    path: '/timesheets/:timesheetId',
    access: TIMESHEET_READERS,
    doc: {
      operationId: 'getTimesheet',
      response: timesheetDetailSchema,
      summary: 'One timesheet with crew, contract labor, corrections and audit logs newest first (API-06)',
      description: "Own-only users (U-20) get 404 for someone else's timesheet. See api/docs/timesheets.md.",
    },
    handle: async (request, response) => {
      response.json(await getTimesheetDetail(db, requireCurrentUser(request), timesheetIdOf(request)));
    },
  },
  {
    method: 'post',
    path: '/timesheets',
    access: anyOf('Timesheets_UpdateOpen'),
    doc: {
      operationId: 'createTimesheet',
      response: timesheetDetailSchema,
      status: 201,
      summary: 'Create an OPEN timesheet (API-07)',
      description:
        'Timesheets_UpdateOpen (U-04); save-level checks (U-32); no future dates (U-30); 409 for a COMPLETED or CLOSED payroll period and for a second timesheet of the same project, date and creator. Flags, per diem type and rate computed server-side.',
      body: timesheetFormSchema,
    },
    handle: idempotent(db, async (request, trx) => {
      const form = timesheetSchemaFor('save').parse(request.body);
      return { status: 201, body: await createTimesheet(trx, requireCurrentUser(request), form) };
    }),
  },
  {
    method: 'put',
    path: '/timesheets/:timesheetId/update/:section',
    access: anyOf(
      'Timesheets_UpdateOpen',
      'Timesheets_UpdatePendingApproval',
      'Timesheets_UpdateInReview',
      'Timesheets_UpdateApproved',
    ),
    doc: {
      operationId: 'updateTimesheet',
      response: timesheetDetailSchema,
      summary: 'Save the timesheet form (API-08)',
      description:
        'Sections (U-31): crew-timecard, contract-labor, out-of-scope-hours, daily-journal, on-site-signature, approver-notes; the whole form is saved, the audit names what changed; a save that changes nothing writes nothing (200, same version, no audit event). Needs the update permission of the current state; REJECTED/COMPLETED and COMPLETED payroll periods are refused (409). Version required.',
      body: timesheetFormSchema,
    },
    handle: idempotent(db, async (request, trx) => {
      const timesheetId = timesheetIdOf(request);
      // Every section saves the whole form (U-31); an unknown one is a path the api does not have.
      pathChoice(request, 'section', TIMESHEET_SECTIONS);
      const version = versionFrom(request);
      const form = timesheetSchemaFor('save').parse(request.body);
      const body = await updateTimesheet(trx, requireCurrentUser(request), timesheetId, version, form);
      return { status: 200, body };
    }),
  },
  ...TIMESHEET_TRANSITIONS.map((name): ApiRoute => ({
    method: 'put',
    path: `/timesheets/:timesheetId/${name}`,
    access: anyOf(...TRANSITION_RULES[name].permissions),
    doc: {
      operationId: TRANSITION_OPERATION[name],
      response: timesheetDetailSchema,
      summary: `${TRANSITION_RULES[name].audit}: ${TRANSITION_RULES[name].from.join(' or ')} → ${TRANSITION_RULES[name].to} (API-09…15)`,
      description:
        'Source states enforced (U-02, U-28); 409 naming the state otherwise. Version required (body or If-Match). Reject needs approverNotes; Submit runs every Submit rule; nothing moves in a COMPLETED payroll period.',
      body: timesheetTransitionBodySchema,
    },
    handle: idempotent(db, async (request, trx) => {
      const timesheetId = timesheetIdOf(request);
      const version = versionFrom(request);
      const { approverNotes } = timesheetTransitionBodySchema.parse(request.body ?? {});
      const user = requireCurrentUser(request);
      const body = await transitionTimesheet(trx, user, timesheetId, name, version, approverNotes);
      return { status: 200, body };
    }),
  })),
  {
    method: 'delete',
    path: '/timesheets/:timesheetId',
    access: anyOf('Timesheets_Delete'),
    doc: {
      operationId: 'deleteTimesheet',
      status: 204,
      summary: 'Delete an OPEN timesheet (API-16); its audit history is kept. Version required.',
    },
    handle: async (request, response) => {
      const timesheetId = timesheetIdOf(request);
      await deleteTimesheetById(db, requireCurrentUser(request), timesheetId, versionFrom(request));
      response.status(204).end();
    },
  },
  {
    method: 'put',
    path: '/timesheets/:timesheetId/corrections',
    access: anyOf('Timesheets_AddCorrection'),
    doc: {
      operationId: 'replaceTimesheetCorrections',
      response: timesheetDetailSchema,
      summary: 'Replace the corrections of an APPROVED timesheet in a COMPLETED payroll period (API-17)',
      description:
        'Items with timesheetCorrectionId are updated, items without are added, stored ones left out are deleted. Values checked per type (TS-CORR-08…14). Timesheet version required.',
      body: timesheetCorrectionsBodySchema,
    },
    handle: async (request, response) => {
      const timesheetId = timesheetIdOf(request);
      const version = versionFrom(request);
      const input = timesheetCorrectionsBodySchema.parse(request.body);
      response.json(
        await saveTimesheetCorrections(db, requireCurrentUser(request), timesheetId, version, input),
      );
    },
  },
];
