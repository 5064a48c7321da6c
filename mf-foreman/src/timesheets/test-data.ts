import type { TimesheetSummary } from 'shared-kit';
import { projectListItem } from 'shared-kit/testing';

/** A list row as GET /timesheets returns it; the overrides say what a test cares about. */
export const summary = (overrides: Partial<TimesheetSummary> = {}): TimesheetSummary => ({
  timesheetId: 1,
  projectId: 10,
  projectNumber: 'P13ABC01',
  date: '2026-03-02',
  dayOfWeek: 'Monday',
  state: 'PENDING_APPROVAL',
  creatorEmployeeId: 42,
  creatorEmployeeFirstName: 'Frank',
  creatorEmployeeLastName: 'Foreman',
  totalHours: 8,
  version: 1,
  ...overrides,
});

/** A project as GET /projects returns it (extra list fields included, as the api sends them). */
export const project = projectListItem;

/** Fixes only the clock; timers stay real so React Query and Testing Library behave as in the browser. */
export const fixClock = (now: Date) =>
  jest.useFakeTimers({
    now,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'performance',
      'hrtime',
    ],
  });
