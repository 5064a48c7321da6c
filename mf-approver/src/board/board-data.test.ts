import { makeUser } from 'shared-kit/testing';
import { boardIsApproverWide, presetProjectManager, timesheetQueryOf, type BoardFilters } from './board-data';

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
});
