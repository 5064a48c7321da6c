import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  AppLink,
  Button,
  EmptyState,
  Loading,
  NO_PAY_STATUSES,
  NO_PAY_STATUS_LABEL,
  Row,
  Stack,
  Table,
  TableScroll,
  Td,
  Th,
  formatDateTime,
  useNotifyingMutation,
  usePermission,
  type NoPayStatus,
} from 'shared-kit';
import type { PayrollPeriodView, PayrollRosterRow } from 'shared-kit/payroll';
import { invalidate, invalidateAfter } from 'shared-kit/resources/keys';
import { regenerateRoster, rosterQueryOptions, saveNoPayRoster } from 'shared-kit/resources/roster';
import {
  ServerAnswerNotice,
  serverAnswerOf,
  useUnsavedChangesPrompt,
  type ServerAnswerState,
} from 'shared-kit/form';
import { Select, TextInput, EnumOptions } from 'shared-kit/ui';
import { editsAfterSave, hasUnsavedEdits, rosterView, savedEdit, type NoPayEdit } from './roster-model';

export const ROSTER_TOAST = {
  saved: 'No-Pay Roster successfully updated',
  saveFailed: 'Problem updating No-Pay Roster',
  regenerated: 'Successfully regenerated No Pay Roster',
  regenerateFailed: 'Problem regenerating No Pay Roster',
} as const;

/**
 * Nine columns, two of them fields, fit a 1280 px screen without scrolling sideways: the headers may break onto two
 * lines ('Travel / Hours'), and the fields take the width the table has left rather than their own (a text input is
 * 20 characters wide by default, which pushed Reason and Notes past the right edge). Reason is wide enough for
 * 'Personal Leave'; the two 'Requested … Time Off' reasons show whole on hover and in the open list.
 */
const WrappingTh = styled(Th)`
  && {
    white-space: normal;
  }
`;
const ReasonSelect = styled(Select)`
  width: 100%;
  min-width: 9.5rem;
`;
const NotesInput = styled(TextInput)`
  width: 100%;
  min-width: 8rem;
`;

const COLUMNS = [
  'Accumatica ID',
  'Crew Member',
  'Job Class',
  'Work Hours',
  'Travel Hours',
  'Status',
  'Pay Group',
  'Reason',
  'Notes',
];

/**
 * The no-pay roster of a period (NOPAY-01…16): who was not paid and why. The editable list holds the crew with no
 * hours; 'With Hours' adds the others (read only), 'With BIWKLY' the biweekly pay group. Without
 * PayrollDashboard_Export the fields are read only, and so is the roster of a COMPLETED period (permanently locked;
 * the api refuses its changes too). What was typed stays after a failed save; leaving with unsaved reasons or notes
 * asks first (TS-DETAIL-24's guard); a save or regenerate refused because someone changed the period meanwhile (409)
 * offers Reload (the saved roster and period version) or Keep editing, as every form of the portal does.
 */
export function NoPayRoster({ period }: { period: PayrollPeriodView }) {
  const roster = useQuery(rosterQueryOptions(period.payrollPeriodId));
  const locked = period.payrollPeriodState === 'COMPLETED';
  const canEdit = usePermission('PayrollDashboard_Export') && !locked;
  const canRegenerate = usePermission('PayrollDashboard_GenerateRoster') && !locked;
  const [withHours, setWithHours] = useState(false);
  const [withBiweekly, setWithBiweekly] = useState(false);
  const [edits, setEdits] = useState<ReadonlyMap<number, NoPayEdit>>(new Map());
  // What the last save stored, until the roster has been fetched again (the guard counts it as saved meanwhile).
  const [justSaved, setJustSaved] = useState<ReadonlyMap<number, NoPayEdit>>(new Map());
  const [notice, setNotice] = useState<ServerAnswerState['notice']>(null);
  useUnsavedChangesPrompt(hasUnsavedEdits(roster.data ?? [], edits, justSaved));
  const queryClient = useQueryClient();
  const stale = () => invalidate(queryClient, invalidateAfter.rosterSaved(period.payrollPeriodId));
  const refused = (error: Error) => {
    const answer = serverAnswerOf(error);
    if (answer && answer.kind !== 'fields') setNotice(answer);
  };
  const reload = async () => {
    setNotice(null);
    setEdits(new Map());
    await stale();
  };

  const valueOf = (row: PayrollRosterRow): NoPayEdit =>
    edits.get(row.payrollPeriodEmployeeId) ?? savedEdit(row);
  const edit = (row: PayrollRosterRow, change: Partial<NoPayEdit>) =>
    setEdits((current) => new Map(current).set(row.payrollPeriodEmployeeId, { ...valueOf(row), ...change }));

  // The values are taken when Save is clicked: what is typed while the save is under way is not part of it.
  const save = useNotifyingMutation({
    mutationFn: (sent: ReadonlyMap<number, NoPayEdit>) =>
      saveNoPayRoster(period.payrollPeriodId, {
        version: period.version,
        payrollRosters: [...sent].map(([payrollPeriodEmployeeId, value]) => ({
          payrollPeriodEmployeeId,
          ...value,
        })),
      }),
    successMessage: ROSTER_TOAST.saved,
    errorMessage: ROSTER_TOAST.saveFailed,
    onSuccess: async (_period, sent) => {
      setNotice(null);
      setJustSaved(sent);
      await stale();
      setEdits((current) => editsAfterSave(current, sent));
      setJustSaved(new Map());
    },
    onError: refused,
  });
  const regenerate = useNotifyingMutation({
    mutationFn: () => regenerateRoster(period.payrollPeriodId, period.version),
    successMessage: ROSTER_TOAST.regenerated,
    errorMessage: ROSTER_TOAST.regenerateFailed,
    onSuccess: stale,
    onError: refused,
  });

  if (roster.isError) {
    return (
      <p role="alert">
        The roster could not be loaded: {roster.error.message}{' '}
        <Button variant="secondary" onClick={() => void roster.refetch()}>
          Retry
        </Button>
      </p>
    );
  }
  if (!roster.data) return <Loading label="Loading the no-pay roster" />;
  const view = rosterView(roster.data, { withHours, withBiweekly });
  const busy = save.isPending || regenerate.isPending;

  const cells = (row: PayrollRosterRow) => (
    <>
      <Td>{row.employeeAccumaticaId}</Td>
      <Td>
        <AppLink href={`/approver/employees/${row.employeeId}`}>
          {`${row.employeeFirstName} ${row.employeeLastName}`}
        </AppLink>
      </Td>
      <Td>{row.employeePrimaryJobClass ?? ''}</Td>
      <Td>{row.hours}</Td>
      <Td>{row.travelHours}</Td>
      <Td>{row.employeeStatus}</Td>
      <Td>{row.employeeClass}</Td>
    </>
  );

  return (
    <Stack gap={3}>
      <p>
        {period.rosterGeneratedTime
          ? `Roster generated at ${formatDateTime(period.rosterGeneratedTime)}.`
          : 'Roster not yet generated.'}
      </p>
      <ServerAnswerNotice
        notice={notice}
        onReload={() => void reload()}
        onKeepEditing={() => setNotice(null)}
      />
      <Row gap={2}>
        {canEdit && (
          <Button
            disabled={busy}
            onClick={() =>
              save.mutate(new Map(view.noPay.map((row) => [row.payrollPeriodEmployeeId, valueOf(row)])))
            }
          >
            Save
          </Button>
        )}
        {canRegenerate && (
          <Button variant="secondary" disabled={busy} onClick={() => regenerate.mutate()}>
            Regenerate
          </Button>
        )}
        <Button variant="secondary" aria-pressed={withHours} onClick={() => setWithHours(!withHours)}>
          {withHours ? 'With Hours' : 'Without Hours'}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={withBiweekly}
          onClick={() => setWithBiweekly(!withBiweekly)}
        >
          {withBiweekly ? 'With BIWKLY' : 'Without BIWKLY'}
        </Button>
      </Row>
      {view.noPay.length + view.withHours.length === 0 ? (
        <EmptyState>Nobody on this roster with these toggles.</EmptyState>
      ) : (
        <TableScroll aria-label="No-Pay Roster">
          <Table>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <WrappingTh key={column}>{column}</WrappingTh>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.withHours.map((row) => (
                <tr key={row.payrollPeriodEmployeeId}>
                  {cells(row)}
                  <Td>{row.noPayStatus ? NO_PAY_STATUS_LABEL[row.noPayStatus] : ''}</Td>
                  <Td>{row.noPayNotes ?? ''}</Td>
                </tr>
              ))}
              {view.noPay.map((row) => {
                const value = valueOf(row);
                const who = `${row.employeeFirstName} ${row.employeeLastName}`;
                return (
                  <tr key={row.payrollPeriodEmployeeId}>
                    {cells(row)}
                    <Td>
                      <ReasonSelect
                        aria-label={`Reason, ${who}`}
                        // The two longest reasons do not fit the column closed: the whole text on hover.
                        title={value.noPayStatus ? NO_PAY_STATUS_LABEL[value.noPayStatus] : undefined}
                        disabled={!canEdit}
                        value={value.noPayStatus ?? ''}
                        onChange={(event) =>
                          edit(row, { noPayStatus: (event.target.value || null) as NoPayStatus | null })
                        }
                      >
                        <option value="" />
                        <EnumOptions items={NO_PAY_STATUSES} labels={NO_PAY_STATUS_LABEL} />
                      </ReasonSelect>
                    </Td>
                    <Td>
                      <NotesInput
                        aria-label={`Notes, ${who}`}
                        size={1}
                        disabled={!canEdit}
                        maxLength={1000}
                        value={value.noPayNotes}
                        onChange={(event) => edit(row, { noPayNotes: event.target.value })}
                      />
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
