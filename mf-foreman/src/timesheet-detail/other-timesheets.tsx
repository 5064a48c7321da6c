import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  Button,
  Loading,
  Stack,
  TIMESHEET_STATE_LABEL,
  formatApiDate,
  formatHours,
  useNavigate,
  useNotifyingMutation,
  TIMESHEET_TOAST as TOAST,
  type TimesheetSummary,
} from 'shared-kit';
import { invalidate, invalidateAfter, timesheetKeys } from 'shared-kit/resources/keys';
import { transitionTimesheet } from 'shared-kit/resources/timesheets';
import { timesheetDetailPath } from '../common/paths';
import { usePeriodTimesheets, type TimesheetDetail } from './api';
import { useIntl, type IntlShape } from 'shared-kit/i18n';

export const NO_OTHER_TIMESHEETS = 'No other timesheets for this project and payroll period';

/** Seed 000 §9: dropdown lists are at most 15rem high. */
const List = styled.ul`
  max-height: 15rem;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
`;

const Entry = styled.button`
  width: 100%;
  text-align: left;
  font: inherit;
  padding: ${({ theme }) => theme.space(2)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.link};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.rowHover};
  }
`;

/**
 * TS-DETAIL-18: day of week, date, state, creator and total hours ('Hour' for 1, else 'Hours': an ICU plural), in
 * the page's language; English without a provider.
 */
export const otherTimesheetText = (summary: TimesheetSummary, intl?: IntlShape): string =>
  [
    intl
      ? intl.formatMessage({ id: `kit.weekday.${summary.dayOfWeek}`, defaultMessage: summary.dayOfWeek })
      : summary.dayOfWeek,
    formatApiDate(summary.date),
    intl
      ? intl.formatMessage({
          id: `kit.state.${summary.state}`,
          defaultMessage: TIMESHEET_STATE_LABEL[summary.state],
        })
      : TIMESHEET_STATE_LABEL[summary.state],
    `${summary.creatorEmployeeFirstName} ${summary.creatorEmployeeLastName}`,
    intl
      ? intl.formatMessage({ id: 'kit.hours' }, { hours: summary.totalHours })
      : formatHours(summary.totalHours),
  ].join(' · ');

/**
 * The other timesheets of the same project and payroll period (TS-DETAIL-17…20). Opening a Pending Approval one
 * also starts its review when the user is a reviewer (U-21).
 */
export function OtherTimesheets({ timesheet, reviewer }: { timesheet: TimesheetDetail; reviewer: boolean }) {
  const [open, setOpen] = useState(false);
  const intl = useIntl();
  const listId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const period = timesheet.payrollPeriod;
  const others = usePeriodTimesheets(
    period ? { projectId: timesheet.projectId, startDate: period.startDate, endDate: period.endDate } : null,
    open,
  );
  const startReview = useNotifyingMutation<TimesheetDetail, TimesheetSummary>({
    mutationFn: (summary) => transitionTimesheet(summary.timesheetId, 'review', { version: summary.version }),
    successMessage: TOAST.review,
    errorMessage: TOAST.reviewFailed,
    onSuccess: () => void invalidate(queryClient, invalidateAfter.timesheetWritten()),
  });
  const entries = (others.data ?? []).filter((summary) => summary.timesheetId !== timesheet.timesheetId);

  const openOne = async (summary: TimesheetSummary) => {
    setOpen(false);
    if (reviewer && summary.state === 'PENDING_APPROVAL') {
      const reviewed = await startReview.mutateAsync(summary).catch(() => null);
      if (reviewed) queryClient.setQueryData(timesheetKeys.detail(reviewed.timesheetId), reviewed);
    }
    void navigate(timesheetDetailPath(summary));
  };

  if (!period) return null;
  return (
    <Stack gap={1}>
      <div>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((current) => !current)}
        >
          {intl.formatMessage({ id: 'foreman.others.button' })}
        </Button>
      </div>
      {open && (
        <div id={listId}>
          {others.isPending ? (
            <Loading label={intl.formatMessage({ id: 'foreman.others.loading' })} />
          ) : entries.length === 0 ? (
            <p style={{ margin: 0 }}>{intl.formatMessage({ id: 'foreman.others.empty' })}</p>
          ) : (
            <List aria-label={intl.formatMessage({ id: 'foreman.others.list' })}>
              {entries.map((summary) => (
                <li key={summary.timesheetId}>
                  <Entry type="button" onClick={() => void openOne(summary)}>
                    {otherTimesheetText(summary, intl)}
                  </Entry>
                </li>
              ))}
            </List>
          )}
        </div>
      )}
    </Stack>
  );
}
