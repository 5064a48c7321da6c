import { act, render, screen } from '@testing-library/react';
import { makeUser } from '../testing/index.ts';
import { useCurrentUser, usePermission } from './hooks.ts';
import { session } from './session.ts';

// A screen's buttons behind permissions, and the header's name: how often they render when the session changes.
let renders = { permission: 0, user: 0 };

function DeleteButton() {
  renders.permission += 1;
  return usePermission('Timesheets_Delete') ? <button>Delete</button> : null;
}

function UserName() {
  renders.user += 1;
  return <span>{useCurrentUser()?.email ?? 'nobody'}</span>;
}

describe('session hooks render again only when what they give changes', () => {
  beforeEach(() => {
    renders = { permission: 0, user: 0 };
    act(() => session.setTokens({ idToken: 'header.payload.signature', accessToken: 'access' }));
    act(() => session.setUser(makeUser(['Timesheets_View'])));
  });

  afterEach(() => act(() => session.signOut()));

  it('GET /user confirming the same user renders neither again', () => {
    render(
      <>
        <DeleteButton />
        <UserName />
      </>,
    );
    expect(renders).toEqual({ permission: 1, user: 1 });
    act(() => session.setUser(makeUser(['Timesheets_View'])));
    expect(renders).toEqual({ permission: 1, user: 1 });
  });

  it('a permission that changes shows at once; one that stays the same renders nothing', () => {
    render(<DeleteButton />);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    act(() => session.setUser(makeUser(['Timesheets_View', 'Report_View'])));
    expect(renders.permission).toBe(1);
    act(() => session.setUser(makeUser(['Timesheets_View', 'Timesheets_Delete'])));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(renders.permission).toBe(2);
  });

  it('another user shows at once', () => {
    render(<UserName />);
    act(() => session.setUser(makeUser(['Timesheets_View'], { email: 'other@example.com' })));
    expect(screen.getByText('other@example.com')).toBeTruthy();
  });
});
