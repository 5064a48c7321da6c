import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { ProjectListItem } from 'shared-kit';
import { hydratedTimesheetSummary, makeUser, mockApi, projectCorrectionView } from 'shared-kit/testing';
import {
  boardColumnsOf,
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

describe('the columns of the board', () => {
  const project = (projectId: number, overrides: Partial<ProjectListItem> = {}): ProjectListItem => ({
    projectId,
    projectNumber: `P24HOU0${projectId}`,
    city: 'Houston',
    stateCode: 'TX',
    description: 'Pump station',
    status: 'Active',
    customerId: 1,
    customerName: 'City of Houston',
    pmEmployeeId: 3,
    pmFirstName: 'Paula',
    pmLastName: 'Meyer',
    prevailingWage: false,
    ...overrides,
  });
  const correction = (projectCorrectionId: number, projectId: number) =>
    projectCorrectionView({ projectCorrectionId, projectId, projectNumber: `P24HOU0${projectId}` });

  const projects = [
    project(1),
    project(2, { prevailingWage: true, pmEmployeeId: 12, pmFirstName: 'Ray' }),
    project(3, { prevailingWage: true, pmEmployeeId: 12, pmFirstName: 'Ray' }),
  ];
  const timesheets = [
    hydratedTimesheetSummary({ timesheetId: 10, projectId: 1, projectNumber: 'P24HOU01' }),
    hydratedTimesheetSummary({ timesheetId: 20, projectId: 2, projectNumber: 'P24HOU02', state: 'APPROVED' }),
  ];
  // Project 3 has a correction and no timesheet: its group's manager and prevailing wage come from the project list.
  const corrections = [correction(100, 1), correction(200, 2), correction(300, 3)];
  const idsIn = (columns: ReturnType<typeof boardColumnsOf>) =>
    Object.values(columns)
      .flat()
      .flatMap((group) => group.items)
      .map((item) =>
        item.kind === 'timesheet' ? item.timesheet.timesheetId : item.correction.projectCorrectionId,
      );
  const all = { projects: [], prevailing: null, pm: null };

  it('holds every timesheet and correction of the week; a corrections-only group takes its project from the list', () => {
    const columns = boardColumnsOf(timesheets, corrections, projects, all);
    expect(idsIn(columns).sort((left, right) => left - right)).toEqual([10, 20, 100, 200, 300]);
    const correctionsOnly = columns.done.find((group) => group.projectNumber === 'P24HOU03');
    expect(correctionsOnly).toMatchObject({ projectManager: 'Ray Meyer', prevailingWage: true });
  });

  it('keeps the chosen projects only, and corrections by prevailing wage and project manager', () => {
    expect(
      idsIn(boardColumnsOf(timesheets, corrections, projects, { ...all, projects: [2] })).sort(),
    ).toEqual([20, 200]);
    expect(idsIn(boardColumnsOf([], corrections, projects, { ...all, prevailing: 'true' }))).toEqual([
      200, 300,
    ]);
    expect(idsIn(boardColumnsOf([], corrections, projects, { ...all, pm: 3 }))).toEqual([100]);
  });

  it('stands without the project list (still loading or failed): a corrections-only group shows no manager, no PW', () => {
    const columns = boardColumnsOf(timesheets, corrections, [], all);
    expect(idsIn(columns).sort((left, right) => left - right)).toEqual([10, 20, 100, 200, 300]);
    const correctionsOnly = columns.done.find((group) => group.projectNumber === 'P24HOU03');
    expect(correctionsOnly).toMatchObject({ projectManager: '', prevailingWage: false });
  });
});
