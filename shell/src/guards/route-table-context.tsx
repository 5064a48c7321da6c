import { createContext, useContext, type ReactNode } from 'react';
import type { RouteTable } from 'shared-kit';

// No default table: a component rendered outside ShellApp would otherwise guard with routes nobody sent.
const RouteTableContext = createContext<RouteTable | null>(null);

/** Gives the chrome and the guards the route table the shell was started with (registry/route-table.ts). */
export function RouteTableProvider({ table, children }: { table: RouteTable; children: ReactNode }) {
  return <RouteTableContext.Provider value={table}>{children}</RouteTableContext.Provider>;
}

export function useRouteTable(): RouteTable {
  const table = useContext(RouteTableContext);
  if (!table) throw new Error('useRouteTable needs a RouteTableProvider (ShellApp gives one)');
  return table;
}
