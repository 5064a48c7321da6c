import styled from 'styled-components';
import {
  AppLink,
  Button,
  Callout,
  DATE_DEFAULT,
  Row,
  Stack,
  TIMESHEET_STATE_LABEL,
  formatApiDate,
  formatProjectNumber,
} from 'shared-kit';
import type { PayrollPeriodCompleteness } from 'shared-kit/payroll';
import { Dialog } from 'shared-kit/ui';
import { rosterPath, timesheetPath } from '../common/paths';
import {
  employeesWithoutHoursLabel,
  moreLabel,
  unapprovedTimesheetsLabel,
  type CheckedAction,
  type CompletenessCheck,
} from './payroll-model';

/** The dialog's texts per action: its title, and the button that goes on anyway. */
export const COMPLETENESS_TEXTS = {
  close: { title: 'Not Ready to Close', goOn: 'Close Anyway', verb: 'close' },
  complete: { title: 'Not Ready to Complete', goOn: 'Continue to Complete', verb: 'complete' },
} as const satisfies Record<CheckedAction, { title: string; goOn: string; verb: string }>;
export const GO_FIX = 'Go Back and Fix';

const PeriodSection = styled.section`
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const PeriodTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

const Finding = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** A long list scrolls inside the dialog, so the two buttons below stay in reach. */
const Items = styled.ul`
  max-height: 10.5rem;
  overflow-y: auto;
  margin: ${({ theme }) => `${theme.space(1)} 0 0`};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)} ${theme.space(1)} ${theme.space(6)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

const Names = styled.p`
  margin: ${({ theme }) => `${theme.space(1)} 0 0`};
`;

const Note = styled.p`
  margin: ${({ theme }) => `${theme.space(1)} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

function Findings({ completeness }: { completeness: PayrollPeriodCompleteness }) {
  const { payrollPeriodId, unapprovedCount, unapprovedTimesheets, rejectedCount } = completeness;
  const missingCount = completeness.employeesWithoutHoursOrReasonCount;
  const missing = completeness.employeesWithoutHoursOrReason;
  const moreTimesheets = moreLabel(unapprovedCount, unapprovedTimesheets.length);
  const moreEmployees = moreLabel(missingCount, missing.length);
  return (
    <Stack gap={3}>
      {unapprovedCount > 0 && (
        <div>
          <Finding>{unapprovedTimesheetsLabel(unapprovedCount)}</Finding>
          {/* Focusable, so a keyboard can scroll a long list. */}
          <Items
            aria-label="Unapproved timesheets"
            tabIndex={unapprovedTimesheets.length > 6 ? 0 : undefined}
          >
            {unapprovedTimesheets.map((timesheet) => (
              <li key={timesheet.timesheetId}>
                <AppLink href={timesheetPath(timesheet)}>
                  {`${formatProjectNumber(timesheet.projectNumber)}, ${formatApiDate(timesheet.date, DATE_DEFAULT)}`}
                </AppLink>
                {` — ${TIMESHEET_STATE_LABEL[timesheet.state]}, ${timesheet.foremanName}`}
              </li>
            ))}
          </Items>
          {moreTimesheets && <Note>{`${moreTimesheets}: see the approver board.`}</Note>}
        </div>
      )}
      {missingCount > 0 && (
        <div>
          <Finding>{employeesWithoutHoursLabel(missingCount)}</Finding>
          <Names>
            {missing.map((employee) => `${employee.firstName} ${employee.lastName}`).join(', ')}
            {moreEmployees && ` ${moreEmployees}`}.
          </Names>
          <Note>
            Set their reasons on the <AppLink href={rosterPath(payrollPeriodId)}>No-Pay Roster</AppLink>.
          </Note>
        </div>
      )}
      {rejectedCount > 0 && (
        <Note>{`${rejectedCount} rejected timesheet(s) are left out, as in the payroll export.`}</Note>
      )}
    </Stack>
  );
}

export interface CompletenessDialogProps {
  action: CheckedAction;
  /** Only the periods that are not ready (or whose check failed). */
  checks: readonly CompletenessCheck[];
  busy: boolean;
  onGoOn: () => void;
  onClose: () => void;
}

/**
 * Beyond the seeds: before Close or Complete, what is not ready in each checked period — unapproved timesheets (count
 * and links) and employees with neither hours nor a no-pay reason. The clerk goes on, or goes back to fix it.
 */
export function CompletenessDialog({ action, checks, busy, onGoOn, onClose }: CompletenessDialogProps) {
  const texts = COMPLETENESS_TEXTS[action];
  return (
    <Dialog title={texts.title} onClose={onClose}>
      <Stack gap={3}>
        <p>
          {checks.length === 1
            ? `This payroll period is not ready to ${texts.verb}.`
            : `These payroll periods are not ready to ${texts.verb}.`}{' '}
          {`Go back and fix it, or ${texts.verb} anyway.`}
        </p>
        {checks.map(({ period, completeness, error }) => (
          <PeriodSection
            key={period.payrollPeriodId}
            aria-label={`Period ending ${formatApiDate(period.endDate, DATE_DEFAULT)}`}
          >
            <PeriodTitle>{`Period ending ${formatApiDate(period.endDate, DATE_DEFAULT)}`}</PeriodTitle>
            {completeness ? (
              <Findings completeness={completeness} />
            ) : (
              <Callout tone="warning">{`The check could not be run: ${error ?? 'unknown error'}`}</Callout>
            )}
          </PeriodSection>
        ))}
        <Row gap={2}>
          <Button variant="secondary" onClick={onClose}>
            {GO_FIX}
          </Button>
          <Button
            variant={action === 'complete' ? 'danger' : 'primary'}
            onClick={onGoOn}
            disabled={busy}
            aria-busy={busy}
          >
            {texts.goOn}
          </Button>
        </Row>
      </Stack>
    </Dialog>
  );
}
