import type { Request, Response } from 'express';

/** Lists are plain arrays; the total before paging travels in `X-Total-Count` (contract). */
export const sendPage = (response: Response, items: readonly unknown[], total: number): void => {
  response.set('X-Total-Count', String(total)).json(items);
};

/**
 * The handler of a paged list (GET /projects, /timesheets, …): the query string parsed with `schema` (400 with the
 * field's message when it does not parse), `list` asked for that page, and the page sent as `sendPage` sends it.
 */
export const pagedList =
  <Query>(
    schema: { parse(query: unknown): Query },
    list: (query: Query, request: Request) => Promise<{ items: readonly unknown[]; total: number }>,
  ) =>
  async (request: Request, response: Response): Promise<void> => {
    const { items, total } = await list(schema.parse(request.query), request);
    sendPage(response, items, total);
  };
