import { timesheetQuerySchema } from 'shared-kit/domain';
import { anyOf } from '../../auth/access.ts';
import { requireCurrentUser } from '../../auth/current-user.ts';
import { listTimesheets } from '../../services/timesheets.ts';
import { sendPage } from '../paging.ts';
import type { ApiRoute } from '../routes.ts';
import type { RouteDependencies } from './dependencies.ts';

export const timesheetRoutes = ({ db }: RouteDependencies): ApiRoute[] => [
  {
    method: 'get',
    path: '/timesheets',
    access: anyOf('Timesheets_View', 'ForemanDashboard_View', 'ApproverDashboard_View'),
    handle: async (request, response) => {
      const query = timesheetQuerySchema.parse(request.query);
      const { items, total } = await listTimesheets(db, requireCurrentUser(request), query);
      sendPage(response, items, total);
    },
  },
];
