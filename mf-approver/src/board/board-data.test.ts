import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { makeUser, mockApi } from 'shared-kit/testing';
import {
  boardIsApproverWide,
  effectiveFilters,
  prefetchBoard,
  presetProjectManager,
  timesheetQueryOf,
  type BoardFilters,
} from './board-data';

const filters = (overrides: Partial<BoardFilters> = {}): BoardFilters => ({
  week: '2026-11-23',
  projects: [],
  state: null,
  prevailing: null,
  foreman: null,
  pm: null,
  page: 1,
  ...overrides,
});
const approver = makeUser(['ApproverDashboard_View'], { employeeId: 3 });
const projectManager = makeUser(['Timesheets_View'], { employeeId: 12 });

describe('what the board asks the api for (APPROVER-19, -21)', () => {
  it('asks for the Monday-to-Sunday week and every filter the api takes', () => {
    expect(
      timesheetQueryOf(
        filters({ state: 'APPROVED', prevailing: 'true', foreman: 42, pm: 7, projects: [5] }),
        approver,
      ),
    ).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-29',
      state: 'APPROVED',
      prevailingWage: true,
      creatorEmployeeId: 42,
      projectManagerEmployeeId: 7,
      projectId: 5,
    });
  });

  it('sends several projects to no one (the api takes one; the board filters them), and Non-Prevailing as false', () => {
    const query = timesheetQueryOf(filters({ projects: [5, 9], prevailing: 'false' }), approver);
    expect(query.projectId).toBeNull();
    expect(query.prevailingWage).toBe(false);
  });

  it("is approver-wide with an approver permission; otherwise the user's own, whatever the Foreman filter says", () => {
    expect(boardIsApproverWide(approver)).toBe(true);
    expect(boardIsApproverWide(projectManager)).toBe(false);
    expect(timesheetQueryOf(filters({ foreman: 42 }), projectManager).creatorEmployeeId).toBe(12);
  });
});

describe('the Project Manager preset (APPROVER-20)', () => {
  it('starts at the user without PayrollDashboard_Export, and nowhere with it', () => {
    expect(presetProjectManager(approver)).toBe(3);
    expect(presetProjectManager(makeUser(['ApproverDashboard_View', 'PayrollDashboard_Export']))).toBeNull();
    expect(presetProjectManager(null)).toBeNull();
  });

  it('applies from the first request, unless the URL names a Project Manager (even none)', () => {
    expect(effectiveFilters(filters(), new URLSearchParams(), approver).pm).toBe(3);
    expect(effectiveFilters(filters({ pm: 7 }), new URLSearchParams('pm=7'), approver).pm).toBe(7);
    expect(effectiveFilters(filters(), new URLSearchParams('pm='), approver).pm).toBeNull();
  });
});

describe("the board's prefetch", () => {
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => api?.restore());

  it("sends the board's requests for the URL's week with the preset Project Manager, once each", async () => {
    const page = () => ({ items: [], totalCount: 0 });
    api = mockApi({
      'GET /timesheets': page,
      'GET /project-corrections': page,
      'GET /projects': page,
      'GET /employees': page,
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchBoard({
      queryClient,
      params: {},
      search: new URLSearchParams('week=2026-11-25'),
      user: approver,
    });
    await waitFor(() => expect(api?.calls).toHaveLength(5));
    const timesheets = api.calls
      .filter(({ path }) => path === '/timesheets')
      .map(({ query }) => Object.fromEntries(query));
    expect(timesheets).toEqual([
      expect.objectContaining({
        startDate: '2026-11-23',
        endDate: '2026-11-29',
        projectManagerEmployeeId: '3',
      }),
    ]);
  });
});
