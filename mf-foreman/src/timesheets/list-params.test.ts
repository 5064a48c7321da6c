import { readListParams, writeListParams } from 'shared-kit/list';
import { selectedWeek, shiftWeek, timesheetListParams, weekRangeLabel } from './list-params';

// Wednesday 4 March 2026: the current week runs Monday 2 March to Sunday 8 March.
const TODAY = new Date(2026, 2, 4, 10, 30);
const CURRENT = { startOfWeek: '2026-03-02', endOfWeek: '2026-03-08' };

describe('timesheet list params', () => {
  it('selects the week of startOfWeek, Monday to Sunday (TS-LIST-01, CONST-15)', () => {
    expect(selectedWeek('2026-02-23', TODAY)).toEqual({ startOfWeek: '2026-02-23', endOfWeek: '2026-03-01' });
    // Any day of a week selects that whole week.
    expect(selectedWeek('2026-02-26', TODAY)).toEqual({ startOfWeek: '2026-02-23', endOfWeek: '2026-03-01' });
  });

  it.each([null, '', '02/23/2026', '2026-02-30', 'next-week'])(
    'uses the current week when startOfWeek is %p (TS-LIST-06)',
    (value) => {
      expect(selectedWeek(value, TODAY)).toEqual(CURRENT);
    },
  );

  it('never selects a future week (TS-LIST-05)', () => {
    expect(selectedWeek('2026-03-09', TODAY)).toEqual(CURRENT);
  });

  it('moves one week back and forward', () => {
    expect(shiftWeek(CURRENT, -1)).toEqual({ startOfWeek: '2026-02-23', endOfWeek: '2026-03-01' });
    expect(shiftWeek(CURRENT, 1)).toEqual({ startOfWeek: '2026-03-09', endOfWeek: '2026-03-15' });
  });

  it('shows the week as "03/02/2026 - 03/08/2026" (TS-LIST-04)', () => {
    expect(weekRangeLabel(CURRENT)).toBe('03/02/2026 - 03/08/2026');
  });

  it('ignores a state the filter does not offer, and a project or page that is not a positive number', () => {
    const query = new URLSearchParams({ state: 'OPEN', projectId: 'abc', page: '0' });
    expect(readListParams(timesheetListParams(TODAY), query)).toEqual({
      week: CURRENT,
      projectId: null,
      state: null,
      page: 1,
    });
  });

  it('reads back what it writes, and keeps the current week in the URL (a shared link keeps its week)', () => {
    const spec = timesheetListParams(TODAY);
    const params = { week: CURRENT, projectId: 17, state: 'APPROVED' as const, page: 3 };
    expect(readListParams(spec, writeListParams(spec, params))).toEqual(params);
    expect(writeListParams(spec, { ...params, projectId: null, state: null, page: 1 }).toString()).toBe(
      'startOfWeek=2026-03-02',
    );
  });
});
