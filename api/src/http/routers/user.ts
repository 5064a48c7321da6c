import {
  companySchema,
  homePageSchema,
  LANGUAGES,
  signedInUserSchema,
  userLanguageBodySchema,
  type Company,
  type SignedInUser,
} from 'shared-kit/domain';
import * as z from 'zod/mini';
import { SIGNED_IN } from '../../auth/access.ts';
import { requireCurrentUser, type CurrentUser } from '../../auth/current-user.ts';
import { listHomePages } from '../../db/repositories/home-pages.ts';
import { chooseLanguage } from '../../services/user-language.ts';
import type { ApiRoute } from '../routes.ts';
import type { RouteDependencies } from './dependencies.ts';

/** GET /user's body: the signed-in employee without the permission set kept for checks. */
const signedInUserOf = (user: CurrentUser): SignedInUser => ({
  employeeId: user.employeeId,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email ?? undefined,
  roles: user.roles,
  language: user.language,
});

export const userRoutes = ({ db, settings }: RouteDependencies): ApiRoute[] => [
  {
    // Any signed-in employee, even with no roles: the shell needs it to show the access-denied page (SHELL-09).
    method: 'get',
    path: '/user',
    access: SIGNED_IN,
    doc: {
      operationId: 'getCurrentUser',
      summary: 'The signed-in employee with roles and their permissions (SHELL-09)',
      description:
        'Any signed-in employee, also one with no roles (roles: []). Roles in assignment order; the first with a homePage decides the redirect after sign-in (SHELL-14). language: the portal language the user picked with PUT /user/language, null when never chosen (the browser keeps its own).',
      response: signedInUserSchema,
    },
    handle: (request, response) => {
      response.json(signedInUserOf(requireCurrentUser(request)));
    },
  },
  {
    // Any signed-in employee, their own record only: the language follows them to another device (issue 43).
    method: 'put',
    path: '/user/language',
    access: SIGNED_IN,
    doc: {
      operationId: 'setCurrentUserLanguage',
      summary: "Store the signed-in employee's portal language (issue 43)",
      description: `language: one of ${LANGUAGES.join(', ')}; anything else is 400. A preference: no version (last write wins), no audit, and the employee record's version is not changed. Answers the signed-in user as GET /user does.`,
      body: userLanguageBodySchema,
      response: signedInUserSchema,
      version: 'none',
    },
    handle: async (request, response) => {
      const { language } = userLanguageBodySchema.parse(request.body ?? {});
      response.json(signedInUserOf(await chooseLanguage(db, requireCurrentUser(request), language)));
    },
  },
  {
    // Configuration, not personal data: role detail lists it and the shell may use it after sign-in (API-04).
    method: 'get',
    path: '/home-pages',
    access: SIGNED_IN,
    doc: {
      operationId: 'listHomePages',
      summary: 'The home pages a role may have, in display order (API-04)',
      response: z.array(homePageSchema),
    },
    handle: async (_request, response) => {
      response.json(await listHomePages(db));
    },
  },
  {
    // Configuration: the employee form shows role checkboxes only for an e-mail of this domain (U-36).
    method: 'get',
    path: '/company',
    access: SIGNED_IN,
    doc: {
      operationId: 'getCompany',
      summary: 'The company name and the e-mail domain whose employees may hold roles (U-36)',
      description: 'emailDomain is the setting COMPANY_EMAIL_DOMAIN (lower-case, without "@").',
      response: companySchema,
    },
    handle: (_request, response) => {
      const body: Company = { name: settings.companyName, emailDomain: settings.companyEmailDomain };
      response.json(body);
    },
  },
];
