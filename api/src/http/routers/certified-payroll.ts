import { certifiedPayrollQuerySchema, certifiedPayrollSchema } from 'shared-kit/domain';
import { anyOf } from '../../auth/access.ts';
import { getCertifiedPayroll } from '../../services/certified-payroll.ts';
import { pathId } from '../params.ts';
import type { ApiRoute } from '../routes.ts';
import type { RouteDependencies } from './dependencies.ts';

/** Certified payroll (form WH-347): the hours block of a prevailing wage project for one week. Beyond the seeds. */
export const certifiedPayrollRoutes = ({ db, settings }: RouteDependencies): ApiRoute[] => [
  {
    method: 'get',
    path: '/projects/:projectId/certified-payroll',
    doc: {
      operationId: 'getCertifiedPayroll',
      summary:
        'Certified payroll hours (WH-347 hours block) of a prevailing wage project for the week ending weekEnding',
      description:
        "weekEnding: a Sunday (yyyy-MM-dd); the week runs Monday to Sunday (400 otherwise). 400 when the project is not prevailing wage; 404 when it does not exist. One line per worker and job class with hours Monday…Sunday: approved (and completed) timesheets of the week on the project plus its Update Work Hours corrections (crew and standalone), as the payroll export reads them; row and day totals. unapprovedTimesheets: the week's timesheets of the project still waiting for approval (not included). Personal pay data: payroll only.",
      query: certifiedPayrollQuerySchema,
      response: certifiedPayrollSchema,
    },
    access: anyOf('PayrollDashboard_View'),
    handle: async (request, response) => {
      const projectId = pathId(request, 'projectId', 'project');
      const { weekEnding } = certifiedPayrollQuerySchema.parse(request.query);
      response.json(
        await getCertifiedPayroll(db, { projectId, weekEnding, companyName: settings.companyName }),
      );
    },
  },
];
