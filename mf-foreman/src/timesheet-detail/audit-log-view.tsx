import {
  Button,
  DATE_DEFAULT,
  SectionHeading,
  Stack,
  TIMESHEET_STATES,
  TIMESHEET_STATE_LABEL,
  TIME_UI,
  formatApiDate,
  formatDate,
  formatProjectNumber,
  type TimesheetState,
} from 'shared-kit';
import { RowsTable, type Column } from 'shared-kit/list';
import { groupAuditLog } from 'shared-kit/timesheet-form';
import type { TimesheetDetail } from './api';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'shared-kit/i18n';

type AuditLogEntry = TimesheetDetail['auditLogs'][number];

/** An entry's changes, grouped as the seed shows them: added, deleted, then each changed row with its fields. */
function FullLog({ log }: { log: AuditLogEntry['log'] }) {
  const intl = useIntl();
  const grouped = groupAuditLog(log);
  const counted = (id: string, count: number) => intl.formatMessage({ id }, { count });
  return (
    <>
      {grouped.addedCount > 0 && <div>{counted('foreman.audit.added', grouped.addedCount)}</div>}
      {grouped.deletedCount > 0 && <div>{counted('foreman.audit.deleted', grouped.deletedCount)}</div>}
      {grouped.updates.map((update) => (
        <div key={update.parent}>
          <strong>{update.parent}</strong>
          <ul style={{ margin: 0 }}>
            {update.changes.map((change, index) => (
              <li key={`${change.fieldName}-${index}`}>
                {`${change.fieldName}: ${change.oldValue ?? ''} → ${change.newValue ?? ''}`}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

const auditColumns = (intl: IntlShape): ReadonlyArray<Column<AuditLogEntry>> => {
  const text = (id: string) => intl.formatMessage({ id });
  const stateLabel = (state: string | null): string =>
    state && (TIMESHEET_STATES as readonly string[]).includes(state)
      ? intl.formatMessage({
          id: `kit.state.${state}`,
          defaultMessage: TIMESHEET_STATE_LABEL[state as TimesheetState],
        })
      : (state ?? '');
  return [
    { header: text('foreman.audit.action'), value: (entry) => entry.action },
    { header: text('foreman.audit.date'), value: (entry) => formatDate(new Date(entry.date), DATE_DEFAULT) },
    { header: text('foreman.audit.time'), value: (entry) => formatDate(new Date(entry.date), TIME_UI) },
    {
      header: text('foreman.audit.employee'),
      value: (entry) => [entry.employeeFirstName, entry.employeeLastName].filter(Boolean).join(' '),
    },
    { header: text('foreman.audit.fromState'), value: (entry) => stateLabel(entry.fromState) },
    { header: text('foreman.audit.toState'), value: (entry) => stateLabel(entry.toState) },
    { header: text('foreman.audit.fullLog'), cell: (entry) => <FullLog log={entry.log} /> },
  ];
};

/** The audit view that replaces the timesheet page (AUDIT-*): newest first, as the api sends them. */
export function AuditLogView({ timesheet, onBack }: { timesheet: TimesheetDetail; onBack: () => void }) {
  const { project } = timesheet;
  const intl = useIntl();
  const columns = useMemo(() => auditColumns(intl), [intl]);
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <Stack>
      <div>
        <p style={{ margin: 0 }}>{project.description}</p>
        <p style={{ margin: 0 }}>{`${project.city}, ${project.stateCode}`}</p>
        <p style={{ margin: 0 }}>{formatProjectNumber(project.projectNumber)}</p>
      </div>
      <SectionHeading>{text('foreman.audit.title')}</SectionHeading>
      <p style={{ margin: 0 }}>{formatApiDate(timesheet.date)}</p>
      <div>
        <Button variant="secondary" onClick={onBack}>
          {text('foreman.audit.back')}
        </Button>
      </div>
      <RowsTable
        caption={text('foreman.audit.title')}
        columns={columns}
        rows={timesheet.auditLogs}
        rowKey={(entry) => entry.auditLogId}
        emptyText={text('foreman.audit.empty')}
      />
    </Stack>
  );
}
