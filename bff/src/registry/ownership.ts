import type { RemoteName } from 'shared-kit/domain';

/**
 * Which remote owns which route prefixes (DESIGN §2): the registry's configuration. A repoint may only declare routes
 * under the remote's own prefixes, so one team's build can never take another team's pages.
 */
export const ROUTE_PREFIXES: Readonly<Record<RemoteName, readonly string[]>> = {
  'mf-foreman': ['/foreman'],
  'mf-approver': ['/approver', '/approver/queue'],
  'mf-payroll': ['/payroll'],
  'mf-masterdata': ['/approver/projects', '/approver/customers', '/approver/employees'],
  'mf-admin-reports': ['/payroll/roles', '/admin', '/reports'],
};

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/** Whether every segment of `prefix` equals the route's segment at that place; a `:param` never equals a static one. */
function startsWith(routeSegments: readonly string[], prefixSegments: readonly string[]): boolean {
  return (
    prefixSegments.length <= routeSegments.length &&
    prefixSegments.every((segment, index) => routeSegments[index] === segment)
  );
}

export interface Ownership {
  remote: RemoteName;
  prefix: string;
}

/**
 * The remote a route path belongs to: the one with the longest prefix matching it segment-wise
 * (`/payroll/roles/:roleId` is mf-admin-reports', `/payroll/:payrollPeriodId/corrections` mf-payroll's); null for a
 * path under no prefix (the shell's own, or nobody's).
 */
export function ownerOfPath(path: string): Ownership | null {
  const routeSegments = segmentsOf(path);
  let best: (Ownership & { length: number }) | null = null;
  for (const [remote, prefixes] of Object.entries(ROUTE_PREFIXES) as Array<[RemoteName, readonly string[]]>) {
    for (const prefix of prefixes) {
      const prefixSegments = segmentsOf(prefix);
      if (startsWith(routeSegments, prefixSegments) && (!best || prefixSegments.length > best.length)) {
        best = { remote, prefix, length: prefixSegments.length };
      }
    }
  }
  return best && { remote: best.remote, prefix: best.prefix };
}
