import type { AreaDeclaration } from 'shared-kit';

/**
 * The pages of mf-approver: the approver's dashboard and review queue.
 * Declared next to its screens (DESIGN §2): the build emits them in mf-area.json, and the bff checks them against the
 * registry's prefixes for mf-approver and composes them into the table the shell's guards, navigation and titles read. A
 * new page is a row here and a screen in routes.tsx. Plain data with type-only imports: the webpack config reads
 * this file with Node (shared-kit/federation).
 */
export const AREA: AreaDeclaration = {
  name: 'mf-approver',
  routes: [
    {
      path: '/approver',
      permission: 'ApproverDashboard_View',
      title: 'Approver Dashboard',
      nav: { label: 'Approver Dashboard', order: 30 },
    },
    { path: '/approver/queue', permission: 'ApproverDashboard_View', title: 'Approver Dashboard' },
  ],
};
