import { api } from 'shared-kit';

/** The api's largest page (API.md, Paging). */
export const REPORT_PAGE_SIZE = 500;

/** Every item of a paged list: pages of REPORT_PAGE_SIZE until X-Total-Count is reached. */
export async function getAllPages<T>(
  path: string,
  query: Record<string, string | number | boolean>,
  signal?: AbortSignal,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await api.getPage<T>(path, {
      query: { ...query, page, pageSize: REPORT_PAGE_SIZE },
      signal,
    });
    items.push(...result.items);
    if (result.items.length === 0 || items.length >= result.total) return items;
  }
}
