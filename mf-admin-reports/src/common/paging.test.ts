import { mockApi, mockResponse } from 'shared-kit/testing';
import type { MockApi } from 'shared-kit/testing';
import { REPORT_PAGE_SIZE, getAllPages } from './paging';

describe('getAllPages', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('fetches every page of a paged list until X-Total-Count is reached', async () => {
    const total = REPORT_PAGE_SIZE + 2;
    api = mockApi({
      'GET /timesheets': ({ query }) => {
        const page = Number(query.get('page'));
        const count = page === 1 ? REPORT_PAGE_SIZE : 2;
        const items = Array.from({ length: count }, (_, index) => ({
          timesheetId: (page - 1) * 500 + index + 1,
        }));
        return mockResponse(200, items, { 'X-Total-Count': String(total) });
      },
    });
    const items = await getAllPages<{ timesheetId: number }>('/timesheets', { projectId: 3 });
    expect(items).toHaveLength(total);
    expect(api.calls.map((call) => call.query.get('page'))).toEqual(['1', '2']);
    expect(api.calls[0]?.query.get('pageSize')).toBe(String(REPORT_PAGE_SIZE));
    expect(api.calls[0]?.query.get('projectId')).toBe('3');
  });

  it('stops at an empty page even when the total says more', async () => {
    api = mockApi({ 'GET /timesheets': () => mockResponse(200, [], { 'X-Total-Count': '9' }) });
    expect(await getAllPages('/timesheets', {})).toEqual([]);
    expect(api.calls).toHaveLength(1);
  });
});
