import request from 'supertest';
import { createTestApi, DEMO, type TestApi } from '../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const now = (): number => Math.floor(Date.now() / 1000);

const expectUnauthorized = (response: request.Response): void => {
  expect(response.status).toBe(401);
  expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  expect(response.body).toEqual({ message: expect.any(String) });
};

describe('bearer token checks (401 only for a missing or invalid token)', () => {
  it('rejects a request without a token with 401 "Sign-in required"', async () => {
    const response = await request(api.app).get('/user');
    expectUnauthorized(response);
    expect(response.body.message).toBe('Sign-in required');
  });

  it('rejects a token signed with a key the identity provider never published', async () => {
    const token = await api.tokens.sign(DEMO.foreman, { signingKey: api.tokens.strangerKey });
    expectUnauthorized(await request(api.app).get('/user').set('Authorization', `Bearer ${token}`));
  });

  it('rejects a token for another audience', async () => {
    const token = await api.tokens.sign(DEMO.foreman, { audience: 'someone-else' });
    expectUnauthorized(await request(api.app).get('/user').set('Authorization', `Bearer ${token}`));
  });

  it('rejects a token whose audience list also names another client', async () => {
    const token = await api.tokens.sign(DEMO.foreman, { audience: ['crewtime-portal', 'someone-else'] });
    expectUnauthorized(await request(api.app).get('/user').set('Authorization', `Bearer ${token}`));
  });

  it('rejects an expired token (beyond the 5 s clock tolerance)', async () => {
    const token = await api.tokens.sign(DEMO.foreman, { expiresAt: now() - 30 });
    expectUnauthorized(await request(api.app).get('/user').set('Authorization', `Bearer ${token}`));
  });

  it('rejects a token without exp', async () => {
    const token = await api.tokens.sign(DEMO.foreman, { expiresAt: null });
    expectUnauthorized(await request(api.app).get('/user').set('Authorization', `Bearer ${token}`));
  });

  it('rejects a token from another issuer', async () => {
    const token = await api.tokens.sign(DEMO.foreman, { issuer: 'http://evil.test/oidc' });
    expectUnauthorized(await request(api.app).get('/user').set('Authorization', `Bearer ${token}`));
  });

  it('rejects a malformed token and a non-Bearer scheme', async () => {
    expectUnauthorized(await request(api.app).get('/user').set('Authorization', 'Bearer not-a-jwt'));
    expectUnauthorized(await request(api.app).get('/user').set('Authorization', 'Basic Zm9vOmJhcg=='));
  });

  it('rejects a valid token that carries no e-mail', async () => {
    const token = await api.tokens.sign(DEMO.foreman, { claims: { email: undefined } });
    expectUnauthorized(await request(api.app).get('/user').set('Authorization', `Bearer ${token}`));
  });
});

describe('employee lookup by the e-mail claim', () => {
  it('answers 403 "No employee record for this account" for a valid token of an unknown e-mail', async () => {
    const response = await request(api.app)
      .get('/user')
      .set('Authorization', await api.bearer('stranger@example.com'));
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'No employee record for this account' });
  });

  it('matches the e-mail case-insensitively', async () => {
    const response = await request(api.app)
      .get('/user')
      .set('Authorization', await api.bearer('Foreman@Example.COM'));
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(DEMO.foreman);
  });

  it('answers 403 for an inactive employee', async () => {
    const { db } = api.database;
    await db
      .updateTable('employees')
      .set({ employeeStatus: 'Inactive' })
      .where('email', '=', DEMO.noaccess)
      .execute();
    try {
      const response = await request(api.app)
        .get('/user')
        .set('Authorization', await api.bearer(DEMO.noaccess));
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'This employee account is inactive' });
    } finally {
      await db
        .updateTable('employees')
        .set({ employeeStatus: 'Active' })
        .where('email', '=', DEMO.noaccess)
        .execute();
    }
  });
});
