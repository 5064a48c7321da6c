import type { PayrollPeriodState } from './states.ts';

/** U-10/U-11: close OPEN → CLOSED; re-open CLOSED → OPEN; complete CLOSED → COMPLETED (final). */
export const PAYROLL_TRANSITIONS = {
  close: { from: 'OPEN', to: 'CLOSED' },
  reopen: { from: 'CLOSED', to: 'OPEN' },
  complete: { from: 'CLOSED', to: 'COMPLETED' },
} as const satisfies Record<string, { from: PayrollPeriodState; to: PayrollPeriodState }>;

/** PUT /payroll-periods/{id}/{action}. */
export type PayrollPeriodAction = keyof typeof PAYROLL_TRANSITIONS;

/** Every action of the payroll dashboard (PAYROLL-10…14): the three moves, the roster's regeneration, the export. */
export type PayrollDashboardAction = PayrollPeriodAction | 'regenerate' | 'export';

/**
 * The states a period must be in for each dashboard action to apply, as the api enforces them: a move from its
 * source state (U-11); the no-pay roster regenerated while the period is not COMPLETED (permanently locked, DESIGN
 * §5); the export in any state (what it refuses is unapproved timesheets, U-33, which its own toast says).
 */
export const PAYROLL_ACTION_STATES: Readonly<Record<PayrollDashboardAction, readonly PayrollPeriodState[]>> =
  {
    close: [PAYROLL_TRANSITIONS.close.from],
    reopen: [PAYROLL_TRANSITIONS.reopen.from],
    complete: [PAYROLL_TRANSITIONS.complete.from],
    regenerate: ['OPEN', 'CLOSED'],
    export: ['OPEN', 'CLOSED', 'COMPLETED'],
  };
