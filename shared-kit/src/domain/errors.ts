import * as z from 'zod/mini';

/** Error body of every failed api call (U-15): a clerk-readable message, plus field errors on 400. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/**
 * The answer to a request over a rate limit (429), with its Retry-After in seconds: the bff sends it, and the portal
 * shows it in the error toast. Without a wait (a 429 from elsewhere, with no Retry-After) it says "a moment".
 */
export const tooManyRequestsMessage = (seconds?: number): string =>
  `Too many requests. Wait ${
    seconds === undefined ? 'a moment' : `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
  } and try again.`;
