import { MAX_PAGE_SIZE, type Page } from 'shared-kit';

/** The api's largest page (API.md, Paging). */
export const REPORT_PAGE_SIZE = MAX_PAGE_SIZE;

/** Every item of a paged list: pages of REPORT_PAGE_SIZE from `getPage` until X-Total-Count is reached. */
export async function getAllPages<T>(
  getPage: (paging: { page: number; pageSize: number }) => Promise<Page<T>>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await getPage({ page, pageSize: REPORT_PAGE_SIZE });
    items.push(...result.items);
    if (result.items.length === 0 || items.length >= result.total) return items;
  }
}
