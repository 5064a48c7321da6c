import { jest } from '@jest/globals';
import type { Request, Response } from 'express';
import * as z from 'zod/mini';
import { pagedList } from './paging.ts';

const querySchema = z.object({ page: z.coerce.number().check(z.int(), z.minimum(1)) });

function fakeResponse() {
  const sent: { headers: Record<string, string>; body?: unknown } = { headers: {} };
  const response = {
    set(name: string, value: string) {
      sent.headers[name] = value;
      return response;
    },
    json(body: unknown) {
      sent.body = body;
      return response;
    },
  };
  return { response: response as unknown as Response, sent };
}

describe('pagedList', () => {
  it('asks for the page the query names and sends its rows with the total in X-Total-Count', async () => {
    const list = jest.fn(async (query: { page: number }) => ({ items: [{ id: query.page }], total: 41 }));
    const request = { query: { page: '3' } } as unknown as Request;
    const { response, sent } = fakeResponse();
    await pagedList(querySchema, list)(request, response);
    expect(list).toHaveBeenCalledWith({ page: 3 }, request);
    expect(sent).toEqual({ headers: { 'X-Total-Count': '41' }, body: [{ id: 3 }] });
  });

  it('asks for nothing when the query does not parse', async () => {
    const list = jest.fn(async () => ({ items: [], total: 0 }));
    const { response } = fakeResponse();
    await expect(
      pagedList(querySchema, list)({ query: { page: 'two' } } as unknown as Request, response),
    ).rejects.toThrow();
    expect(list).not.toHaveBeenCalled();
  });
});
