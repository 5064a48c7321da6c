import express from 'express';
import request from 'supertest';
import {
  healthRoutes,
  NO_HEALTHY_API_MESSAGE,
  REGISTRY_NOT_READY_MESSAGE,
  STOPPING_MESSAGE,
  type Readiness,
} from './health-routes.ts';

const appWith = (readiness: Partial<Readiness>) =>
  express().use(
    healthRoutes({
      stopping: () => false,
      healthyUpstreams: () => 1,
      registryReady: async () => true,
      ...readiness,
    }),
  );

describe('readiness', () => {
  it('is ready with a healthy api upstream and a registry that answers', async () => {
    const response = await request(appWith({})).get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['shutting down', { stopping: () => true }, STOPPING_MESSAGE],
    ['without a healthy api upstream', { healthyUpstreams: () => 0 }, NO_HEALTHY_API_MESSAGE],
    [
      'while the registry store does not answer',
      { registryReady: async (): Promise<boolean> => false },
      REGISTRY_NOT_READY_MESSAGE,
    ],
    [
      'when asking the registry fails',
      { registryReady: (): Promise<boolean> => Promise.reject(new Error('connection refused')) },
      REGISTRY_NOT_READY_MESSAGE,
    ],
  ] as const)('answers 503 %s, while /livez still answers', async (_case, readiness, message) => {
    const app = appWith(readiness);
    const response = await request(app).get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(message);
    expect((await request(app).get('/livez')).status).toBe(200);
  });
});
