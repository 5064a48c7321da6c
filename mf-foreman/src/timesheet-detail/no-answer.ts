import { ApiError } from 'shared-kit';

/** The write did not reach the api (no answer at all, not a refusal): it waits in the offline queue instead. */
export const unreachable = (error: unknown): boolean => !(error instanceof ApiError) || error.status === 0;
