import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Callout,
  EmptyState,
  PageHeading,
  Row,
  Stack,
  navigateTo,
  useCurrentUser,
  usePermission,
  useSearchParams,
  useStillHere,
  type HydratedTimesheetSummary,
} from 'shared-kit';
import { useListParams } from 'shared-kit/list';
import { invalidate, invalidateAfter } from 'shared-kit/resources/keys';
import { transitionTimesheet } from 'shared-kit/resources/timesheets';
import { BoardColumns } from './board-columns';
import { BoardFilterBar } from './board-filters';
import { effectiveFilters, presetProjectManager, useBoardData } from './board-data';
import { boardHasResults } from './board-model';
import { BOARD_PARAMS } from './board-params';
import { GenerateNoPayRosterButton } from './generate-no-pay-roster';

/**
 * The approver board (seed 001 §2, APPROVER-01…21): the week's timesheets in three columns by state, grouped by
 * project, with the week's standalone corrections; filters in the URL; refreshed when the user comes back to the tab.
 */
export default function ApproverBoardPage() {
  const list = useListParams(BOARD_PARAMS);
  const [search] = useSearchParams();
  const { user, week, timesheets, corrections, columns, choices } = useBoardData(
    effectiveFilters(list.params, search, useCurrentUser()),
  );
  const canReview = usePermission('Timesheets_Review');
  const queryClient = useQueryClient();

  // APPROVER-20: without PayrollDashboard_Export, the Project Manager filter starts at the user themselves.
  const presetPm = presetProjectManager(user);
  const stillHere = useStillHere();
  useEffect(() => {
    // Only while the page is still this board: once the user has clicked away (the shell moved the page on before
    // this re-render), writing the board's URL would bring them back.
    if (!stillHere()) return;
    if (presetPm !== null && !new URLSearchParams(window.location.search).has('pm'))
      list.set({ pm: presetPm, page: list.params.page }, { replace: true });
  });

  // U-14/U-21: opening a Pending Approval timesheet puts it into review (with Timesheets_Review), then opens it. The
  // same function on every render, so the board's columns (memo) do not render again when only a filter list arrives.
  const openTimesheet = useCallback(
    (timesheet: HydratedTimesheetSummary, event: React.MouseEvent<HTMLAnchorElement>) => {
      if (timesheet.state !== 'PENDING_APPROVAL' || !canReview || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      const path = event.currentTarget.getAttribute('href') ?? '/';
      void transitionTimesheet(timesheet.timesheetId, 'review', { version: timesheet.version })
        .then(() => invalidate(queryClient, invalidateAfter.timesheetWritten()))
        .catch(() => undefined) // someone else moved it meanwhile: the timesheet page shows what it is now
        .finally(() => navigateTo(path));
    },
    [canReview, queryClient],
  );

  // The columns render in a deferred pass. A query's answer reaches React through useSyncExternalStore, whose updates
  // are never sliced: with the columns in that render, the week's arrival was one long task of the whole board. Now
  // that update renders the page around the columns, and React renders the columns next in short slices (the
  // columns are memo, so the urgent render skips them). Their week end travels with them, so a week change never
  // shows the new 'WE' date over the old week's items.
  const shown = useDeferredValue(useMemo(() => ({ columns, weekEnd: week.end }), [columns, week.end]));

  // APPROVER-08: Generate No Pay Roster refuses a board without results, and one that could not be loaded; null while
  // the week (and its corrections) are on their way.
  const hasResults =
    timesheets.isError || corrections.isError
      ? false
      : columns && !corrections.isLoading
        ? boardHasResults(columns)
        : null;

  let content;
  if (timesheets.isError || corrections.isError) {
    content = (
      <Callout tone="error">
        <p>The board could not be loaded: {(timesheets.error ?? corrections.error)?.message}</p>
        <Button
          variant="secondary"
          onClick={() => {
            void timesheets.refetch();
            void corrections.refetch();
          }}
        >
          Retry
        </Button>
      </Callout>
    );
  } else if (shown.columns && !boardHasResults(shown.columns)) {
    content = (
      <EmptyState>There are no timesheets or corrections for this week with these filters.</EmptyState>
    );
  } else {
    content = (
      <BoardColumns columns={shown.columns} weekEnd={shown.weekEnd} onOpenTimesheet={openTimesheet} />
    );
  }

  return (
    <Stack gap={4}>
      <Row justify="space-between">
        <PageHeading>Approver Dashboard</PageHeading>
        <GenerateNoPayRosterButton weekStart={week.start} weekEnd={week.end} hasResults={hasResults} />
      </Row>
      <BoardFilterBarSlot list={list} week={week} choices={choices} />
      <div aria-busy={timesheets.isFetching} aria-live="polite">
        {content}
      </div>
    </Stack>
  );
}

function BoardFilterBarSlot({
  list,
  week,
  choices,
}: {
  list: ReturnType<typeof useListParams<typeof BOARD_PARAMS>>;
  week: { start: string; end: string };
  choices: ReturnType<typeof useBoardData>['choices'];
}) {
  return (
    <BoardFilterBar
      filters={list.params}
      week={week}
      projects={choices.projects}
      foremen={choices.foremen}
      managers={choices.managers}
      onChange={(changes, options) => list.set(changes, options)}
      onClear={list.reset}
    />
  );
}
