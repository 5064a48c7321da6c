import { FormProvider } from 'react-hook-form';
import { ServerAnswerNotice } from 'shared-kit/form';
import styled from 'styled-components';
import {
  Button,
  Callout,
  Card,
  Row,
  Stack,
  StateBadge,
  formatApiDate,
  formatDateTime,
  formatProjectNumber,
  type PayrollPeriodState,
} from 'shared-kit';
import { usePeriodContractors, useActivePayrollPeriod, useEmployees } from './api';
import type { JobClass, TimesheetDetail, TimesheetProject } from './api';
import { ActionBar, DeleteDialog } from './action-bar';
import { AuditLogView } from './audit-log-view';
import { ContractLabor } from './contract-labor';
import { CorrectionsPanel } from './corrections-panel';
import { CrewTimecard } from './crew-timecard';
import { DataErrors } from './data-errors';
import type { TimesheetFormValues } from './form-values';
import { ApproverNotes, JournalSection } from './journal-sections';
import { OtherTimesheets } from './other-timesheets';
import { SignatureSection } from './signature-section';
import { useTimesheetEditor } from './use-timesheet-editor';
import { useIntl, useTranslateMessage } from 'shared-kit/i18n';

const PAYROLL_STATE_LABEL: Record<PayrollPeriodState, string> = {
  OPEN: 'Open',
  CLOSED: 'Closed',
  COMPLETED: 'Completed',
};

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface EditorProps {
  /** Null for a new timesheet. */
  timesheet: TimesheetDetail | null;
  project: TimesheetProject;
  initialValues: TimesheetFormValues;
  jobClasses: readonly JobClass[];
  /** A new timesheet's first save created it (the editor stays, showing it). */
  onCreated?: (timesheetId: number) => void;
}

/** The Daily Timesheet form (TS-DETAIL-04): its sections in the seed's order, a new or a saved timesheet. */
export function TimesheetEditor({ project, initialValues, jobClasses, ...props }: EditorProps) {
  const editor = useTimesheetEditor({ initialValues, ...props });
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const translate = useTranslateMessage();
  const { form, context, editable, draft, timesheet } = editor;
  const employees = useEmployees().data ?? [];
  const activePeriod = useActivePayrollPeriod(timesheet === null);
  const payrollPeriodId = timesheet
    ? (timesheet.payrollPeriod?.payrollPeriodId ?? null)
    : (activePeriod.data?.payrollPeriodId ?? null);
  const contractors = usePeriodContractors(payrollPeriodId).data ?? [];

  if (editor.audit.shown && timesheet)
    return <AuditLogView timesheet={timesheet} onBack={editor.audit.close} />;

  const payrollState = context.payrollPeriodState;

  return (
    <FormProvider {...form}>
      <form
        ref={editor.formRef}
        noValidate
        onSubmit={(event) => event.preventDefault()}
        aria-label={text('foreman.sheet.label')}
      >
        <Stack>
          <ActionBar
            actions={editor.actions}
            payrollState={payrollState}
            busy={editor.busy}
            run={editor.run}
          />

          <ServerAnswerNotice
            notice={editor.stale.notice}
            onReload={editor.stale.reload}
            reloading={editor.stale.reloading}
            onKeepEditing={editor.stale.keepEditing}
          />

          {editor.waiting && (
            <Callout tone="info">
              <span role="status">{text('kit.offline.savedOnDevice')}</span>
            </Callout>
          )}

          {editor.unsaved && (
            <Callout tone="warning">
              <span>{`${'id' in editor.unsaved ? text(editor.unsaved.id) : translate(editor.unsaved.text)} ${text('foreman.detail.keptOnDevice')}`}</span>
            </Callout>
          )}

          {draft.offered && (
            <Callout tone="info">
              <Stack gap={2}>
                <span>
                  {text('foreman.sheet.draft.kept', { savedAt: formatDateTime(draft.offered.savedAt) })}
                </span>
                <Row gap={2}>
                  <Button onClick={draft.restore}>{text('foreman.sheet.draft.restore')}</Button>
                  <Button variant="secondary" onClick={draft.discard}>
                    Discard draft
                  </Button>
                </Row>
              </Stack>
            </Callout>
          )}

          {editor.notesShown && <ApproverNotes editable={editor.notesEditable} />}

          <Card as="section" aria-label={text('foreman.sheet.project')}>
            <Stack gap={1}>
              <strong>{formatProjectNumber(project.projectNumber)}</strong>
              <span>{project.description}</span>
              <span>{`${project.city}, ${project.stateCode}`}</span>
              <span>{formatApiDate(initialValues.date)}</span>
              <Row gap={2}>
                {timesheet ? (
                  <StateBadge state={timesheet.state} />
                ) : (
                  <Muted>{text('foreman.sheet.new')}</Muted>
                )}
                {payrollState && (
                  <span>
                    {text('foreman.sheet.payrollStatus', {
                      status: intl.formatMessage({
                        id: `foreman.sheet.payroll.${payrollState}`,
                        defaultMessage: PAYROLL_STATE_LABEL[payrollState],
                      }),
                    })}
                  </span>
                )}
              </Row>
              {timesheet && (
                <OtherTimesheets timesheet={timesheet} reviewer={context.has('Timesheets_Review')} />
              )}
            </Stack>
          </Card>

          {editor.corrections.shown && timesheet && (
            <CorrectionsPanel
              timesheet={timesheet}
              onSaved={(saved) => {
                editor.applySaved(saved);
                editor.corrections.close();
              }}
              onClose={editor.corrections.close}
            />
          )}

          <CrewTimecard context={{ projectId: project.projectId, editable, employees, jobClasses }} />
          <ContractLabor editable={editable} jobClasses={jobClasses} contractors={contractors} />
          <JournalSection
            field="outOfScopeHoursDescription"
            heading={text('foreman.section.outOfScope')}
            label={text('foreman.section.outOfScopeLabel')}
            editable={editable}
          />
          <JournalSection
            field="dailyJournal"
            heading={text('foreman.section.dailyJournal')}
            label={text('foreman.section.dailyJournalLabel')}
            editable={editable}
          />
          <SignatureSection editable={editable} />

          <DataErrors errors={form.formState.errors} />
        </Stack>
      </form>
      {editor.deletion.asked && (
        <DeleteDialog onDelete={() => void editor.deletion.confirm()} onCancel={editor.deletion.cancel} />
      )}
    </FormProvider>
  );
}
