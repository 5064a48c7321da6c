import { api } from '../api/client.ts';
import { session } from '../auth/session.ts';
import { seedRouteTable } from '../testing/seed-routes.ts';
import { makeUser, mockApi, mockResponse, type MockApi } from '../testing/index.ts';
import { sendFirstRequests, sendScreenRequests, type ScreenFirstRequests } from './index.ts';
import { FIRST_REQUEST_MAX_AGE_MS, sentRequests, takeFirstRequest } from './sent.ts';

const { match: matchRoute } = seedRouteTable();

describe("the page's first requests (shared-kit/first-requests)", () => {
  let server: MockApi;
  const requested = () =>
    server.calls.map((call) => `${call.method} ${call.path}${call.query.size ? `?${call.query}` : ''}`);

  afterEach(() => {
    server.restore();
    session.signOut();
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it("sends each GET with the stored id token (else the access token) and the api client's headers", () => {
    server = mockApi({ 'GET /user': () => ({}), 'GET /projects': () => [] });
    localStorage.setItem('access_token', 'stored-access-token');
    sendFirstRequests([{ path: '/user' }]);
    localStorage.setItem('id_token', 'stored-id-token');
    sendFirstRequests([{ path: '/projects', query: { status: 'Active', search: null, page: 1 } }]);
    expect(requested()).toEqual(['GET /user', 'GET /projects?status=Active&page=1']);
    expect(server.calls[0]?.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer stored-access-token',
    });
    expect(server.calls[1]?.headers.Authorization).toBe('Bearer stored-id-token');
  });

  it('sends nothing when no one is signed in, nor a URL this page has already sent', () => {
    server = mockApi({ 'GET /user': () => ({}) });
    sendFirstRequests([{ path: '/user' }]);
    expect(server.calls).toHaveLength(0);
    localStorage.setItem('id_token', 'stored-id-token');
    sendFirstRequests([{ path: '/user' }, { path: '/user' }]);
    sendFirstRequests([{ path: '/user' }]);
    expect(server.calls).toHaveLength(1);
  });

  it('the api client takes the answer instead of asking again, once, for the same token', async () => {
    server = mockApi({ 'GET /user': () => ({ employeeId: 7 }) });
    session.setTokens({ idToken: 'the-id-token', accessToken: 'the-access-token' });
    sendFirstRequests([{ path: '/user' }]);
    await expect(api.get('/user')).resolves.toEqual({ employeeId: 7 });
    expect(server.calls).toHaveLength(1);
    await expect(api.get('/user')).resolves.toEqual({ employeeId: 7 });
    expect(server.calls).toHaveLength(2);
  });

  it("takes a paged list's answer with its total, only for the very URL the client asks for", async () => {
    server = mockApi({
      'GET /projects': () => mockResponse(200, [{ projectId: 1 }], { 'X-Total-Count': '41' }),
    });
    session.setTokens({ idToken: 'the-id-token', accessToken: 'the-access-token' });
    sendFirstRequests([{ path: '/projects', query: { status: 'Active', page: 1 } }]);
    await expect(api.getPage('/projects', { query: { status: 'Active', page: 2 } })).resolves.toMatchObject({
      total: 41,
    });
    expect(server.calls).toHaveLength(2);
    await expect(api.getPage('/projects', { query: { status: 'Active', page: 1 } })).resolves.toEqual({
      items: [{ projectId: 1 }],
      total: 41,
    });
    expect(server.calls).toHaveLength(2);
  });

  it('never hands one account an answer sent with another token (signed in again since)', async () => {
    server = mockApi({ 'GET /user': ({ headers }) => ({ asked: headers.Authorization }) });
    localStorage.setItem('id_token', 'earlier-id-token');
    sendFirstRequests([{ path: '/user' }]);
    session.setTokens({ idToken: 'new-id-token', accessToken: 'new-access-token' });
    await expect(api.get('/user')).resolves.toEqual({ asked: 'Bearer new-id-token' });
    expect(server.calls).toHaveLength(2);
  });

  it('asks again when the early answer was not a 2xx, so a 401 signs out as any other would', async () => {
    server = mockApi({ 'GET /user': () => mockResponse(401, { message: 'Unauthorized' }) });
    session.setTokens({ idToken: 'expired', accessToken: 'expired' });
    sendFirstRequests([{ path: '/user' }]);
    await expect(api.get('/user')).rejects.toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(2);
    expect(session.getState().isAuthenticated).toBe(false);
  });

  it('asks again when the early request never got an answer (the network failed)', async () => {
    let calls = 0;
    server = mockApi({
      'GET /user': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return { employeeId: 3 };
      },
    });
    session.setTokens({ idToken: 'the-id-token', accessToken: 'the-access-token' });
    sendFirstRequests([{ path: '/user' }]);
    await expect(api.get('/user')).resolves.toEqual({ employeeId: 3 });
    expect(server.calls).toHaveLength(2);
  });

  it(`hands nothing over sent more than ${FIRST_REQUEST_MAX_AGE_MS / 1000} s ago (an area that loaded after a Retry)`, async () => {
    server = mockApi({ 'GET /user': () => ({ employeeId: 3 }) });
    session.setTokens({ idToken: 'the-id-token', accessToken: 'the-access-token' });
    const sentAt = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(sentAt);
    sendFirstRequests([{ path: '/user' }, { path: '/projects' }]);
    expect(
      takeFirstRequest('/api/projects', 'the-id-token', sentAt + FIRST_REQUEST_MAX_AGE_MS + 1),
    ).toBeNull();
    jest.spyOn(Date, 'now').mockReturnValue(sentAt + FIRST_REQUEST_MAX_AGE_MS + 1);
    await api.get('/user');
    expect(server.calls).toHaveLength(3);
  });

  it("a GET with headers of its own (a download) or any write is never an early request's", async () => {
    server = mockApi({ 'GET /report': () => 'csv', 'POST /user': () => ({}), 'GET /user': () => ({}) });
    session.setTokens({ idToken: 'the-id-token', accessToken: 'the-access-token' });
    sendFirstRequests([{ path: '/report' }, { path: '/user' }]);
    await api.download('/report');
    await api.post('/user', {});
    expect(server.calls).toHaveLength(4);
    expect(sentRequests().has('/api/user')).toBe(true);
  });

  describe("an area's first-requests script (sendScreenRequests)", () => {
    const screens: Record<string, ScreenFirstRequests> = {
      '/approver/projects': ({ search }) => [{ path: '/projects', query: { search: search.get('search') } }],
      '/approver/projects/:projectId': ({ params }) => [{ path: `/projects/${params.projectId}` }],
      '/approver/customers': () => {
        throw new Error('cannot be made');
      },
    };
    const send = (path: string, search = '') =>
      sendScreenRequests('mf-masterdata', screens, matchRoute(path), search);

    beforeEach(() => {
      server = mockApi({ 'GET /projects': () => [], 'GET /projects/:id': () => ({}) });
      // As a reload finds it: the tokens and GET /user's answer remembered for this sign-in.
      session.setTokens({ idToken: 'stored-id-token', accessToken: 'stored-access-token' });
      session.setUser(makeUser(['Projects_View']));
    });

    it("sends the requests of the opened page's screen, made from its path and query", () => {
      send('/approver/projects', '?search=hou');
      send('/approver/projects/12');
      expect(requested()).toEqual(['GET /projects?search=hou', 'GET /projects/12']);
    });

    it("sends nothing for a screen it does not list, another area's page, or requests that cannot be made", () => {
      send('/approver/employees');
      send('/approver/customers');
      sendScreenRequests('mf-approver', screens, matchRoute('/approver/projects'), '');
      send('/nowhere');
      expect(server.calls).toHaveLength(0);
    });

    it('sends nothing the remembered user may not see, nor before a user of this sign-in is remembered', () => {
      session.setUser(makeUser(['Customers_View']));
      send('/approver/projects');
      session.setTokens({ idToken: 'new-id-token', accessToken: 'new-access-token' });
      send('/approver/projects');
      localStorage.setItem('crewtime.user', '{ not json');
      send('/approver/projects');
      expect(server.calls).toHaveLength(0);
      session.setUser(makeUser(['Projects_View']));
      send('/approver/projects');
      expect(server.calls).toHaveLength(1);
    });
  });
});
