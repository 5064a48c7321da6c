import type { Response } from 'express';

/** Lists are plain arrays; the total before paging travels in `X-Total-Count` (contract). */
export const sendPage = (response: Response, items: readonly unknown[], total: number): void => {
  response.set('X-Total-Count', String(total)).json(items);
};
