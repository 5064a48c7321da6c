import type { Request } from 'express';
import {
  projectCorrectionInputSchema,
  projectCorrectionQuerySchema,
  projectCorrectionViewSchema,
} from 'shared-kit/domain';
import * as z from 'zod/mini';
import { anyOf } from '../../auth/access.ts';
import { requireCurrentUser } from '../../auth/current-user.ts';
import {
  createProjectCorrection,
  deleteProjectCorrectionById,
  getProjectCorrection,
  listProjectCorrections,
  STANDALONE_CORRECTION,
  updateProjectCorrectionById,
} from '../../services/project-corrections.ts';
import { pagedList } from '../paging.ts';
import type { ApiRoute } from '../routes.ts';
import { optionalVersion, pathId, queryVersion, versionFrom } from '../params.ts';
import type { RouteDependencies } from './dependencies.ts';

/** DELETE carries its version in `?version=`, If-Match or the body; optional (see docs/payroll.md). */
const deleteVersion = (request: Request): number | undefined =>
  queryVersion(request) ?? optionalVersion(request);

const correctionId = (request: Request): number =>
  pathId(request, 'projectCorrectionId', STANDALONE_CORRECTION);

/** Readers: the corrections page, the approver board (U-12) and the reports. */
const READERS = anyOf(
  'Timesheets_AddCorrection',
  'PayrollDashboard_View',
  'ApproverDashboard_View',
  'Report_View',
);

export const projectCorrectionRoutes = ({ db }: RouteDependencies): ApiRoute[] => [
  {
    method: 'get',
    path: '/project-corrections',
    doc: {
      operationId: 'listProjectCorrections',
      response: z.array(projectCorrectionViewSchema),
      summary: 'Standalone corrections, filtered and paged (CORRECTIONS-03, U-12)',
      query: projectCorrectionQuerySchema,
    },
    access: READERS,
    handle: pagedList(projectCorrectionQuerySchema, (query) => listProjectCorrections(db, query)),
  },
  {
    method: 'get',
    path: '/project-corrections/:projectCorrectionId',
    doc: {
      operationId: 'getProjectCorrection',
      response: projectCorrectionViewSchema,
      summary: 'One standalone correction',
    },
    access: READERS,
    handle: async (request, response) => {
      response.json(await getProjectCorrection(db, correctionId(request)));
    },
  },
  {
    // CORRECTIONS-17 and Duplicate (CORRECTIONS-04): any id in the body is ignored.
    method: 'post',
    path: '/project-corrections',
    doc: {
      operationId: 'createProjectCorrection',
      response: projectCorrectionViewSchema,
      status: 201,
      summary: 'Create (or duplicate) a standalone correction',
      description:
        '409 unless the period is COMPLETED (CORRECTIONS-20); correctionDate within the period; newValue checked for its type; correctedDate set to today.',
      body: projectCorrectionInputSchema,
    },
    access: anyOf('Timesheets_AddCorrection'),
    handle: async (request, response) => {
      const input = projectCorrectionInputSchema.parse(request.body);
      const created = await createProjectCorrection(
        db,
        input,
        requireCurrentUser(request).employeeId,
        new Date(),
      );
      response.status(201).json(created);
    },
  },
  {
    method: 'put',
    path: '/project-corrections/:projectCorrectionId',
    doc: {
      operationId: 'updateProjectCorrection',
      response: projectCorrectionViewSchema,
      summary: 'Update a standalone correction (version required)',
      body: projectCorrectionInputSchema,
    },
    access: anyOf('Timesheets_AddCorrection'),
    handle: async (request, response) => {
      const id = correctionId(request);
      const input = projectCorrectionInputSchema.parse(request.body);
      const version = versionFrom(request);
      response.json(await updateProjectCorrectionById(db, id, input, version, new Date()));
    },
  },
  {
    method: 'delete',
    path: '/project-corrections/:projectCorrectionId',
    doc: {
      operationId: 'deleteProjectCorrection',
      status: 204,
      version: 'optional-or-query',
      summary: 'Delete a standalone correction (204); version optional: If-Match, body or ?version=',
    },
    access: anyOf('Timesheets_AddCorrection'),
    handle: async (request, response) => {
      const id = correctionId(request);
      const version = deleteVersion(request);
      await deleteProjectCorrectionById(db, id, version);
      response.status(204).end();
    },
  },
];
