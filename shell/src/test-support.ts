// Shared fixtures of the shell's tests.
import { REMOTE_NAMES, type RemoteName } from 'shared-kit';
import { makeUser } from 'shared-kit/testing';
import type { AuthConfig } from './registry/config';
import type { AreaController, AreaState, AreaStates } from './single-spa/root-config';

export const authConfig: AuthConfig = {
  issuer: 'http://localhost:4100/oidc',
  clientId: 'crewtime-portal',
  responseType: 'id_token token',
  scope: 'openid email profile',
  prompt: 'login',
  authorizationEndpoint: 'http://localhost:4100/oidc/auth',
  redirectUri: 'http://localhost:8080/auth-callback',
  liveSiteUrl: null,
};

/** An AreaController whose remotes are all in `state` (mounted by default); records retries. */
export function fakeAreas(states: Partial<Record<RemoteName, AreaState>> = {}): AreaController & {
  retried: RemoteName[];
  host: HTMLElement | null;
} {
  const snapshot = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, states[name] ?? { status: 'mounted' }]),
  ) as AreaStates;
  const controller = {
    retried: [] as RemoteName[],
    host: null as HTMLElement | null,
    getSnapshot: () => snapshot,
    subscribe: () => () => undefined,
    retry: async (name: RemoteName) => {
      controller.retried.push(name);
    },
    attachHost: (element: HTMLElement | null) => {
      controller.host = element;
    },
  };
  return controller;
}

/** The demo foreman as GET /user answers for him: his role's home page is /foreman. */
export const foreman = makeUser(['ForemanDashboard_View', 'Timesheets_View', 'Report_View'], {
  firstName: 'Frank',
  lastName: 'Foreman',
  roles: [
    {
      roleId: 2,
      name: 'Foreman',
      homePage: '/foreman',
      permissions: ['ForemanDashboard_View', 'Timesheets_View', 'Report_View'],
    },
  ],
});
