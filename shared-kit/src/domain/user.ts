// zod/mini: the functional, tree-shakable API (8 KiB instead of 24 KiB gzip on every page); same engine as zod.
import * as z from 'zod/mini';
import { languageSchema } from './language.ts';

export const roleSummarySchema = z.object({
  roleId: z.int(),
  name: z.string(),
  homePage: z.nullable(z.string()),
  permissions: z.array(z.string()),
});

/** The signed-in user as GET /user returns it (SHELL-09). */
export const signedInUserSchema = z.object({
  employeeId: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.optional(z.string()),
  roles: z.array(roleSummarySchema),
  /**
   * The language the user picked (PUT /user/language); null when never chosen, so the browser keeps its own. Optional
   * for an older api; a language this build does not know reads as null rather than failing the sign-in.
   */
  language: z.optional(z.catch(z.nullable(languageSchema), null)),
});

/** A home page a role may send its users to (GET /home-pages, API-04), in display order. */
export const homePageSchema = z.object({ name: z.string(), path: z.string() });
export type HomePage = z.infer<typeof homePageSchema>;

/** The company as GET /company gives it: its name, and the e-mail domain whose employees may hold roles (U-36). */
export const companySchema = z.object({ name: z.string(), emailDomain: z.string() });
export type Company = z.infer<typeof companySchema>;

export type RoleSummary = z.infer<typeof roleSummarySchema>;
export type SignedInUser = z.infer<typeof signedInUserSchema>;

export { hasAnyPermission, hasPermission } from './permission-check.ts';

/** Home page of the first role (in roles order) that has one; null keeps the user at '/' (SHELL-14). */
export const homePageOf = (user: SignedInUser | null | undefined): string | null =>
  user?.roles.find((role) => role.homePage)?.homePage ?? null;

export const fullName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`.trim();
