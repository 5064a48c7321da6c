import type { GuardSession } from 'shared-kit';
import { makeUser, seedRouteTable } from 'shared-kit/testing';
import { firstArea } from './first-area';

const signedOut: GuardSession = { isAuthenticated: false, user: null };
const signedInUnknown: GuardSession = { isAuthenticated: true, user: null };
const table = seedRouteTable();
const foreman: GuardSession = {
  isAuthenticated: true,
  user: makeUser(['ForemanDashboard_View', 'Timesheets_View']),
};

describe('firstArea: the area the shell starts loading before it knows the user', () => {
  it("is the opened page's area once the guard allows it", () => {
    expect(firstArea(table, { pathname: '/foreman' }, foreman, null)).toBe('mf-foreman');
    expect(
      firstArea(table, { pathname: '/foreman/timesheets', search: '?state=APPROVED' }, foreman, null),
    ).toBe('mf-foreman');
  });

  it("is none for the shell's own pages, a page the user may not open, or before the user is known", () => {
    expect(firstArea(table, { pathname: '/' }, foreman, null)).toBeNull();
    expect(firstArea(table, { pathname: '/payroll' }, foreman, null)).toBeNull();
    expect(firstArea(table, { pathname: '/foreman' }, signedInUnknown, null)).toBeNull();
    expect(firstArea(table, { pathname: '/foreman' }, signedOut, '/foreman')).toBeNull();
    expect(firstArea(table, { pathname: '/login' }, signedOut, '/foreman')).toBeNull();
  });

  it('is, on the sign-in callback, the area of the page the sign-in returns to', () => {
    expect(firstArea(table, { pathname: '/auth-callback' }, signedOut, '/approver?week=2026-11-23')).toBe(
      'mf-approver',
    );
    expect(firstArea(table, { pathname: '/auth-callback' }, signedOut, '/payroll#top')).toBe('mf-payroll');
    expect(firstArea(table, { pathname: '/auth-callback' }, signedOut, '/payroll/roles')).toBe(
      'mf-admin-reports',
    );
  });

  it('is none on the callback without a saved page, or when that page is the shell’s or unknown', () => {
    expect(firstArea(table, { pathname: '/auth-callback' }, signedOut, null)).toBeNull();
    expect(firstArea(table, { pathname: '/auth-callback' }, signedOut, '/')).toBeNull();
    expect(firstArea(table, { pathname: '/auth-callback' }, signedOut, '/no-such-page')).toBeNull();
  });
});
