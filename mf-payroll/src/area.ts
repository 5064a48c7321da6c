import type { AreaDeclaration } from 'shared-kit';

/**
 * The pages of mf-payroll: the payroll dashboard, a period's no-pay roster and corrections, certified payroll.
 * Declared next to its screens (DESIGN §2): the build emits them in mf-area.json, and the bff checks them against the
 * registry's prefixes for mf-payroll and composes them into the table the shell's guards, navigation and titles read. A
 * new page is a row here and a screen in routes.tsx. Plain data with type-only imports: the webpack config reads
 * this file with Node (shared-kit/federation).
 */
export const AREA: AreaDeclaration = {
  name: 'mf-payroll',
  routes: [
    {
      path: '/payroll',
      permission: 'PayrollDashboard_View',
      title: 'Payroll Dashboard',
      nav: { label: 'Payroll Dashboard', order: 20 },
    },
    { path: '/payroll/certified-payroll', permission: 'PayrollDashboard_View', title: 'Certified Payroll' },
    {
      path: '/payroll/certified-payroll/report',
      permission: 'PayrollDashboard_View',
      title: 'Certified Payroll Report',
      print: true,
    },
    {
      path: '/payroll/:payrollPeriodId/nopayroster',
      permission: 'PayrollDashboard_View',
      title: 'No-Pay Roster',
    },
    {
      path: '/payroll/:payrollPeriodId/corrections',
      permission: 'Timesheets_AddCorrection',
      title: 'Corrections',
    },
    {
      path: '/payroll/:payrollPeriodId/corrections/new',
      permission: 'Timesheets_AddCorrection',
      title: 'New Standalone Correction',
    },
    {
      path: '/payroll/:payrollPeriodId/corrections/:standaloneCorrectionId',
      permission: 'Timesheets_AddCorrection',
      title: 'Edit Standalone Correction',
    },
  ],
};
