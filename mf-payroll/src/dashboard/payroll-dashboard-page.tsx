import { useId, useRef, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  AppLink,
  Button,
  DATE_DEFAULT,
  PageHeading,
  Row,
  Stack,
  Table,
  Td,
  Th,
  TableScroll,
  VisuallyHidden,
  formatApiDate,
  hasPermission,
  notify,
  useCurrentUser,
  Loading,
  Callout,
  EmptyState,
} from 'shared-kit';
import type { PayrollPeriodView } from 'shared-kit/payroll';
import { saveFile, useListParams } from 'shared-kit/list';
import { invalidate, invalidateAfter } from 'shared-kit/resources/keys';
import {
  downloadPayrollExport,
  movePayrollPeriod,
  payrollPeriodCompletenessQueryOptions,
} from 'shared-kit/resources/payroll-periods';
import { regenerateRoster } from 'shared-kit/resources/roster';
import { ConfirmDialog } from 'shared-kit/ui';
import { MonthPicker } from '../common/month-picker';
import { rosterPath } from '../common/paths';
import type { CompletenessDialogProps } from './completeness-dialog';
import { DASHBOARD_PARAMS, monthPeriodsQueryOptions, openPeriodsQueryOptions } from './dashboard-queries';
import {
  PERIOD_ACTIONS,
  actionBlock,
  calendarRange,
  checksNeedingAttention,
  correctionsLabel,
  crewLabel,
  exportFileName,
  isCheckedAction,
  unapprovedCount,
  unapprovedMessage,
  type CheckedAction,
  type CompletenessCheck,
  type PeriodActionId,
} from './payroll-model';

const COMPANY = 'Crewtime';

/** The row's checkbox with a target the size of a fingertip (WCAG 2.5.8 asks 24 px): the whole cell checks it. */
const CheckTarget = styled.label`
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  margin: ${({ theme }) => `calc(-1 * ${theme.space(2)}) calc(-1 * ${theme.space(3)})`};
  cursor: pointer;

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    cursor: pointer;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Why the disabled actions are disabled, under them (and their accessible description). */
const ActionHints = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** One action on one period: the call, and what it says. */
async function runAction(action: PeriodActionId, period: PayrollPeriodView): Promise<void> {
  const texts = PERIOD_ACTIONS[action];
  try {
    if (action === 'regenerate') await regenerateRoster(period.payrollPeriodId, period.version);
    else if (action === 'export') {
      // U-33: with timesheets still unapproved the period is not exported; the seed's error toast says why.
      if (unapprovedCount(period) > 0) {
        notify.error(unapprovedMessage(period));
        return;
      }
      const file = await downloadPayrollExport(period.payrollPeriodId);
      saveFile(file.blob, file.filename ?? exportFileName(COMPANY, period));
    } else await movePayrollPeriod(period.payrollPeriodId, action, period.version);
    notify.success(texts.success);
  } catch (error) {
    notify.error(texts.failure, error);
  }
}

/** Each period's completeness, asked fresh; a failed check is kept with its reason rather than blocking the action. */
const checkCompleteness = (
  queryClient: QueryClient,
  periods: readonly PayrollPeriodView[],
): Promise<CompletenessCheck[]> =>
  Promise.all(
    periods.map(async (period) => {
      try {
        const completeness = await queryClient.fetchQuery(
          payrollPeriodCompletenessQueryOptions(period.payrollPeriodId),
        );
        return { period, completeness, error: null };
      } catch (error) {
        return { period, completeness: null, error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );

/**
 * The completeness dialog's code, asked for with the check it shows (only a period that is not ready opens it, so the
 * periods' first render does not wait for it). A failed download is asked for again on the next call.
 */
const loadCompletenessDialog = (): Promise<ComponentType<CompletenessDialogProps>> =>
  import('./completeness-dialog').then((module) => module.CompletenessDialog);

/**
 * Payroll dashboard (PAYROLL-01…21): the periods of a month with their counts; the actions the user may take apply
 * to every checked period, one call each, each with the seed's toast. 'Complete and Permanently Lock' asks first.
 */
export default function PayrollDashboardPage() {
  const user = useCurrentUser();
  const may = (permission: Parameters<typeof hasPermission>[1]) => hasPermission(user, permission);
  const list = useListParams(DASHBOARD_PARAMS);
  const periods = useQuery({
    ...monthPeriodsQueryOptions(list.params.month),
    placeholderData: keepPreviousData,
  });
  const open = useQuery(openPeriodsQueryOptions());
  const limits = calendarRange(open.data?.items ?? []);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Beyond the seeds: what is not ready, shown before Close or Complete goes on.
  const [unready, setUnready] = useState<{
    action: CheckedAction;
    checks: CompletenessCheck[];
    Dialog: ComponentType<CompletenessDialogProps>;
  } | null>(null);
  const queryClient = useQueryClient();

  const rows = periods.data?.items ?? [];
  const chosen = rows.filter((period) => checked.has(period.payrollPeriodId));
  // One action at a time, also against a second click that lands before the buttons are disabled.
  const acting = useRef(false);
  const act = async (action: PeriodActionId) => {
    if (acting.current || actionBlock(action, chosen)) return;
    acting.current = true;
    setBusy(true);
    try {
      for (const period of chosen) await runAction(action, period);
    } finally {
      await invalidate(queryClient, invalidateAfter.payrollPeriodMoved());
      acting.current = false;
      setBusy(false);
      setConfirming(false);
    }
  };
  /** Close goes on at once; Complete still asks its confirmation (PAYROLL-18). */
  const goOn = (action: CheckedAction) => {
    setUnready(null);
    if (action === 'close') void act('close');
    // After the check's dialog has closed and handed focus back to the button, so the confirmation returns it there.
    else setTimeout(() => setConfirming(true), 0);
  };
  /** Checks the periods the action would move; with everything ready it goes on with no extra dialog. */
  const checkThenGoOn = async (action: CheckedAction) => {
    if (acting.current || actionBlock(action, chosen)) return;
    acting.current = true;
    setBusy(true);
    // The dialog's code downloads while the check runs; the buttons stay busy until both are here.
    const dialog = loadCompletenessDialog();
    void dialog.catch(() => undefined); // awaited only when a period is not ready
    let needing: CompletenessCheck[];
    let Dialog: ComponentType<CompletenessDialogProps> | null = null;
    try {
      needing = checksNeedingAttention(await checkCompleteness(queryClient, chosen));
      if (needing.length > 0) Dialog = await dialog;
    } catch (error) {
      // The dialog could not be downloaded (offline, say): nothing moved, and the action says so.
      notify.error(PERIOD_ACTIONS[action].failure, error);
      return;
    } finally {
      acting.current = false;
      setBusy(false);
    }
    if (Dialog) setUnready({ action, checks: needing, Dialog });
    else goOn(action);
  };
  // An action is offered only when it applies to every checked period (U-11); the others say why beneath.
  const hintId = useId();
  const actions = (Object.keys(PERIOD_ACTIONS) as PeriodActionId[])
    .filter((action) => may(PERIOD_ACTIONS[action].permission))
    .map((action) => ({ action, block: actionBlock(action, chosen) }));
  const hints = [...new Set(actions.flatMap(({ block }) => (block ? [block] : [])))];
  const toggle = (id: number, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  let table;
  if (periods.isError)
    table = <Callout tone="error">The payroll periods could not be loaded: {periods.error.message}</Callout>;
  else if (periods.isPending) table = <Loading label="Loading payroll periods" />;
  else if (rows.length === 0) table = <EmptyState>No payroll periods in this month.</EmptyState>;
  else
    table = (
      <TableScroll aria-label="Payroll periods">
        <Table aria-busy={periods.isFetching}>
          <caption>
            <VisuallyHidden>Payroll periods</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <Th>
                <VisuallyHidden>Choose</VisuallyHidden>
              </Th>
              <Th>End Date</Th>
              <Th>Status</Th>
              <Th>No-Pay</Th>
              {may('PayrollDashboard_Export') && <Th>Approved Hours</Th>}
              {may('Timesheets_AddCorrection') && <Th>Late Changes</Th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((period) => {
              const end = formatApiDate(period.endDate, DATE_DEFAULT);
              return (
                <tr key={period.payrollPeriodId}>
                  <Td>
                    <CheckTarget>
                      <input
                        type="checkbox"
                        aria-label={`Period ending ${end}`}
                        checked={checked.has(period.payrollPeriodId)}
                        onChange={(event) => toggle(period.payrollPeriodId, event.target.checked)}
                      />
                    </CheckTarget>
                  </Td>
                  <Td>{end}</Td>
                  <Td>{period.payrollPeriodState}</Td>
                  <Td>
                    <AppLink href={rosterPath(period.payrollPeriodId)}>
                      {period.numNoPayEmployees ?? 0}
                    </AppLink>
                  </Td>
                  {may('PayrollDashboard_Export') && <Td>{crewLabel(period.numApprovedEmployees)}</Td>}
                  {may('Timesheets_AddCorrection') && (
                    <Td>
                      <AppLink href={`/payroll/${period.payrollPeriodId}/corrections`}>
                        {correctionsLabel(period.numCorrections)}
                      </AppLink>
                    </Td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableScroll>
    );

  return (
    <Stack gap={4}>
      <Row justify="space-between" align="baseline">
        <PageHeading>Payroll Dashboard</PageHeading>
        <AppLink href="/payroll/certified-payroll">Certified Payroll (WH-347)</AppLink>
      </Row>
      <MonthPicker
        label="Month"
        value={list.params.month}
        min={limits?.min}
        max={limits?.max}
        onChange={(month) => {
          setChecked(new Set());
          list.set({ month });
        }}
      />
      <Stack gap={2}>
        <Row gap={2}>
          {actions.map(({ action, block }) => (
            <Button
              key={action}
              variant={action === 'complete' ? 'danger' : 'primary'}
              disabled={busy || block !== null}
              aria-describedby={block ? `${hintId}-${hints.indexOf(block)}` : undefined}
              onClick={() => void (isCheckedAction(action) ? checkThenGoOn(action) : act(action))}
            >
              {PERIOD_ACTIONS[action].label}
            </Button>
          ))}
        </Row>
        {hints.length > 0 && (
          <ActionHints>
            {hints.map((hint, index) => (
              <li key={hint} id={`${hintId}-${index}`}>
                {hint}
              </li>
            ))}
          </ActionHints>
        )}
      </Stack>
      {table}
      {unready && (
        <unready.Dialog
          action={unready.action}
          checks={unready.checks}
          busy={busy}
          onGoOn={() => goOn(unready.action)}
          onClose={() => setUnready(null)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title="Complete and Permanently Lock"
          confirmLabel="Complete and Permanently Lock"
          busy={busy}
          onConfirm={() => void act('complete')}
          onClose={() => setConfirming(false)}
        >
          <p>
            {`Complete and permanently lock the payroll period${chosen.length === 1 ? '' : 's'} ending ${chosen
              .map((period) => formatApiDate(period.endDate, DATE_DEFAULT))
              .join(', ')}? This cannot be undone: a completed period never changes again.`}
          </p>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
