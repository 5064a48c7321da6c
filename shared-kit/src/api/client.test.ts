import { session } from '../auth/session.ts';
import { notificationText, notify } from '../notify/store.ts';
import { mockApi, mockResponse, makeUser, type MockApi } from '../testing/index.ts';
import * as z from 'zod/mini';
import {
  api,
  ApiError,
  checkAnswer,
  filenameFromDisposition,
  retryAfterSeconds,
  toQueryString,
  UnexpectedAnswerError,
} from './client.ts';

describe('api client (API-01, SHELL-16)', () => {
  let server: MockApi;
  afterEach(() => {
    server.restore();
    session.signOut();
  });

  it('sends the id token as a bearer token to /api + path and parses JSON', async () => {
    session.setTokens({ idToken: 'the-id-token', accessToken: 'the-access-token' });
    server = mockApi({ 'GET /home-pages': () => [{ name: 'foreman', path: '/foreman' }] });
    await expect(api.get('/home-pages')).resolves.toEqual([{ name: 'foreman', path: '/foreman' }]);
    expect(server.calls[0]).toMatchObject({ method: 'GET', path: '/home-pages' });
    expect(server.calls[0]?.headers.Authorization).toBe('Bearer the-id-token');
  });

  it('serialises the query, skipping null and undefined', async () => {
    server = mockApi({ 'GET /timesheets': () => [] });
    await api.get('/timesheets', {
      query: { startDate: '2026-11-16', state: undefined, projectId: null, page: 2, hydrate: false },
    });
    expect(server.calls[0]?.query.toString()).toBe('startDate=2026-11-16&page=2&hydrate=false');
    expect(toQueryString({ a: null })).toBe('');
  });

  it('sends JSON bodies with their content type', async () => {
    server = mockApi({ 'POST /timesheets': ({ body }) => ({ received: body }) });
    await expect(api.post('/timesheets', { projectId: 3 })).resolves.toEqual({ received: { projectId: 3 } });
    expect(server.calls[0]?.headers['Content-Type']).toBe('application/json');
  });

  it('signs the user out on a 401 from any call', async () => {
    session.setTokens({ idToken: 'expired', accessToken: 'expired' });
    session.setUser(makeUser(['Timesheets_View']));
    server = mockApi({ 'PUT /timesheets/7': () => mockResponse(401, { message: 'Invalid token' }) });
    await expect(api.put('/timesheets/7', {})).rejects.toMatchObject({ status: 401 });
    expect(session.getState()).toMatchObject({ isAuthenticated: false, user: null });
    expect(localStorage.getItem('id_token')).toBeNull();
  });

  it('throws an ApiError carrying the status and the server message in data.message', async () => {
    session.setTokens({ idToken: 'id', accessToken: 'access' });
    server = mockApi({
      'DELETE /timesheets/9': () => mockResponse(403, { message: "You don't have permission to do this" }),
    });
    const error: unknown = await api.delete('/timesheets/9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, data: { message: "You don't have permission to do this" } });
    expect(session.getState().isAuthenticated).toBe(true);
  });

  it('gives data null when the error has no JSON body, and status 0 when the server cannot be reached', async () => {
    server = mockApi({
      'GET /broken': () => mockResponse(502, '<html>Bad gateway</html>', { 'Content-Type': 'text/html' }),
      'GET /offline': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(api.get('/broken')).rejects.toMatchObject({ status: 502, data: null });
    await expect(api.get('/offline')).rejects.toMatchObject({ status: 0, data: null });
  });

  it('reads X-Total-Count for paged lists', async () => {
    server = mockApi({
      'GET /projects': () => mockResponse(200, [{ projectId: 1 }], { 'X-Total-Count': '41' }),
    });
    await expect(api.getPage('/projects', { query: { page: 1 } })).resolves.toEqual({
      items: [{ projectId: 1 }],
      total: 41,
    });
  });

  it('downloads a file with the server file name', async () => {
    server = mockApi({
      'GET /payroll/3/export': () =>
        mockResponse(200, 'a,b\n1,2', {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="payroll-3.csv"',
        }),
    });
    const { blob, filename } = await api.download('/payroll/3/export');
    expect(filename).toBe('payroll-3.csv');
    expect(blob.size).toBe(7);
    expect(filenameFromDisposition("attachment; filename*=UTF-8''Timesheets%20W47.csv")).toBe(
      'Timesheets W47.csv',
    );
  });

  // A schema failure used to reach the page as its message: a JSON list of zod issues in the board's error callout.
  it('checks an answer with its schema, and says in a sentence when it does not fit', () => {
    const schema = z.object({ timesheetId: z.number() });
    expect(checkAnswer(schema, { timesheetId: 4 }, 'GET /timesheets')).toEqual({ timesheetId: 4 });

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let thrown: unknown;
    try {
      checkAnswer(schema, { timesheetId: 'four' }, 'GET /timesheets');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UnexpectedAnswerError);
    expect((thrown as Error).message).toBe(
      "The server's answer for GET /timesheets is not in the form this page expects. Reload the page; if this stays, tell your administrator.",
    );
    expect(logged).toHaveBeenCalledWith('Unexpected answer for GET /timesheets', expect.any(Array));
    logged.mockRestore();
  });

  describe('a 429 (too many requests)', () => {
    const WAIT_42 = 'Too many requests. Wait 42 seconds and try again.';

    it('carries the server\'s message, which the error toast shows after its own: "… - Too many requests. Wait 42 seconds and try again."', async () => {
      session.setTokens({ idToken: 'id', accessToken: 'access' });
      server = mockApi({
        'PUT /timesheets/7': () => mockResponse(429, { message: WAIT_42 }, { 'Retry-After': '42' }),
      });
      const error: unknown = await api.put('/timesheets/7', {}).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 429, message: WAIT_42, data: { message: WAIT_42 } });
      // Asked once: the client never sends a refused request again by itself.
      expect(server.calls).toHaveLength(1);
      // A 429 is no sign-out.
      expect(session.getState().isAuthenticated).toBe(true);

      notify.error('Failed to save timesheet', error);
      const toast = notify.getState()[0]!;
      expect(notificationText(toast)).toBe(`Failed to save timesheet - ${WAIT_42}`);
      notify.dismiss(toast.id);
    });

    it("says to wait as long as Retry-After says when the answer carries no message (a load balancer's 429)", async () => {
      server = mockApi({
        'POST /timesheets': () =>
          mockResponse(429, 'Too Many Requests', { 'Content-Type': 'text/plain', 'Retry-After': '30' }),
        'DELETE /timesheets/4': () => mockResponse(429, '', {}),
      });
      await expect(api.post('/timesheets', {})).rejects.toMatchObject({
        status: 429,
        data: { message: 'Too many requests. Wait 30 seconds and try again.' },
      });
      await expect(api.delete('/timesheets/4')).rejects.toMatchObject({
        status: 429,
        data: { message: 'Too many requests. Wait a moment and try again.' },
      });
    });

    it('reads Retry-After as seconds or as a date, at least 1 second', () => {
      const now = Date.parse('2026-11-24T14:05:00Z');
      expect(retryAfterSeconds('42', now)).toBe(42);
      expect(retryAfterSeconds('0', now)).toBe(1);
      expect(retryAfterSeconds('Tue, 24 Nov 2026 14:05:30 GMT', now)).toBe(30);
      expect(retryAfterSeconds('soon', now)).toBeUndefined();
      expect(retryAfterSeconds(null, now)).toBeUndefined();
    });
  });
});
