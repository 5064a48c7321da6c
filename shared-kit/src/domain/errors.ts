import * as z from 'zod/mini';

/** Error body of every failed api call (U-15): a clerk-readable message, plus field errors on 400. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
