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

const stateLabel = (state: string | null): string =>
  state && (TIMESHEET_STATES as readonly string[]).includes(state)
    ? TIMESHEET_STATE_LABEL[state as TimesheetState]
    : (state ?? '');

type AuditLogEntry = TimesheetDetail['auditLogs'][number];

/** An entry's changes, grouped as the seed shows them: added, deleted, then each changed row with its fields. */
function FullLog({ log }: { log: AuditLogEntry['log'] }) {
  const grouped = groupAuditLog(log);
  return (
    <>
      {grouped.added && <div>{grouped.added}</div>}
      {grouped.deleted && <div>{grouped.deleted}</div>}
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

const COLUMNS: ReadonlyArray<Column<AuditLogEntry>> = [
  { header: 'Action', value: (entry) => entry.action },
  { header: 'Date', value: (entry) => formatDate(new Date(entry.date), DATE_DEFAULT) },
  { header: 'Time', value: (entry) => formatDate(new Date(entry.date), TIME_UI) },
  {
    header: 'Employee',
    value: (entry) => [entry.employeeFirstName, entry.employeeLastName].filter(Boolean).join(' '),
  },
  { header: 'From state', value: (entry) => stateLabel(entry.fromState) },
  { header: 'To state', value: (entry) => stateLabel(entry.toState) },
  { header: 'Full log', cell: (entry) => <FullLog log={entry.log} /> },
];

/** The audit view that replaces the timesheet page (AUDIT-*): newest first, as the api sends them. */
export function AuditLogView({ timesheet, onBack }: { timesheet: TimesheetDetail; onBack: () => void }) {
  const { project } = timesheet;
  return (
    <Stack>
      <div>
        <p style={{ margin: 0 }}>{project.description}</p>
        <p style={{ margin: 0 }}>{`${project.city}, ${project.stateCode}`}</p>
        <p style={{ margin: 0 }}>{formatProjectNumber(project.projectNumber)}</p>
      </div>
      <SectionHeading>Timesheet Audit Logs</SectionHeading>
      <p style={{ margin: 0 }}>{formatApiDate(timesheet.date)}</p>
      <div>
        <Button variant="secondary" onClick={onBack}>
          Back to timesheet
        </Button>
      </div>
      <RowsTable
        caption="Timesheet Audit Logs"
        columns={COLUMNS}
        rows={timesheet.auditLogs}
        rowKey={(entry) => entry.auditLogId}
        emptyText="No audit log entries"
      />
    </Stack>
  );
}
