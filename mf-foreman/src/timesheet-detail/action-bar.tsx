import {
  Button,
  Row,
  SectionHeading,
  Stack,
  type ButtonVariant,
  type PayrollPeriodState,
  type TimesheetAction,
  TIMESHEET_ACTION_LABEL as ACTION_LABEL,
} from 'shared-kit';
import { Dialog } from 'shared-kit/ui';
import { Section } from './section';
import { useIntl } from 'shared-kit/i18n';
import { actionColumnHeading } from 'shared-kit/timesheet-form';

const variantOf = (action: TimesheetAction): ButtonVariant =>
  action === 'delete' || action === 'reject'
    ? 'danger'
    : action === 'save' || action === 'submit' || action === 'approve'
      ? 'primary'
      : 'secondary';

/** The header's actions (TS-DETAIL-07, 32…50): the ones this user has in this state, disabled while one runs. */
export function ActionBar({
  actions,
  payrollState,
  busy,
  run,
}: {
  actions: readonly TimesheetAction[];
  payrollState: PayrollPeriodState | null;
  busy: boolean;
  run: Record<TimesheetAction, () => void>;
}) {
  const intl = useIntl();
  const heading = actionColumnHeading(payrollState) === 'Payroll Actions' ? 'payroll' : 'approval';
  return (
    <Section $gap={2} aria-labelledby="timesheet-actions-heading">
      <SectionHeading id="timesheet-actions-heading">
        {intl.formatMessage({ id: `foreman.sheet.actions.${heading}` })}
      </SectionHeading>
      <Row gap={2}>
        {actions.map((action) => (
          <Button key={action} variant={variantOf(action)} disabled={busy} onClick={run[action]}>
            {intl.formatMessage({ id: `kit.action.${action}`, defaultMessage: ACTION_LABEL[action] })}
          </Button>
        ))}
      </Row>
    </Section>
  );
}

/** Delete Timesheet asks first (TS-DETAIL-41). */
export function DeleteDialog({ onDelete, onCancel }: { onDelete: () => void; onCancel: () => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <Dialog title={text('foreman.sheet.delete.title')} onClose={onCancel}>
      <Stack gap={3}>
        <p>{text('foreman.sheet.delete.question')}</p>
        <Row gap={2}>
          <Button variant="danger" onClick={onDelete}>
            {text('foreman.sheet.delete.confirm')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {text('foreman.sheet.delete.cancel')}
          </Button>
        </Row>
      </Stack>
    </Dialog>
  );
}
