import { anyOf } from '../../auth/access.ts';
import {
  equipmentSchema,
  jobClassSchema,
  laborItemSchema,
  PER_DIEM_TABLE_SLUGS,
  perDiemRateTableSchema,
} from 'shared-kit/domain';
import * as z from 'zod/mini';
import { equipmentCatalog, jobClasses, laborItems } from '../../services/catalog.ts';
import { sharedPerDiemTable } from '../../services/per-diem.ts';
import type { ApiRoute } from '../routes.ts';
import { notFound } from '../../services/errors.ts';
import type { RouteDependencies } from './dependencies.ts';

/**
 * Catalogs are reference data every working screen needs (timesheet crew rows, employee form, project tabs,
 * payroll roster, reports): any of the view permissions of those screens. An account without any gets 403.
 */
const CATALOG_READERS = anyOf(
  'Timesheets_View',
  'ForemanDashboard_View',
  'ApproverDashboard_View',
  'Projects_View',
  'Employees_View',
  'PayrollDashboard_View',
  'Report_View',
);

export const catalogRoutes = ({ db }: RouteDependencies): ApiRoute[] => [
  {
    method: 'get',
    path: '/job-classes',
    access: CATALOG_READERS,
    doc: {
      operationId: 'listJobClasses',
      summary: 'Job classes in sort order (API-23)',
      response: z.array(jobClassSchema),
    },
    handle: async (_request, response) => {
      response.json(await jobClasses(db));
    },
  },
  {
    method: 'get',
    path: '/labor-items',
    access: CATALOG_READERS,
    doc: {
      operationId: 'listLaborItems',
      summary: 'Labor items, each with the job class it sets (API-44, EMPLOYEES-24)',
      response: z.array(laborItemSchema),
    },
    handle: async (_request, response) => {
      response.json(await laborItems(db));
    },
  },
  {
    method: 'get',
    path: '/equipments',
    access: CATALOG_READERS,
    doc: {
      operationId: 'listEquipment',
      summary: 'Equipment catalog (API-45)',
      response: z.array(equipmentSchema),
    },
    handle: async (_request, response) => {
      response.json(await equipmentCatalog(db));
    },
  },
  {
    method: 'get',
    path: '/per-diem-rate-tables/:table',
    access: CATALOG_READERS,
    doc: {
      operationId: 'getPerDiemRateTable',
      summary: 'A shared per diem rate table (API-46…52)',
      description: `table: ${Object.keys(PER_DIEM_TABLE_SLUGS).join(', ')}. Rows in job class order; 404 for another name.`,
      response: perDiemRateTableSchema,
    },
    handle: async (request, response) => {
      const table = await sharedPerDiemTable(db, String(request.params.table));
      if (!table) throw notFound('per diem rate table');
      response.json(table);
    },
  },
];
