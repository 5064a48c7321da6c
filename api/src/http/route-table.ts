import { healthRoutes } from './routers/health.ts';
import { openApiRoutes } from './routers/openapi.ts';
import type { RouteDependencies } from './routers/dependencies.ts';
import { projectRoutes } from './routers/projects.ts';
import { timesheetRoutes } from './routers/timesheets.ts';
import { timesheetCorrectionRoutes } from './routers/timesheet-corrections.ts';
import { userRoutes } from './routers/user.ts';
import { payrollPeriodRoutes } from './routers/payroll-periods.ts';
import { projectCorrectionRoutes } from './routers/project-corrections.ts';
import { roleRoutes } from './routers/roles.ts';
import { adminRoutes } from './routers/admin.ts';
import { reminderOutboxRoutes } from './routers/reminder-outbox.ts';
import { customerRoutes } from './routers/customers.ts';
import { employeeRoutes } from './routers/employees.ts';
import { catalogRoutes } from './routers/catalog.ts';
import { certifiedPayrollRoutes } from './routers/certified-payroll.ts';
import type { ApiRoute } from './routes.ts';

/** Every route of the api, one router per resource. The route-walk test reads this table and the mounted app. */
export const buildRouteTable = (dependencies: RouteDependencies): ApiRoute[] => {
  const routes: ApiRoute[] = [
    ...healthRoutes(dependencies),
    ...userRoutes(dependencies),
    ...timesheetRoutes(dependencies),
    ...timesheetCorrectionRoutes(dependencies),
    ...projectRoutes(dependencies),
    ...payrollPeriodRoutes(dependencies),
    ...projectCorrectionRoutes(dependencies),
    ...roleRoutes(dependencies),
    ...adminRoutes(dependencies),
    ...reminderOutboxRoutes(dependencies),
    ...customerRoutes(dependencies),
    ...employeeRoutes(dependencies),
    ...catalogRoutes(dependencies),
    ...certifiedPayrollRoutes(dependencies),
  ];
  // /openapi.json describes exactly the routes mounted here.
  return [...routes, ...openApiRoutes(routes)];
};
