import {
  Button,
  DATE_DEFAULT,
  EmptyState,
  SectionHeading,
  Stack,
  TIMESHEET_STATES,
  TIMESHEET_STATE_LABEL,
  TIME_UI,
  Table,
  Td,
  Th,
  formatApiDate,
  formatDate,
  formatProjectNumber,
  type TimesheetState,
} from 'shared-kit';
import { TableScroll } from 'shared-kit';
import { groupAuditLog } from 'shared-kit/timesheet-form';
import type { TimesheetDetail } from './api';

const stateLabel = (state: string | null): string =>
  state && (TIMESHEET_STATES as readonly string[]).includes(state)
    ? TIMESHEET_STATE_LABEL[state as TimesheetState]
    : (state ?? '');

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
      {timesheet.auditLogs.length === 0 ? (
        <EmptyState>No audit log entries</EmptyState>
      ) : (
        <TableScroll aria-label="Timesheet Audit Logs table">
          <Table>
            <thead>
              <tr>
                <Th>Action</Th>
                <Th>Date</Th>
                <Th>Time</Th>
                <Th>Employee</Th>
                <Th>From state</Th>
                <Th>To state</Th>
                <Th>Full log</Th>
              </tr>
            </thead>
            <tbody>
              {timesheet.auditLogs.map((entry) => {
                const at = new Date(entry.date);
                const grouped = groupAuditLog(entry.log);
                return (
                  <tr key={entry.auditLogId}>
                    <Td>{entry.action}</Td>
                    <Td>{formatDate(at, DATE_DEFAULT)}</Td>
                    <Td>{formatDate(at, TIME_UI)}</Td>
                    <Td>{[entry.employeeFirstName, entry.employeeLastName].filter(Boolean).join(' ')}</Td>
                    <Td>{stateLabel(entry.fromState)}</Td>
                    <Td>{stateLabel(entry.toState)}</Td>
                    <Td>
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
