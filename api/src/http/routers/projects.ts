import { anyOf } from '../../auth/access.ts';
import {
  perDiemRateQuerySchema,
  perDiemRateSchema,
  projectDetailSchema,
  projectEquipmentSchema,
  projectFormSchema,
  projectListItemSchema,
  projectListQuerySchema,
  projectPerDiemTableSchema,
  projectRosterSchema,
} from 'shared-kit/domain';
import * as z from 'zod/mini';
import { perDiemRateFor } from '../../services/per-diem.ts';
import {
  createProject,
  getProject,
  listProjects,
  saveEquipment,
  savePerDiemTable,
  saveRoster,
  updateProjectDetails,
} from '../../services/projects.ts';
import { pagedList } from '../paging.ts';
import type { ApiRoute } from '../routes.ts';
import { pathId, versionedWrite } from '../params.ts';
import type { RouteDependencies } from './dependencies.ts';

/** Reading a project: the project list, the timesheet page (roster, rate lookup) and reports. */
const PROJECT_READERS = anyOf('Projects_View', 'Timesheets_View', 'Report_View');
/** Writing a project: the seeds name one project write permission, Projects_Create; editing uses it too. */
const PROJECT_WRITERS = anyOf('Projects_Create');

const WRITE_NOTE =
  'Send the version read (If-Match or body `version`): 428 without it, 409 when someone saved first. ' +
  'Answers the whole project (as GET /projects/{projectId}) with its new version.';

export const projectRoutes = ({ db }: RouteDependencies): ApiRoute[] => [
  {
    // Pickers (timesheets, reports) and the project list all read it.
    method: 'get',
    path: '/projects',
    access: PROJECT_READERS,
    doc: {
      operationId: 'listProjects',
      summary: 'List projects (paged, X-Total-Count)',
      description:
        'search: project number (any spacing), description, customer or project manager name. status: one or a ' +
        'comma-separated list (show inactive = Inactive,Completed,Cancelled; U-16). sort: field or -field.',
      query: projectListQuerySchema,
      response: z.array(projectListItemSchema),
    },
    handle: pagedList(projectListQuerySchema, (query) => listProjects(db, query)),
  },
  {
    method: 'get',
    path: '/projects/:projectId',
    access: PROJECT_READERS,
    doc: {
      operationId: 'getProject',
      summary: 'One project with per diem table, roster and equipment (PROJECTS-16)',
      response: projectDetailSchema,
    },
    handle: async (request, response) => {
      response.json(await getProject(db, pathId(request, 'projectId', 'project')));
    },
  },
  {
    method: 'post',
    path: '/projects',
    access: PROJECT_WRITERS,
    doc: {
      operationId: 'createProject',
      status: 201,
      summary: 'Create a project (PROJECTS-30)',
      description:
        'Number normalised (no spaces/hyphens, upper-case) and unique (409 "A project with this number already ' +
        'exists"). Defaults: status Active, per diem table DEFAULT, pmEmployeeId 3. The project manager must be in ' +
        'PROJMGMT or EXEC or a CONSTRUCTION_MANAGER, and Active for an Active project (PROJECTS-26/27). 201.',
      body: projectFormSchema,
      response: projectDetailSchema,
    },
    handle: async (request, response) => {
      response.status(201).json(await createProject(db, projectFormSchema.parse(request.body)));
    },
  },
  {
    method: 'put',
    path: '/projects/:projectId/details',
    access: PROJECT_WRITERS,
    doc: {
      operationId: 'updateProjectDetails',
      summary: 'Update the project details (PROJECTS-31)',
      description: `Same rules as POST; the per diem table type is left as it is (PUT …/per-diem-rate-table owns it). ${WRITE_NOTE}`,
      body: projectFormSchema,
      response: projectDetailSchema,
    },
    handle: versionedWrite('projectId', 'project', projectFormSchema, (projectId, version, form) =>
      updateProjectDetails(db, projectId, version, form),
    ),
  },
  {
    method: 'put',
    path: '/projects/:projectId/roster',
    access: PROJECT_WRITERS,
    doc: {
      operationId: 'replaceProjectRoster',
      summary: 'Replace the Manpower roster (PROJECTS-37)',
      description:
        'Per diem type defaults to NONE; STANDARD and TRAVEL are refused (U-17); an employee at most once; ' +
        `employees joining must be Active. ${WRITE_NOTE}`,
      body: projectRosterSchema,
      response: projectDetailSchema,
    },
    handle: versionedWrite('projectId', 'project', projectRosterSchema, (projectId, version, input) =>
      saveRoster(db, projectId, version, input),
    ),
  },
  {
    method: 'put',
    path: '/projects/:projectId/equipment',
    access: PROJECT_WRITERS,
    doc: {
      operationId: 'replaceProjectEquipment',
      summary: 'Replace the equipment list (PROJECTS-39)',
      description: `Equipment from GET /equipments, quantity a whole number ≥ 1, vendor optional. ${WRITE_NOTE}`,
      body: projectEquipmentSchema,
      response: projectDetailSchema,
    },
    handle: versionedWrite('projectId', 'project', projectEquipmentSchema, (projectId, version, input) =>
      saveEquipment(db, projectId, version, input),
    ),
  },
  {
    method: 'put',
    path: '/projects/:projectId/per-diem-rate-table',
    access: PROJECT_WRITERS,
    doc: {
      operationId: 'updateProjectPerDiemTable',
      summary: 'Choose the per diem table; edit a custom one (PROJECTS-47, U-51)',
      description:
        'A shared type only switches the table (rates sent are ignored). PROJECT_CUSTOM applies Local, Regional ' +
        'and National amounts (non-negative whole numbers); Standard and Travel are read-only. ' +
        WRITE_NOTE,
      body: projectPerDiemTableSchema,
      response: projectDetailSchema,
    },
    handle: versionedWrite('projectId', 'project', projectPerDiemTableSchema, (projectId, version, input) =>
      savePerDiemTable(db, projectId, version, input),
    ),
  },
  {
    method: 'get',
    path: '/projects/:projectId/per-diem-rate',
    access: anyOf('Timesheets_View', 'Projects_View'),
    doc: {
      operationId: 'getProjectPerDiemRate',
      summary: "The per diem rate of the project's table (API-21, TS-CALC-08)",
      description:
        'Rate of the project table (custom rows or the shared table of its type) for jobClass (title or ' +
        'abbreviation) and perDiemType (upper-cased; NONE or empty → 0). A job class without a rate → 0. ' +
        'driveMiles, flyMiles and workHours are checked (non-negative) but do not change the rate.',
      query: perDiemRateQuerySchema,
      response: perDiemRateSchema,
    },
    handle: async (request, response) => {
      const projectId = pathId(request, 'projectId', 'project');
      response.json(await perDiemRateFor(db, projectId, perDiemRateQuerySchema.parse(request.query)));
    },
  },
];
