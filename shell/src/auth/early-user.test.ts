import { session } from 'shared-kit';
import { mockApi, mockResponse, type MockApi } from 'shared-kit/testing';
import { askUserEarly, takeEarlyUser } from './early-user';

describe('GET /api/user from the entry script', () => {
  let server: MockApi;
  afterEach(() => {
    server.restore();
    localStorage.clear();
  });

  it("finds the tokens where the session keeps them, and asks the api client's path (it cannot import either)", async () => {
    server = mockApi({ 'GET /user': () => ({ employeeId: 3 }) });
    session.setTokens({ idToken: 'session-id-token', accessToken: 'session-access-token' });
    askUserEarly();
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /user']);
    expect(server.calls[0]?.headers.Authorization).toBe('Bearer session-id-token');
    expect(await takeEarlyUser('session-id-token')).toEqual({ body: { employeeId: 3 } });
    session.signOut();
  });

  it('asks with the stored id token, and hands the 200 over once, for that token only', async () => {
    server = mockApi({ 'GET /user': () => ({ employeeId: 7 }) });
    localStorage.setItem('id_token', 'stored-id-token');
    localStorage.setItem('access_token', 'stored-access-token');
    askUserEarly();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.headers.Authorization).toBe('Bearer stored-id-token');
    expect(await takeEarlyUser('stored-id-token')).toEqual({ body: { employeeId: 7 } });
    expect(await takeEarlyUser('stored-id-token')).toBeNull();
    askUserEarly();
    expect(await takeEarlyUser('another-token')).toBeNull();
  });

  it('hands nothing over but a 200: a 401 or an error is asked again through the api client', async () => {
    server = mockApi({ 'GET /user': () => mockResponse(401, { message: 'Unauthorized' }) });
    localStorage.setItem('access_token', 'only-access-token');
    askUserEarly();
    expect(server.calls[0]?.headers.Authorization).toBe('Bearer only-access-token');
    expect(await takeEarlyUser('only-access-token')).toBeNull();
  });

  it('asks nothing without a stored token', () => {
    server = mockApi({});
    askUserEarly();
    expect(server.calls).toHaveLength(0);
  });
});
