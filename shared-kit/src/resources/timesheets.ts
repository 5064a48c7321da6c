import { queryOptions } from '@tanstack/react-query';
import {
  api,
  checkAnswer,
  hydratedTimesheetSummarySchema,
  MAX_PAGE_SIZE,
  timesheetExistsSchema,
  timesheetSummaryListSchema,
} from 'shared-kit';
import type { HydratedTimesheetSummary, Page, TimesheetExists, TimesheetSummary } from 'shared-kit';
import { ifMatch, timesheetKeys, type QueryOf } from 'shared-kit/resources/keys';
import type {
  TimesheetForm,
  TimesheetDetail,
  TimesheetExistsQuery,
  TimesheetQuery,
  TimesheetSection,
  TimesheetTransition,
} from 'shared-kit/timesheet-form';

/** Timesheets (api/docs/timesheets.md): the list, one timesheet, and its writes, each answering the whole timesheet. */

/** GET /timesheets as the browser sends it (timesheetQuerySchema). Own timesheets only unless approver-wide (U-20). */
export type TimesheetListParams = QueryOf<TimesheetQuery>;

/** PUT /timesheets/{id}/{transition} (API-09…15): the names are the domain's (TIMESHEET_TRANSITIONS). */
export type { TimesheetTransition };

const timesheetPath = (timesheetId: number) => `/timesheets/${timesheetId}`;

/** One page of summaries, checked with the shared schema, and X-Total-Count (without `page`: up to 500). */
export async function getTimesheetPage(
  params: TimesheetListParams,
  signal?: AbortSignal,
): Promise<Page<TimesheetSummary>> {
  const page = await api.getPage<unknown>('/timesheets', { query: params, signal });
  return { items: checkAnswer(timesheetSummaryListSchema, page.items, 'GET /timesheets'), total: page.total };
}

export const timesheetPageQueryOptions = (params: TimesheetListParams) =>
  queryOptions({
    queryKey: timesheetKeys.list(params),
    queryFn: ({ signal }) => getTimesheetPage(params, signal),
  });

/**
 * Every timesheet matching `params`, hydrated with its project, manager and payroll period (hydrate=true,
 * calcTotalHours=true), read page by page (MAX_PAGE_SIZE each) and checked with the hydrated schema: the approver
 * board's week (APPROVER-21), however many timesheets it holds.
 */
export async function getAllHydratedTimesheets(
  params: Omit<TimesheetListParams, 'hydrate' | 'calcTotalHours' | 'page' | 'pageSize'>,
  signal?: AbortSignal,
): Promise<HydratedTimesheetSummary[]> {
  const rows: HydratedTimesheetSummary[] = [];
  for (let page = 1; ; page += 1) {
    const query = {
      ...params,
      hydrate: 'true',
      calcTotalHours: 'true',
      page,
      pageSize: MAX_PAGE_SIZE,
    } as const;
    const answer = await api.getPage<unknown>('/timesheets', { query, signal });
    rows.push(
      ...answer.items.map((item) => checkAnswer(hydratedTimesheetSummarySchema, item, 'GET /timesheets')),
    );
    if (answer.items.length === 0 || rows.length >= answer.total) return rows;
  }
}

export const allHydratedTimesheetsQueryOptions = (params: Parameters<typeof getAllHydratedTimesheets>[0]) =>
  queryOptions({
    // Its own key under the timesheet lists (so every timesheet write invalidates it), apart from paged lists.
    queryKey: timesheetKeys.list({ ...params, hydrate: 'true', pages: 'all' }),
    queryFn: ({ signal }) => getAllHydratedTimesheets(params, signal),
  });

/** How many timesheets match (X-Total-Count of a one-row page): nothing else is read. */
export const countTimesheets = async (params: TimesheetListParams, signal?: AbortSignal): Promise<number> =>
  (await api.getPage<unknown>('/timesheets', { query: { ...params, pageSize: 1 }, signal })).total;

/**
 * GET /timesheets/exists (U-06): which of the asked days (`date`, or `startDate`..`endDate`) already have a timesheet
 * of the project, whoever created it (the create dialog's 'Caution' and the days its calendar marks), and of those
 * the ones this user may open (`viewable`: own, or every creator's for an approver-wide user, U-20).
 */
export async function timesheetExists(
  query: TimesheetExistsQuery,
  signal?: AbortSignal,
): Promise<TimesheetExists> {
  const answer = await api.get<unknown>('/timesheets/exists', { query, signal });
  return checkAnswer(timesheetExistsSchema, answer, 'GET /timesheets/exists');
}

export const timesheetExistsQueryOptions = (query: TimesheetExistsQuery) =>
  queryOptions({
    queryKey: timesheetKeys.exists(query),
    queryFn: ({ signal }) => timesheetExists(query, signal),
  });

/** GET /timesheets/{id}: crew, contract labor, corrections and audit log (API-06). */
export const getTimesheet = (timesheetId: number, signal?: AbortSignal) =>
  api.get<TimesheetDetail>(timesheetPath(timesheetId), { signal });

export const timesheetQueryOptions = (timesheetId: number) =>
  queryOptions({
    queryKey: timesheetKeys.detail(timesheetId),
    queryFn: ({ signal }) => getTimesheet(timesheetId, signal),
    // Fresh on every open (another user may have moved it on); not while the form is being edited in this tab.
    refetchOnWindowFocus: false,
  });

/**
 * A write sent again (the offline queue) carries the key it was made with: the api answers a repeat with the first
 * answer instead of writing twice (api/API.md, Idempotency-Key).
 */
const writeHeaders = (version: number | null | undefined, idempotencyKey: string | undefined) => ({
  headers: {
    ...ifMatch(version).headers,
    ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
  },
});

/** POST /timesheets: a new OPEN timesheet (API-07). */
export const createTimesheet = (form: TimesheetForm, idempotencyKey?: string) =>
  api.post<TimesheetDetail>('/timesheets', form, writeHeaders(null, idempotencyKey));

/** PUT /timesheets/{id}/update/{section}: the whole form and the version it was read at (U-31). */
export const updateTimesheet = (
  timesheetId: number,
  section: TimesheetSection,
  form: TimesheetForm,
  idempotencyKey?: string,
) =>
  api.put<TimesheetDetail>(
    `${timesheetPath(timesheetId)}/update/${section}`,
    form,
    writeHeaders(form.version, idempotencyKey),
  );

/** PUT /timesheets/{id}/{transition} with the version read (and the notes on reject). */
export const transitionTimesheet = (
  timesheetId: number,
  transition: TimesheetTransition,
  body: { version: number; approverNotes?: string | null },
  idempotencyKey?: string,
) =>
  api.put<TimesheetDetail>(
    `${timesheetPath(timesheetId)}/${transition}`,
    body,
    writeHeaders(body.version, idempotencyKey),
  );

/** DELETE /timesheets/{id}: an OPEN timesheet (API-16). */
export const deleteTimesheet = (timesheetId: number, version: number) =>
  api.delete<void>(timesheetPath(timesheetId), ifMatch(version));
