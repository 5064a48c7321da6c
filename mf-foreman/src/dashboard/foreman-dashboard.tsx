import { useState } from 'react';
import {
  Link,
  ColumnsTable,
  DATE_DEFAULT,
  EmptyState,
  Loading,
  PageHeading,
  RetryCallout,
  Row,
  Stack,
  formatApiDate,
  useCurrentUser,
  weekOf,
} from 'shared-kit';
import { FormattedMessage, useIntl, useTranslateMessage } from 'shared-kit/i18n';
import { keptWhenUnreachable } from '../common/kept-read';
import { useRouteTitle } from '../common/route-title';
import { useOwnWeekTimesheets } from './api.ts';
import { TIMESHEETS_PATH, previousWeekPath } from '../common/paths';
import { useOwnTimesheetColumns, useTimesheetRowLinks } from '../common/timesheet-columns';

/** Foreman Dashboard (FOREMAN-DASH-01…07): the signed-in user's own timesheets of the current week (U-27). */
export default function ForemanDashboard() {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const title = useRouteTitle('/foreman');
  const columns = useOwnTimesheetColumns();
  const user = useCurrentUser();
  // The week is fixed when the page opens, so a page left open past midnight on Sunday keeps its rows.
  const [today] = useState(() => new Date());
  const week = weekOf(today);
  const weekRange = `${formatApiDate(week.startOfWeek, DATE_DEFAULT)} – ${formatApiDate(week.endOfWeek, DATE_DEFAULT)}`;
  const rowLinks = useTimesheetRowLinks();
  // No connection behind a "connected" browser: the week the device kept, not the error.
  const timesheets = keptWhenUnreachable(
    useOwnWeekTimesheets(user?.employeeId ?? null, {
      startDate: week.startOfWeek,
      endDate: week.endOfWeek,
    }),
  );

  let content;
  if (timesheets.isError) {
    content = (
      <RetryCallout onRetry={() => void timesheets.refetch()}>
        <FormattedMessage
          id="foreman.dashboard.loadFailed"
          values={{ message: translate(timesheets.error.message) }}
        />
      </RetryCallout>
    );
  } else if (timesheets.isPending) {
    content = <Loading label={intl.formatMessage({ id: 'foreman.dashboard.loading' })} />;
  } else if (timesheets.data.length === 0) {
    content = (
      <EmptyState>
        <FormattedMessage id="foreman.dashboard.empty" />
      </EmptyState>
    );
  } else {
    content = (
      // The week is shown above; the caption names the table for screen readers.
      <ColumnsTable
        caption={intl.formatMessage({ id: 'foreman.dashboard.caption' }, { weekRange })}
        columns={columns}
        rows={timesheets.data}
        rowKey={(timesheet) => timesheet.timesheetId}
        dressing={rowLinks}
      />
    );
  }

  return (
    <Stack>
      <PageHeading>{title}</PageHeading>
      <p>
        <FormattedMessage id="foreman.dashboard.week" values={{ weekRange }} />
      </p>
      <Row>
        <Link to={TIMESHEETS_PATH}>
          <FormattedMessage id="foreman.dashboard.timesheets" />
        </Link>
        <Link to={previousWeekPath(today)}>
          <FormattedMessage id="foreman.dashboard.previousWeek" />
        </Link>
      </Row>
      {content}
    </Stack>
  );
}
