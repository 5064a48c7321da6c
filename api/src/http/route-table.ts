import { healthRoutes } from './routers/health.ts';
import { openApiRoutes } from './routers/openapi.ts';
import type { RouteDependencies } from './routers/dependencies.ts';
import { projectRoutes } from './routers/projects.ts';
import { timesheetRoutes } from './routers/timesheets.ts';
import { userRoutes } from './routers/user.ts';
import type { ApiRoute } from './routes.ts';

/** Every route of the api, one router per resource. The route-walk test reads this table and the mounted app. */
export const buildRouteTable = (dependencies: RouteDependencies): ApiRoute[] => {
  const routes: ApiRoute[] = [
    ...healthRoutes(dependencies),
    ...userRoutes(dependencies),
    ...timesheetRoutes(dependencies),
    ...projectRoutes(dependencies),
  ];
  // /openapi.json describes exactly the routes mounted here.
  return [...routes, ...openApiRoutes(routes)];
};
