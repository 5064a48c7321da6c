import { z } from 'zod';
import { isPermission, type AreaRoute } from 'shared-kit/domain';

/** `/segment/segment`: lower-case words or `:name` parameters, no trailing slash (the shell matches segment by segment). */
const ROUTE_PATH = /^(?:\/(?:[a-z0-9-]+|:[A-Za-z]+))+$/;
const MAX_PATH_LENGTH = 200;
const MAX_TITLE_LENGTH = 100;
/** Far above any area's page count; it bounds what one mf-area.json can make every page load carry. */
export const MAX_ROUTES = 200;

const routePath = (field: string) =>
  z
    .string({ error: `${field} must be a path such as /payroll/:payrollPeriodId/corrections` })
    .max(MAX_PATH_LENGTH, `${field} is longer than ${MAX_PATH_LENGTH} characters`)
    .regex(
      ROUTE_PATH,
      `${field} must be /segment/segment, each segment lower-case letters, digits and - or a :parameter, with no trailing slash`,
    );

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a text` })
    .refine((value) => value.trim() !== '', `${field} must not be empty`)
    .refine((value) => value.length <= max, `${field} is longer than ${max} characters`);

/** A language code such as es: lower-case, two or three letters (ISO 639), no region. */
const LANGUAGE_CODE = /^[a-z]{2,3}$/;
/** Far above the portal's languages; it bounds what one route can make every page load carry. */
const MAX_TRANSLATIONS = 20;

/**
 * A declared text in other languages (shared-kit/domain's Translations): language code → the text, each as the
 * English is checked. Any code is taken, so an area adds a language without a new bff; the shell shows the ones it has.
 */
const translations = (field: string, max: number) =>
  z
    .record(z.string(), text(field, max), { error: `${field} must map language codes to texts` })
    .superRefine((map, context) => {
      const codes = Object.keys(map);
      for (const code of codes.filter((key) => !LANGUAGE_CODE.test(key)))
        context.addIssue({
          code: 'custom',
          message: `${field} has ${JSON.stringify(code)}, which is no language code such as es`,
        });
      if (codes.length > MAX_TRANSLATIONS)
        context.addIssue({ code: 'custom', message: `${field} has more than ${MAX_TRANSLATIONS} languages` });
    });

/**
 * One route as a remote's build declares it in mf-area.json (shared-kit/domain's AreaRoute), and nothing else: a key
 * the shell does not know (`owner`, `public`) would be a build asking for more than a route. Whether the permission is
 * a known one and the path lies under the remote's prefixes is route-check.ts's, with messages naming the route.
 */
export const areaRouteSchema = z
  .strictObject(
    {
      path: routePath('path'),
      permission: z.string({ error: 'permission must be a permission name or null' }).nullable(),
      title: text('title', MAX_TITLE_LENGTH),
      titles: translations('titles', MAX_TITLE_LENGTH).optional(),
      print: z.boolean({ error: 'print must be true or false' }).optional(),
      nav: z
        .strictObject(
          {
            label: text('nav.label', MAX_TITLE_LENGTH),
            labels: translations('nav.labels', MAX_TITLE_LENGTH).optional(),
            order: z.number({ error: 'nav.order must be a finite number' }),
          },
          { error: unknownFields('nav.') },
        )
        .optional(),
      navSection: routePath('navSection').optional(),
    },
    { error: unknownFields('') },
  )
  .refine((route) => !route.nav || route.permission !== null, {
    message: 'a navigation entry needs a permission (the entry shows to the users who have it)',
    path: ['nav'],
  });

function unknownFields(prefix: string) {
  return (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `unknown field${(issue.keys ?? []).length === 1 ? '' : 's'} ${(issue.keys ?? []).map((key) => `${prefix}${key}`).join(', ')}`
      : undefined;
}

/** A build's whole route list. The permission stays a string here: route-check.ts names an unknown one. */
export const areaRoutesSchema = z
  .array(areaRouteSchema, { error: 'routes must be a list of routes' })
  .max(MAX_ROUTES, `routes lists more than ${MAX_ROUTES} routes`);

/** Whether every route of a list the schema accepted names a permission of the shared table (or none). */
export const hasKnownPermissions = (
  routes: ReadonlyArray<{ permission: string | null }>,
): routes is AreaRoute[] =>
  routes.every((route) => route.permission === null || isPermission(route.permission));

/**
 * Routes stored earlier (registry.json) or built with this bff (an embedded mf-area.json): served as they are when
 * well-formed, else null. A repoint's routes go through route-check.ts instead, which says what is wrong.
 */
export function parseAreaRoutes(raw: unknown): AreaRoute[] | null {
  const parsed = areaRoutesSchema.safeParse(raw);
  return parsed.success && hasKnownPermissions(parsed.data) ? parsed.data : null;
}
