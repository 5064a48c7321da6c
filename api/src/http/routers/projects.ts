import { anyOf } from '../../auth/access.ts';
import { projectQuerySchema } from 'shared-kit/domain';
import { listProjects } from '../../services/projects.ts';
import { sendPage } from '../paging.ts';
import type { ApiRoute } from '../routes.ts';
import type { RouteDependencies } from './dependencies.ts';

export const projectRoutes = ({ db }: RouteDependencies): ApiRoute[] => [
  {
    // Pickers (timesheets, reports) and the project list all read it.
    method: 'get',
    path: '/projects',
    access: anyOf('Projects_View', 'Timesheets_View', 'Report_View'),
    handle: async (request, response) => {
      const { items, total } = await listProjects(db, projectQuerySchema.parse(request.query));
      sendPage(response, items, total);
    },
  },
];
