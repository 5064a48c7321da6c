import type { Request } from 'express';
import { notFound, staleWrite, versionFrom } from './versioning.ts';

const requestWith = (ifMatch: string | undefined, body: unknown): Request =>
  ({ get: (name: string) => (name === 'If-Match' ? ifMatch : undefined), body }) as unknown as Request;

describe('versions on writes', () => {
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
  it('words the conflict and the missing record for a clerk', () => {
    expect(staleWrite('timesheet')).toMatchObject({
      status: 409,
      message: expect.stringMatching(/^This timesheet was changed by someone else/),
    });
    expect(notFound('timesheet')).toMatchObject({ status: 404, message: 'Timesheet not found' });
  });
});
