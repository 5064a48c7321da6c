import * as React from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { makeUser, mockApi, mockResponse, type MockApi } from 'shared-kit/testing';
import type * as SharedKit from 'shared-kit';
import type * as UserLoader from './use-user-loader';

const foreman = makeUser(['ForemanDashboard_View', 'Timesheets_View'], { firstName: 'Frank' });
const ID_TOKEN = 'header.payload.signature-of-this-sign-in-0123456789';

/**
 * A page reloaded in a signed-in tab: the tokens and the last GET /user answer are in localStorage, and the page's
 * session store (a module singleton) reads them when it is made, so the modules are loaded afresh for each test.
 */
async function reloadedPage() {
  localStorage.setItem('id_token', ID_TOKEN);
  localStorage.setItem('access_token', 'access-token');
  localStorage.setItem('crewtime.user', JSON.stringify({ mark: ID_TOKEN.slice(-24), user: foreman }));
  let modules!: { kit: typeof SharedKit; loader: typeof UserLoader };
  await jest.isolateModulesAsync(async () => {
    // One React for the page: the test renderer's.
    jest.doMock('react', () => React);
    modules = { kit: await import('shared-kit'), loader: await import('./use-user-loader') };
  });
  return modules;
}

const userOf = (kit: typeof SharedKit): SharedKit.SignedInUser | null => kit.session.getState().user;

describe('loading the signed-in user', () => {
  let server: MockApi | undefined;
  const original = globalThis.fetch;

  afterEach(() => {
    server?.restore();
    server = undefined;
    globalThis.fetch = original;
    localStorage.clear();
  });

  it('keeps the remembered user when the network is down, and asks again once the browser is back online', async () => {
    const { kit, loader } = await reloadedPage();
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => loader.useUserLoader());
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    await act(async () => undefined);
    expect(result.current.error).toBeNull();
    expect(userOf(kit)?.firstName).toBe('Frank');

    server = mockApi({ 'GET /user': () => ({ ...foreman, firstName: 'Francis' }) });
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(userOf(kit)?.firstName).toBe('Francis'));
    expect(kit.session.getState().userChecked).toBe(true);
  });

  it('drops the remembered user when the server answers with an error (the account may be disabled)', async () => {
    const { kit, loader } = await reloadedPage();
    server = mockApi({ 'GET /user': () => mockResponse(503, { message: 'The api is down.' }) });
    const { result } = renderHook(() => loader.useUserLoader());
    await waitFor(() => expect(result.current.error).not.toBeNull(), { timeout: 5_000 });
    expect(userOf(kit)).toBeNull();
  });
});
