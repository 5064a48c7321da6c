import { jest } from '@jest/globals';
import type { Request, Response } from 'express';
import * as z from 'zod/mini';
import {
  declareVersionInput,
  optionalVersion,
  pathChoice,
  pathId,
  queryVersion,
  versionFrom,
  versionedWrite,
} from './params.ts';

const requestWith = (
  ifMatch: string | undefined,
  body: unknown,
  query: Record<string, unknown> = {},
): Request =>
  ({ get: (name: string) => (name === 'If-Match' ? ifMatch : undefined), body, query }) as unknown as Request;

const withParams = (params: Record<string, string>): Request => ({ params }) as unknown as Request;

describe('versions on writes', () => {
  it('refuses to read a version the route does not declare, so /openapi.json cannot leave it out', () => {
    const declared = (input: 'required' | 'optional' | 'optional-or-query' | 'none', body: unknown = {}) => {
      const request = requestWith('"3"', body, { version: '3' });
      declareVersionInput(request, input);
      return request;
    };
    expect(versionFrom(declared('required'))).toBe(3);
    expect(() => versionFrom(declared('none'))).toThrow(/declares version 'none'/);
    expect(() => versionFrom(declared('optional'))).toThrow(/calls versionFrom/);
    expect(optionalVersion(declared('optional'))).toBe(3);
    expect(() => optionalVersion(declared('required'))).toThrow(/calls optionalVersion/);
    expect(queryVersion(declared('optional-or-query'))).toBe(3);
    expect(() => queryVersion(declared('optional'))).toThrow(/calls queryVersion/);
  });
  it('reads If-Match in its strong, weak and bare forms', () => {
    expect(versionFrom(requestWith('"3"', {}))).toBe(3);
    expect(versionFrom(requestWith('W/"4"', {}))).toBe(4);
    expect(versionFrom(requestWith('5', {}))).toBe(5);
  });
  it('falls back to the body version', () => {
    expect(versionFrom(requestWith(undefined, { version: 7 }))).toBe(7);
  });
  it('refuses a write without a version with 428', () => {
    expect(() => versionFrom(requestWith(undefined, {}))).toThrow(expect.objectContaining({ status: 428 }));
    expect(() => versionFrom(requestWith('"abc"', {}))).toThrow(expect.objectContaining({ status: 428 }));
  });
  it('checks an optional version only when one is sent', () => {
    expect(optionalVersion(requestWith(undefined, {}))).toBeUndefined();
    expect(optionalVersion(requestWith('"2"', {}))).toBe(2);
    expect(optionalVersion(requestWith(undefined, { version: 0 }))).toBe(0);
    expect(() => optionalVersion(requestWith(undefined, { version: 'two' }))).toThrow(
      expect.objectContaining({ status: 428 }),
    );
  });
  it('reads ?version= as a whole number, 400 otherwise', () => {
    expect(queryVersion(requestWith(undefined, {}, {}))).toBeUndefined();
    expect(queryVersion(requestWith(undefined, {}, { version: '4' }))).toBe(4);
    expect(() => queryVersion(requestWith(undefined, {}, { version: '4.5' }))).toThrow(
      expect.objectContaining({ status: 400, message: 'version: Send the version as a whole number' }),
    );
  });
});

describe('path parameters', () => {
  it('reads a positive whole id', () => {
    expect(pathId(withParams({ timesheetId: '341' }), 'timesheetId', 'timesheet')).toBe(341);
    expect(pathId(withParams({ roleId: '2147483647' }), 'roleId', 'role')).toBe(2_147_483_647);
  });
  it.each(['0', '-1', '1.5', 'abc', '2147483648', '99999999999'])(
    'answers %s like an unknown record: "Timesheet not found"',
    (raw) => {
      expect(() => pathId(withParams({ timesheetId: raw }), 'timesheetId', 'timesheet')).toThrow(
        expect.objectContaining({ kind: 'not-found', message: 'Timesheet not found' }),
      );
    },
  );
  it('takes a choice from its list, 404 "Not found" for any other', () => {
    expect(pathChoice(withParams({ section: 'daily-journal' }), 'section', ['daily-journal'])).toBe(
      'daily-journal',
    );
    expect(() => pathChoice(withParams({ section: 'payroll' }), 'section', ['daily-journal'])).toThrow(
      expect.objectContaining({ status: 404, message: 'Not found' }),
    );
  });
});

describe('a versioned write to one record', () => {
  const writeRequest = (roleId: string, body: unknown): Request =>
    ({ params: { roleId }, body, get: () => undefined }) as unknown as Request;
  const write = jest.fn(async (roleId: number, version: number, input: { name: string }) => ({
    roleId,
    version: version + 1,
    ...input,
  }));
  const handle = versionedWrite('roleId', 'role', z.object({ name: z.string() }), write);

  beforeEach(() => write.mockClear());

  it("answers the write's result for the id, body and version sent", async () => {
    const json = jest.fn();
    await handle(writeRequest('4', { name: 'Auditor', version: 2 }), { json } as unknown as Response);
    expect(write).toHaveBeenCalledWith(4, 2, { name: 'Auditor' }, expect.anything());
    expect(json).toHaveBeenCalledWith({ roleId: 4, version: 3, name: 'Auditor' });
  });

  it('checks the id first, then the body, then the version; nothing is written on any refusal', async () => {
    const response = { json: jest.fn() } as unknown as Response;
    await expect(handle(writeRequest('x', { name: 7 }), response)).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Role not found',
    });
    await expect(handle(writeRequest('4', { name: 7 }), response)).rejects.toBeInstanceOf(z.core.$ZodError);
    await expect(handle(writeRequest('4', { name: 'Auditor' }), response)).rejects.toMatchObject({
      status: 428,
    });
    expect(write).not.toHaveBeenCalled();
  });
});
