import { timesheetCorrectionQuerySchema, timesheetCorrectionViewSchema } from 'shared-kit/domain';
import * as z from 'zod/mini';
import { anyOf } from '../../auth/access.ts';
import { requireCurrentUser } from '../../auth/current-user.ts';
import { listTimesheetCorrections } from '../../services/timesheet-corrections.ts';
import { pagedList } from '../paging.ts';
import type { ApiRoute } from '../routes.ts';
import type { RouteDependencies } from './dependencies.ts';

export const timesheetCorrectionRoutes = ({ db }: RouteDependencies): ApiRoute[] => [
  {
    method: 'get',
    path: '/timesheet-corrections',
    access: anyOf('Timesheets_View', 'PayrollDashboard_View', 'Timesheets_AddCorrection'),
    doc: {
      operationId: 'listTimesheetCorrections',
      response: z.array(timesheetCorrectionViewSchema),
      summary: 'Timesheet corrections, filtered and paged (API-18)',
      description:
        'Own-only users (U-20) see the corrections of their own timesheets. Dates filter correctedDate.',
      query: timesheetCorrectionQuerySchema,
    },
    handle: pagedList(timesheetCorrectionQuerySchema, (query, request) =>
      listTimesheetCorrections(db, requireCurrentUser(request), query),
    ),
  },
];
