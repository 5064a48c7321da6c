import type { Page } from 'shared-kit';
import { REPORT_PAGE_SIZE, getAllPages } from './paging';

describe('getAllPages', () => {
  it('fetches every page of a paged list until X-Total-Count is reached', async () => {
    const total = REPORT_PAGE_SIZE + 2;
    const getPage = jest.fn(
      async ({
        page,
        pageSize,
      }: {
        page: number;
        pageSize: number;
      }): Promise<Page<{ timesheetId: number }>> => {
        const count = page === 1 ? pageSize : 2;
        const items = Array.from({ length: count }, (_, index) => ({
          timesheetId: (page - 1) * pageSize + index + 1,
        }));
        return { items, total };
      },
    );
    const items = await getAllPages(getPage);
    expect(items).toHaveLength(total);
    expect(getPage.mock.calls).toEqual([
      [{ page: 1, pageSize: REPORT_PAGE_SIZE }],
      [{ page: 2, pageSize: REPORT_PAGE_SIZE }],
    ]);
  });

  it('stops at an empty page even when the total says more', async () => {
    const getPage = jest.fn(async () => ({ items: [], total: 9 }));
    expect(await getAllPages(getPage)).toEqual([]);
    expect(getPage).toHaveBeenCalledTimes(1);
  });
});
