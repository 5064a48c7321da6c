import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  ApiError,
  Button,
  Callout,
  Card,
  Loading,
  PageHeading,
  Row,
  SectionHeading,
  Stack,
  StateBadge,
  actionColumnHeading,
  canEditTimesheet,
  DATE_DEFAULT,
  TIME_UI,
  formatApiDate,
  formatDate,
  formatProjectNumber,
  hasPermission,
  navigateTo,
  notify,
  openPrintView,
  showsApproverNotes,
  timesheetActions,
  useCurrentUser,
  useLocation,
  useNavigate,
  type PayrollPeriodState,
  type Permission,
  type TimesheetAction,
  type TimesheetActionContext,
  TIMESHEET_ACTION_LABEL as ACTION_LABEL,
} from 'shared-kit';
import {
  UNSAVED_CHANGES,
  serverAnswerOf,
  setServerFieldErrors,
  useFormFeedback,
  useUnsavedChangesPrompt,
} from 'shared-kit/form';
import { timesheetKeys } from 'shared-kit/resources/keys';
import { Dialog, Field, FieldError, Label, TextInput } from 'shared-kit/ui';
import { MSG, timesheetSchemaFor, type TimesheetCheck, type TimesheetForm } from 'shared-kit/timesheet-form';
import { TIMESHEETS_PATH } from '../common/paths';
import { routeTitle } from '../common/route-title';
import {
  useActivePayrollPeriod,
  useEmployees,
  usePeriodContractors,
  useJobClasses,
  useProject,
  useTimesheet,
  type JobClass,
  type TimesheetDetail,
  type TimesheetProject,
} from './api';
import { AuditLogView } from './audit-log-view';
import { ContractLabor } from './contract-labor';
import { CorrectionsPanel } from './corrections-panel';
import { CrewTimecard } from './crew-timecard';
import { DataErrors, SECTION_ANCHOR } from './data-errors';
import { Section } from './section';
import { newTimesheetValues, savedTimesheetValues, type TimesheetFormValues } from './form-values';
import { OtherTimesheets } from './other-timesheets';
import { detailPath } from './paths';
import { SignaturePad } from './signature-pad';
import { useTimesheetMutations } from './use-timesheet-actions';
import { clearDraft, draftKey, useTimesheetDraft } from './use-timesheet-draft';

export const CANNOT_FIND_PROJECT = 'Cannot find project';
export const CANNOT_FIND_TIMESHEET = 'Cannot find timesheet';
export const NOT_FOUND_PATH = '/not-found';

const PAYROLL_STATE_LABEL: Record<PayrollPeriodState, string> = {
  OPEN: 'Open',
  CLOSED: 'Closed',
  COMPLETED: 'Completed',
};

const TextArea = styled.textarea`
  font: inherit;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The reason shown when a write failed without the api refusing it (4xx toasts say why themselves, NOTIFY-07). */
export const unsavedReason = (error: unknown): string | null => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
  if (error instanceof ApiError && error.status >= 502 && error.status <= 504 && error.data?.message)
    return error.data.message;
  if (error instanceof ApiError && error.status >= 500) return 'The server could not save the timesheet.';
  return 'The server could not be reached.';
};
export const KEPT_ON_DEVICE = 'Nothing you typed is lost: it is kept on this device until it is saved.';

const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A failed call already toasted by its mutation: go on with null. */
const attempt = <T,>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);

type SchemaOfForm = { _zod: { input: TimesheetFormValues; output: TimesheetForm } };

interface EditorProps {
  timesheet: TimesheetDetail | null;
  project: TimesheetProject;
  initialValues: TimesheetFormValues;
  jobClasses: readonly JobClass[];
}

function TimesheetEditor({ timesheet, project, initialValues, jobClasses }: EditorProps) {
  const user = useCurrentUser();
  const employees = useEmployees().data ?? [];
  const activePeriod = useActivePayrollPeriod(timesheet === null);
  const payrollPeriodId = timesheet
    ? (timesheet.payrollPeriod?.payrollPeriodId ?? null)
    : (activePeriod.data?.payrollPeriodId ?? null);
  const contractors = usePeriodContractors(payrollPeriodId).data ?? [];
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutations = useTimesheetMutations();
  const [showAudit, setShowAudit] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [showCorrections, setShowCorrections] = useState(false);
  // Why the last write did not reach the api (field use: a lost connection or a stopped service), else null.
  const [unsaved, setUnsaved] = useState<string | null>(null);

  // Which rules the resolver runs: Save checks types and signs, Submit all rules, Reject also the notes (U-32).
  const check = useRef<TimesheetCheck>('save');
  const resolver: Resolver<TimesheetFormValues, unknown, TimesheetForm> = (values, context, options) =>
    zodResolver<TimesheetFormValues, unknown, TimesheetForm>(
      // The form holds inputs as text; the shared schema reads them (its input type is `unknown` per field).
      timesheetSchemaFor(check.current) as unknown as SchemaOfForm,
    )(values, context, options);
  const form = useForm<TimesheetFormValues, unknown, TimesheetForm>({
    defaultValues: initialValues,
    resolver,
    // Focus on a refused attempt follows the page (useFormFeedback).
    shouldFocusError: false,
  });
  const { formRef, onInvalid } = useFormFeedback(form);

  const guard = useUnsavedChangesPrompt(form.formState.isDirty);
  const draftStorageKey = draftKey(initialValues.projectId, initialValues.date);
  const draft = useTimesheetDraft(form, draftStorageKey);

  const context: TimesheetActionContext = {
    state: timesheet?.state ?? null,
    payrollPeriodState: timesheet?.payrollPeriod?.payrollPeriodState ?? null,
    has: (permission: Permission) => hasPermission(user, permission),
  };
  const actions = timesheetActions(context);
  const editable = canEditTimesheet(context);
  const notesShown = showsApproverNotes(context);
  const notesEditable = notesShown && (editable || actions.includes('reject'));
  const timesheetId = timesheet?.timesheetId ?? null;
  const version = timesheet?.version ?? 0;

  /** A write answered the whole timesheet: cache it; a new one moves to its own route (TS-DETAIL-21). */
  const applySaved = (saved: TimesheetDetail, options: { keepErrors?: boolean } = {}) => {
    setUnsaved(null);
    queryClient.setQueryData(timesheetKeys.detail(saved.timesheetId), saved);
    clearDraft(draftStorageKey);
    if (timesheetId === null) {
      void navigate(detailPath(saved.projectId, saved.timesheetId), { replace: true });
    } else {
      form.reset(savedTimesheetValues(saved), { keepErrors: options.keepErrors ?? false });
    }
  };

  // The notes travel only from their box (a body without them keeps the stored ones), blank as null.
  const toBody = (values: TimesheetForm): TimesheetForm => {
    const { approverNotes, ...rest } = values;
    return notesShown ? { ...rest, approverNotes: approverNotes || null } : rest;
  };

  /** Like attempt, and the api's field errors (400) show at their fields and in the Data Errors box. */
  const attemptWithFields = <T,>(promise: Promise<T>): Promise<T | null> =>
    promise.catch((error: unknown) => {
      setUnsaved(unsavedReason(error));
      const answer = serverAnswerOf(error);
      if (answer?.kind === 'fields') setServerFieldErrors(form, answer.fieldErrors);
      return null;
    });

  const validated = (rules: TimesheetCheck, onValid: (values: TimesheetForm) => Promise<void>) => {
    check.current = rules;
    void form.handleSubmit(onValid, onInvalid)();
  };

  const run: Record<TimesheetAction, () => void> = {
    save: () =>
      validated('save', async (values) => {
        const saved = await attemptWithFields(
          mutations.save.mutateAsync({ timesheetId, form: toBody(values) }),
        );
        if (saved) applySaved(saved);
      }),
    submit: () =>
      validated('submit', async (values) => {
        const saved = await attemptWithFields(
          mutations.saveBeforeSubmit.mutateAsync({ timesheetId, form: toBody(values) }),
        );
        if (!saved) return;
        const submitted = await attemptWithFields(
          mutations.submit.mutateAsync({ timesheetId: saved.timesheetId, version: saved.version }),
        );
        // A refused submit keeps the saved version and the api's messages on screen.
        applySaved(submitted ?? saved, { keepErrors: submitted === null });
      }),
    // Reject checks types and signs plus the notes (U-32): an incomplete timesheet is exactly what gets rejected.
    // (The domain's 'reject' check also runs every Submit rule, so it is not used here.)
    reject: () =>
      validated('save', async (values) => {
        if (timesheetId === null) return;
        if (!values.approverNotes) {
          form.setError('approverNotes', { type: 'custom', message: MSG.approverNotesRequired });
          return;
        }
        // Saved first when this user may change the timesheet (TS-DETAIL-37); the notes travel with the reject.
        let current = version;
        if (editable) {
          const saved = await attemptWithFields(
            mutations.saveBeforeReject.mutateAsync({ timesheetId, form: toBody(values) }),
          );
          if (!saved) return;
          current = saved.version;
        }
        const rejected = await attemptWithFields(
          mutations.reject.mutateAsync({
            timesheetId,
            version: current,
            approverNotes: values.approverNotes,
          }),
        );
        if (rejected) applySaved(rejected);
      }),
    startReview: () => transition(mutations.startReview),
    cancelReview: () => transition(mutations.cancelReview),
    approve: () => transition(mutations.approve),
    reopen: () => transition(mutations.reopen),
    revokeApproval: () => transition(mutations.revokeApproval),
    addCorrections: () => setShowCorrections(true),
    delete: () => setConfirmDelete(true),
    print: () => openPrintView(`/reports/timesheets/report?timesheetId=${timesheetId ?? ''}`),
    viewAuditLog: () => setShowAudit(true),
  };

  function transition(mutation: typeof mutations.approve) {
    if (timesheetId === null) return;
    // The transition answers the stored timesheet, which replaces the form: unsaved edits would be lost.
    if (form.formState.isDirty && !window.confirm(UNSAVED_CHANGES)) return;
    void attempt(mutation.mutateAsync({ timesheetId, version })).then((done) => done && applySaved(done));
  }

  const deleteNow = async () => {
    if (timesheetId === null) return;
    setConfirmDelete(false);
    const done = await attempt(mutations.remove.mutateAsync({ timesheetId, version }).then(() => true));
    if (done) {
      clearDraft(draftStorageKey);
      queryClient.removeQueries({ queryKey: timesheetKeys.detail(timesheetId) });
      // Deleted: what was typed has nowhere to go, so leaving does not ask.
      guard.release();
      navigateTo(TIMESHEETS_PATH);
    }
  };

  if (showAudit && timesheet)
    return <AuditLogView timesheet={timesheet} onBack={() => setShowAudit(false)} />;

  const { errors } = form.formState;
  const payrollState = context.payrollPeriodState;

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => event.preventDefault()}
        aria-label="Daily timesheet"
      >
        <Stack>
          <Section $gap={2} aria-labelledby="timesheet-actions-heading">
            <SectionHeading id="timesheet-actions-heading">
              {actionColumnHeading(payrollState)}
            </SectionHeading>
            <Row gap={2}>
              {actions.map((action) => (
                <Button
                  key={action}
                  variant={
                    action === 'delete' || action === 'reject'
                      ? 'danger'
                      : action === 'save' || action === 'submit' || action === 'approve'
                        ? 'primary'
                        : 'secondary'
                  }
                  disabled={mutations.busy}
                  onClick={run[action]}
                >
                  {ACTION_LABEL[action]}
                </Button>
              ))}
            </Row>
          </Section>

          {unsaved && (
            <Callout tone="warning">
              <span>{`${unsaved} ${KEPT_ON_DEVICE}`}</span>
            </Callout>
          )}

          {draft.offered && (
            <Callout tone="info">
              <Stack gap={2}>
                <span>
                  {`Unsaved changes to this timesheet from ${formatDate(new Date(draft.offered.savedAt), `${DATE_DEFAULT} ${TIME_UI}`)} were kept on this device.`}
                </span>
                <Row gap={2}>
                  <Button onClick={draft.restore}>Restore draft</Button>
                  <Button variant="secondary" onClick={draft.discard}>
                    Discard draft
                  </Button>
                </Row>
              </Stack>
            </Callout>
          )}

          {notesShown && (
            <Field as="section" aria-labelledby="approver-notes-label">
              <Label id="approver-notes-label" htmlFor={SECTION_ANCHOR.approverNotes}>
                Approver Notes
              </Label>
              <TextArea
                id={SECTION_ANCHOR.approverNotes}
                rows={4}
                readOnly={!notesEditable}
                aria-invalid={errors.approverNotes ? true : undefined}
                aria-describedby={errors.approverNotes ? 'approverNotes-error' : undefined}
                {...form.register('approverNotes')}
              />
              {errors.approverNotes?.message && (
                <FieldError id="approverNotes-error">{errors.approverNotes.message}</FieldError>
              )}
            </Field>
          )}

          <Card as="section" aria-label="Project">
            <Stack gap={1}>
              <strong>{formatProjectNumber(project.projectNumber)}</strong>
              <span>{project.description}</span>
              <span>{`${project.city}, ${project.stateCode}`}</span>
              <span>{formatApiDate(initialValues.date)}</span>
              <Row gap={2}>
                {timesheet ? <StateBadge state={timesheet.state} /> : <Muted>New timesheet</Muted>}
                {payrollState && <span>{`Payroll status: ${PAYROLL_STATE_LABEL[payrollState]}`}</span>}
              </Row>
              {timesheet && (
                <OtherTimesheets timesheet={timesheet} reviewer={context.has('Timesheets_Review')} />
              )}
            </Stack>
          </Card>

          {showCorrections && timesheet && (
            <CorrectionsPanel
              timesheet={timesheet}
              onSaved={(saved) => {
                applySaved(saved);
                setShowCorrections(false);
              }}
              onClose={() => setShowCorrections(false)}
            />
          )}

          <CrewTimecard context={{ projectId: project.projectId, editable, employees, jobClasses }} />
          <ContractLabor editable={editable} jobClasses={jobClasses} contractors={contractors} />

          <Section $gap={2} aria-labelledby={`${SECTION_ANCHOR.outOfScopeHours}-heading`}>
            <SectionHeading id={`${SECTION_ANCHOR.outOfScopeHours}-heading`}>
              Out Of Scope Hours
            </SectionHeading>
            <Label htmlFor={SECTION_ANCHOR.outOfScopeHours}>Out of scope hours description</Label>
            <TextArea
              id={SECTION_ANCHOR.outOfScopeHours}
              rows={4}
              readOnly={!editable}
              aria-invalid={errors.outOfScopeHoursDescription ? true : undefined}
              aria-describedby={
                errors.outOfScopeHoursDescription ? 'outOfScopeHoursDescription-error' : undefined
              }
              {...form.register('outOfScopeHoursDescription')}
            />
            {errors.outOfScopeHoursDescription?.message && (
              <FieldError id="outOfScopeHoursDescription-error">
                {errors.outOfScopeHoursDescription.message}
              </FieldError>
            )}
          </Section>

          <Section $gap={2} aria-labelledby={`${SECTION_ANCHOR.dailyJournal}-heading`}>
            <SectionHeading id={`${SECTION_ANCHOR.dailyJournal}-heading`}>Daily Journal</SectionHeading>
            <Label htmlFor={SECTION_ANCHOR.dailyJournal}>Daily journal text</Label>
            <TextArea
              id={SECTION_ANCHOR.dailyJournal}
              rows={4}
              readOnly={!editable}
              aria-invalid={errors.dailyJournal ? true : undefined}
              aria-describedby={errors.dailyJournal ? 'dailyJournal-error' : undefined}
              {...form.register('dailyJournal')}
            />
            {errors.dailyJournal?.message && (
              <FieldError id="dailyJournal-error">{errors.dailyJournal.message}</FieldError>
            )}
          </Section>

          <Section $gap={3} aria-labelledby={`${SECTION_ANCHOR.signature}-heading`}>
            <SectionHeading id={`${SECTION_ANCHOR.signature}-heading`}>
              <span id={SECTION_ANCHOR.signature}>On-Site Signature / Approval</span>
            </SectionHeading>
            <Row gap={6} align="flex-start">
              <Stack gap={2}>
                <Controller
                  control={form.control}
                  name="foremanSignature"
                  render={({ field }) => (
                    <SignaturePad
                      label="Foreman Signature"
                      value={field.value}
                      onChange={field.onChange}
                      disabled={!editable}
                      error={errors.foremanSignature?.message}
                    />
                  )}
                />
                <Field>
                  <Label htmlFor="foreman-signer-name">Supervisor Name</Label>
                  <TextInput
                    id="foreman-signer-name"
                    readOnly={!editable}
                    aria-invalid={errors.foremanSignerName ? true : undefined}
                    aria-describedby={errors.foremanSignerName ? 'foremanSignerName-error' : undefined}
                    {...form.register('foremanSignerName')}
                  />
                  {errors.foremanSignerName?.message && (
                    <FieldError id="foremanSignerName-error">{errors.foremanSignerName.message}</FieldError>
                  )}
                </Field>
              </Stack>
              <Stack gap={2}>
                <Controller
                  control={form.control}
                  name="customerSignature"
                  render={({ field }) => (
                    <SignaturePad
                      label="Customer Signature"
                      value={field.value}
                      onChange={field.onChange}
                      disabled={!editable}
                    />
                  )}
                />
                <Field>
                  <Label htmlFor="customer-signer-name">Customer Name</Label>
                  <TextInput
                    id="customer-signer-name"
                    readOnly={!editable}
                    {...form.register('customerSignerName')}
                  />
                </Field>
              </Stack>
            </Row>
          </Section>

          <DataErrors errors={errors} />
        </Stack>
      </form>
      {confirmDelete && (
        <Dialog title="Delete Timesheet" onClose={() => setConfirmDelete(false)}>
          <Stack gap={3}>
            <p>Delete this timesheet? This cannot be undone.</p>
            <Row gap={2}>
              <Button variant="danger" onClick={() => void deleteNow()}>
                Delete
              </Button>
              <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
                Cancel
              </Button>
            </Row>
          </Stack>
        </Dialog>
      )}
    </FormProvider>
  );
}

/** Goes to the shell's not-found page with the seed's toast (TS-DETAIL-22/23). */
function useNotFound(error: unknown, message: string) {
  useEffect(() => {
    if (!isNotFound(error)) return;
    notify.error(message, error);
    navigateTo(NOT_FOUND_PATH);
  }, [error, message]);
}

/** The page title from the route table (U-24), shown while the timesheet loads too. */
export function Page({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Stack>
      <PageHeading>{routeTitle(pathname)}</PageHeading>
      {children}
    </Stack>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isNotFound(error)) return null;
  return (
    <Callout tone="error">
      <Stack gap={2}>
        <span>{`The timesheet could not be loaded${error instanceof Error ? `: ${error.message}` : ''}`}</span>
        <div>
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        </div>
      </Stack>
    </Callout>
  );
}

/** A saved timesheet (GET /timesheets/{id}). */
export function SavedTimesheetScreen({ timesheetId }: { timesheetId: number }) {
  const timesheet = useTimesheet(timesheetId);
  const jobClasses = useJobClasses();
  useNotFound(timesheet.error, CANNOT_FIND_TIMESHEET);
  return (
    <Page>
      {timesheet.error ? (
        <LoadFailed error={timesheet.error} onRetry={() => void timesheet.refetch()} />
      ) : !timesheet.data || jobClasses.isPending ? (
        <Loading label="Loading timesheet" />
      ) : (
        <TimesheetEditor
          key={`${timesheet.data.timesheetId}`}
          timesheet={timesheet.data}
          project={timesheet.data.project}
          initialValues={savedTimesheetValues(timesheet.data)}
          jobClasses={jobClasses.data ?? []}
        />
      )}
    </Page>
  );
}

/** A new timesheet of a project and date, prefilled from the project's roster (TS-CALC-10). */
export function NewTimesheetScreen({ projectId, date }: { projectId: number; date: string }) {
  const project = useProject(projectId);
  const jobClasses = useJobClasses();
  useNotFound(project.error, CANNOT_FIND_PROJECT);
  return (
    <Page>
      {project.error ? (
        <LoadFailed error={project.error} onRetry={() => void project.refetch()} />
      ) : !project.data || jobClasses.isPending ? (
        <Loading label="Loading timesheet" />
      ) : (
        <TimesheetEditor
          timesheet={null}
          project={project.data}
          initialValues={newTimesheetValues(project.data, date, jobClasses.data ?? [])}
          jobClasses={jobClasses.data ?? []}
        />
      )}
    </Page>
  );
}
