import { screen } from '@testing-library/react';
import { useLocation } from '../navigation/router.ts';
import { useCurrentUser, usePermission } from '../auth/hooks.ts';
import { session } from '../auth/session.ts';
import { makeUser, mockApi, mockResponse, renderWithProviders } from './index.ts';

function WhoAmI() {
  const user = useCurrentUser();
  const canApprove = usePermission('Timesheets_Approve');
  const location = useLocation();
  return (
    <p>
      {user?.firstName ?? 'nobody'} at {location.pathname} {canApprove ? 'can approve' : 'cannot approve'}
    </p>
  );
}

describe('shared-kit/testing', () => {
  it('renders at a route with a signed-in user', () => {
    renderWithProviders(<WhoAmI />, { route: '/approver/queue', user: makeUser(['Timesheets_Approve']) });
    expect(screen.getByText('Terry at /approver/queue can approve')).toBeInTheDocument();
    expect(session.getState().isAuthenticated).toBe(true);
  });

  it('signs out when user is null', () => {
    renderWithProviders(<WhoAmI />, { user: null });
    expect(screen.getByText('nobody at / cannot approve')).toBeInTheDocument();
  });

  it('mockApi routes by method and path parameters, records calls and restores fetch', async () => {
    const original = globalThis.fetch;
    const server = mockApi({
      'GET /timesheets/:timesheetId': ({ params }) => ({ timesheetId: Number(params.timesheetId) }),
      'POST /timesheets': () => mockResponse(400, { message: 'Date is required' }),
    });
    const found = await fetch('/api/timesheets/12?hydrate=true');
    expect(await found.json()).toEqual({ timesheetId: 12 });
    const rejected = await fetch('/api/timesheets', { method: 'POST', body: '{"a":1}' });
    expect(rejected.status).toBe(400);
    const missing = await fetch('/api/nothing');
    expect(missing.status).toBe(404);
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /timesheets/12',
      'POST /timesheets',
      'GET /nothing',
    ]);
    expect(server.calls[0]?.query.get('hydrate')).toBe('true');
    expect(server.calls[1]?.body).toEqual({ a: 1 });
    server.restore();
    expect(globalThis.fetch).toBe(original);
  });

  it('makeUser gives one role with the permissions', () => {
    expect(makeUser(['Admin_View'], { firstName: 'Ada' })).toMatchObject({
      firstName: 'Ada',
      roles: [{ permissions: ['Admin_View'], homePage: null }],
    });
  });
});
