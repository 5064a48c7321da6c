import { addDays, addMinutes, set } from 'date-fns';
import { parseApiDate, toApiDate } from 'shared-kit/domain';

/** Seed clock helpers: every date is relative to `today`, so the current week always has data. */

export const dateAt = (apiDate: string, hours: number, minutes = 0): Date => {
  const date = parseApiDate(apiDate);
  if (!date) throw new Error(`not a date: ${apiDate}`);
  return set(date, { hours, minutes, seconds: 0, milliseconds: 0 });
};

export const plusDays = (apiDate: string, days: number): string => {
  const date = parseApiDate(apiDate);
  if (!date) throw new Error(`not a date: ${apiDate}`);
  return toApiDate(addDays(date, days));
};

/**
 * Moves a chain of event times back so none lies in the future, keeping their order: a sheet dated today that was
 * "approved the next morning" becomes approved a few minutes ago.
 */
export const notInFuture = (times: readonly Date[], now: Date): Date[] =>
  times.map((time, index) => {
    const latest = addMinutes(now, -(times.length - index) * 7);
    return time > latest ? latest : time;
  });
