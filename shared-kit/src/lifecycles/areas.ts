import type { RemoteName } from '../domain/routes.ts';

/** How an area is named to users, e.g. in "Foreman is unavailable right now". */
export const AREA_LABEL: Record<RemoteName, string> = {
  'mf-foreman': 'Foreman',
  'mf-approver': 'Approver',
  'mf-payroll': 'Payroll',
  'mf-masterdata': 'Master Data',
  'mf-admin-reports': 'Admin & Reports',
};
