import { mockApi } from 'shared-kit/testing';
import type { MockApi } from 'shared-kit/testing';
import { getTimesheetReport, mapWithConcurrency } from './api';
import { projectCorrection, reportProject, timesheetDetail, timesheetSummary } from './test-data';

describe('report api', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('loads a range: the hydrated list, each timesheet in full, the standalone corrections and the project (U-12)', async () => {
    api = mockApi({
      'GET /timesheets': () => [timesheetSummary({ timesheetId: 1 }), timesheetSummary({ timesheetId: 2 })],
      'GET /timesheets/:id': ({ params }) => timesheetDetail({ timesheetId: Number(params.id) }),
      'GET /project-corrections': () => [projectCorrection()],
      'GET /projects/:id': () => ({ ...reportProject(), projectEmployees: [], version: 3 }),
    });
    const report = await getTimesheetReport({
      kind: 'project-range',
      projectId: 10,
      startDate: '2026-03-02',
      endDate: '2026-03-08',
    });
    expect(report.timesheets.map((timesheet) => timesheet.timesheetId)).toEqual([1, 2]);
    expect(report.projectCorrections).toHaveLength(1);
    expect(report.project).toEqual(reportProject());
    const list = api.calls.find((call) => call.path === '/timesheets');
    expect(Object.fromEntries(list?.query ?? [])).toMatchObject({
      projectId: '10',
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      hydrate: 'true',
    });
    const corrections = api.calls.find((call) => call.path === '/project-corrections');
    expect(Object.fromEntries(corrections?.query ?? [])).toMatchObject({
      projectId: '10',
      startDate: '2026-03-02',
      endDate: '2026-03-08',
    });
  });
});

describe('mapWithConcurrency', () => {
  it('keeps the order of the items and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3], 2, async (value) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, value));
      running -= 1;
      return value * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('fails when one task fails', async () => {
    await expect(
      mapWithConcurrency([1, 2], 2, async (value) => {
        if (value === 2) throw new Error('boom');
        return value;
      }),
    ).rejects.toThrow('boom');
  });
});
