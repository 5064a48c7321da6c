import type { Request, Response } from 'express';

/** Lists are plain arrays; the total before paging travels in `X-Total-Count` (contract). */
export const sendPage = (response: Response, items: readonly unknown[], total: number): void => {
  response.set('X-Total-Count', String(total)).json(items);
};

const pagedHandlers = new WeakSet<object>();

/**
 * The handler of a paged list (GET /projects, /timesheets, …): the query string parsed with `schema` (400 with the
 * field's message when it does not parse), `list` asked for that page, and the page sent as `sendPage` sends it.
 */
export const pagedList = <Query>(
  schema: { parse(query: unknown): Query },
  list: (query: Query, request: Request) => Promise<{ items: readonly unknown[]; total: number }>,
) => {
  const handler = async (request: Request, response: Response): Promise<void> => {
    const { items, total } = await list(schema.parse(request.query), request);
    sendPage(response, items, total);
  };
  pagedHandlers.add(handler);
  return handler;
};

/** Whether a route's handler is a paged list, so answers X-Total-Count (what /openapi.json says of it). */
export const isPagedList = (handler: unknown): boolean =>
  typeof handler === 'function' && pagedHandlers.has(handler);
