import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { z } from 'zod';
import {
  conflict,
  DomainError,
  forbidden,
  invalidRequest,
  lockedPeriod,
  notFound,
  staleWrite,
  type RefusalKind,
} from '../services/errors.ts';
import { KEY_REUSED_TEXT } from '../services/idempotency.ts';
import { createErrorHandler, HttpError, notFoundHandler } from './errors.ts';
import { createTestApi, DEMO } from '../testing/test-api.ts';

/** One refusal of each kind, as services throw them. */
const REFUSALS: Record<RefusalKind, DomainError> = {
  'not-found': notFound('timesheet'),
  stale: staleWrite('timesheet'),
  conflict: conflict('A timesheet for this project and date already exists'),
  'locked-period': lockedPeriod('This payroll period is completed and locked; use corrections'),
  forbidden: forbidden(),
  invalid: invalidRequest("Roster row 9 is not on this payroll period's roster"),
  unprocessable: new DomainError('unprocessable', KEY_REUSED_TEXT),
};

/** A tiny app whose routes throw each kind of error the real routes can throw. */
const appThrowing = () => {
  const app = express();
  app.use(express.json({ limit: '1kb' }));
  app.get('/zod', () => {
    z.object({ driveMiles: z.number().min(0, 'Drive mileage cannot be negative') }).parse({ driveMiles: -1 });
  });
  app.get('/refusal/:kind', (request) => {
    throw REFUSALS[request.params.kind as RefusalKind];
  });
  app.get('/http', () => {
    throw new HttpError(409, 'This timesheet was changed by someone else');
  });
  app.get('/database', () => {
    throw Object.assign(
      new Error('duplicate key value violates unique constraint "timesheets_project_date_creator"'),
      { code: '23505' },
    );
  });
  app.get('/bug', () => {
    throw new Error('select * from secrets failed at /srv/api/src/x.ts:1');
  });
  app.post('/body', (_request, response) => {
    response.json({});
  });
  app.use(notFoundHandler);
  app.use(createErrorHandler(pino({ level: 'silent' })));
  return app;
};

describe('error bodies: { message, errors? }, never a stack or SQL', () => {
  const app = appThrowing();

  it('maps a validation failure to 400 with the field and the exact message', async () => {
    const response = await request(app).get('/zod');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'driveMiles: Drive mileage cannot be negative',
      errors: [{ path: 'driveMiles', message: 'Drive mileage cannot be negative' }],
    });
  });

  it.each<[RefusalKind, number, string | RegExp]>([
    ['not-found', 404, 'Timesheet not found'],
    ['stale', 409, /^This timesheet was changed by someone else since you opened it\. Reload/],
    ['conflict', 409, 'A timesheet for this project and date already exists'],
    ['locked-period', 409, 'This payroll period is completed and locked; use corrections'],
    ['forbidden', 403, "You don't have permission to do this"],
    ['invalid', 400, "Roster row 9 is not on this payroll period's roster"],
    ['unprocessable', 422, /^This Idempotency-Key was already used for a different request\.$/],
  ])("answers a %s refusal with %i and the service's message", async (kind, status, message) => {
    const response = await request(app).get(`/refusal/${kind}`);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ message: expect.stringMatching(message) });
  });

  it('passes an HttpError status and message through', async () => {
    const response = await request(app).get('/http');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'This timesheet was changed by someone else' });
  });

  it('maps a unique violation to 409 without naming the constraint', async () => {
    const response = await request(app).get('/database');
    expect(response.status).toBe(409);
    expect(JSON.stringify(response.body)).not.toMatch(/constraint|timesheets_/);
  });

  it('hides the details of an unexpected error behind a 500', async () => {
    const response = await request(app).get('/bug');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });

  it('answers 404 { message } for an unknown path', async () => {
    const response = await request(app).get('/nowhere');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });

  it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
    const malformed = await request(app).post('/body').set('Content-Type', 'application/json').send('{"a":');
    expect([malformed.status, malformed.body]).toEqual([
      400,
      { message: 'The request body is not valid JSON' },
    ]);
    const oversized = await request(app)
      .post('/body')
      .send({ text: 'x'.repeat(2048) });
    expect(oversized.status).toBe(413);
  });
});

describe('text with a NUL character', () => {
  it('is refused with 400 on any route, in the body or the query, before it reaches the database', async () => {
    const api = await createTestApi();
    try {
      const authorization = await api.bearer(DEMO.admin);
      const body = await request(api.app)
        .post('/roles')
        .set('Authorization', authorization)
        .send({ name: 'x\u0000y' });
      expect(body.status).toBe(400);
      expect(body.body).toEqual({ message: 'Text values cannot contain the NUL character' });
      const query = await request(api.app)
        .get('/projects')
        .query({ search: 'a\u0000' })
        .set('Authorization', authorization);
      expect(query.status).toBe(400);
    } finally {
      await api.close();
    }
  });
});

describe('requests the libraries refuse keep their 4xx (probed on the running stack)', () => {
  it('answers 400, not 500, for a path that is not valid percent-encoding, and 415 for an unknown charset', async () => {
    const api = await createTestApi();
    try {
      const authorization = await api.bearer(DEMO.admin);
      const path = await request(api.app).get('/timesheets/%E0%A4%A').set('Authorization', authorization);
      expect([path.status, path.body]).toEqual([400, { message: 'The request path is not valid' }]);
      const charset = await request(api.app)
        .post('/roles')
        .set('Authorization', authorization)
        .set('Content-Type', 'application/json; charset=x-evil')
        .send('{"name":"Evil"}');
      expect([charset.status, charset.body]).toEqual([
        415,
        { message: 'The request body encoding is not supported' },
      ]);
    } finally {
      await api.close();
    }
  });

  it('keeps any other 4xx an error carries, and never logs it as a failure', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(line) });
    const app = express();
    app.get('/teapot', () => {
      throw Object.assign(new Error('range not satisfiable'), { statusCode: 416 });
    });
    app.use(createErrorHandler(logger));
    const response = await request(app).get('/teapot');
    expect([response.status, response.body]).toEqual([416, { message: 'The request could not be read' }]);
    expect(lines.map((line) => JSON.parse(line) as { level: number }).every((line) => line.level < 50)).toBe(
      true,
    );
  });
});
