import { useMemo, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Callout,
  PageHeading,
  Row,
  Stack,
  formatProjectNumber,
  openPrintView,
  useDebouncedValue,
} from 'shared-kit';
import { Field, FieldError, Hint, Label, Select, TextInput } from 'shared-kit/ui';
import { NO_RESULTS } from '../common/report-texts';
import { reportHasContentQueryOptions, useActiveProjects, useReportHasContent } from './api';
import {
  EMPTY_REPORT_FORM,
  defaultRangeHint,
  reportFormErrors,
  reportRangeOf,
  reportUrl,
  type ReportField,
  type ReportFormValues,
} from './report-criteria';

/** REPORTS-08, character for character. */
export const GENERATE = 'Generate';
export const SELECT_PROJECT = 'Select a project';
export const LOADING_PROJECTS = 'Loading projects...';
export const PROJECTS_FAILED = 'The projects could not be loaded.';
export const CHECK_FAILED = 'Could not check whether this report has results; Generate opens it anyway.';
/** How long typing settles before the report's emptiness is checked (U-41). */
export const CHECK_DEBOUNCE_MS = 300;

const FIELD_ORDER: readonly ReportField[] = ['projectId', 'startDate', 'endDate'];
const fieldId = (field: ReportField) => `timesheets-report-${field}`;
const errorId = (field: ReportField) => `${fieldId(field)}-error`;
const DATES_HINT_ID = 'timesheets-report-dates-hint';

/** /reports/timesheets/dashboard: project and optional range, Generate opens the printable report (REPORTS-03…10). */
export default function TimesheetsReportPage() {
  const queryClient = useQueryClient();
  const [today] = useState(() => new Date());
  const [values, setValues] = useState<ReportFormValues>(EMPTY_REPORT_FORM);
  // Messages show from the first Generate on, then follow every change (the form keeps what was typed).
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? reportFormErrors(values) : {};
  const projects = useActiveProjects();

  const range = useMemo(() => reportRangeOf(values, today), [values, today]);
  // The check runs when the criteria settle, so Generate itself opens the tab synchronously (popup blockers).
  const debouncedValues = useDebouncedValue(values, CHECK_DEBOUNCE_MS);
  const checkedRange = useMemo(() => reportRangeOf(debouncedValues, today), [debouncedValues, today]);
  const hasContent = useReportHasContent(checkedRange);
  const checkIsCurrent = range !== null && debouncedValues === values;
  // U-41: 'noContent' is this state — no timesheets and no corrections — shown as REPORTS-10 under Generate.
  const noContent = checkIsCurrent && hasContent.data === false;
  const checkFailed = checkIsCurrent && hasContent.isError;

  const change = (field: ReportField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  const generate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const formErrors = reportFormErrors(values);
    const firstInvalid = FIELD_ORDER.find((field) => formErrors[field]);
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    if (!range) return;
    // Known empty: no tab (REPORTS-10 shows). Not checked yet: the report page says the same if it is empty.
    if (queryClient.getQueryData(reportHasContentQueryOptions(range).queryKey) === false) return;
    openPrintView(reportUrl(range));
  };

  const describedBy = (field: ReportField, ...others: string[]) =>
    [errors[field] ? errorId(field) : null, ...others].filter(Boolean).join(' ') || undefined;

  return (
    <Stack>
      <PageHeading>Timesheets Report</PageHeading>
      {projects.isError && (
        <Callout tone="error">
          <Row>
            <span>{PROJECTS_FAILED}</span>
            <Button variant="secondary" onClick={() => void projects.refetch()}>
              Retry
            </Button>
          </Row>
        </Callout>
      )}
      <form noValidate onSubmit={generate} aria-label="Timesheets Report">
        <Stack gap={3}>
          <Row align="flex-start">
            <Field>
              <Label htmlFor={fieldId('projectId')}>Project</Label>
              <Select
                id={fieldId('projectId')}
                value={values.projectId}
                onChange={change('projectId')}
                disabled={projects.isPending}
                aria-required="true"
                aria-invalid={errors.projectId ? 'true' : undefined}
                aria-describedby={describedBy('projectId')}
              >
                <option value="">{projects.isPending ? LOADING_PROJECTS : SELECT_PROJECT}</option>
                {projects.data?.map((project) => (
                  <option key={project.projectId} value={String(project.projectId)}>
                    {`${formatProjectNumber(project.projectNumber)} - ${project.description}`}
                  </option>
                ))}
              </Select>
              {errors.projectId && <FieldError id={errorId('projectId')}>{errors.projectId}</FieldError>}
            </Field>
            <Field>
              <Label htmlFor={fieldId('startDate')}>Start Date</Label>
              <TextInput
                id={fieldId('startDate')}
                type="date"
                value={values.startDate}
                onChange={change('startDate')}
                aria-invalid={errors.startDate ? 'true' : undefined}
                aria-describedby={describedBy('startDate', DATES_HINT_ID)}
              />
              {errors.startDate && <FieldError id={errorId('startDate')}>{errors.startDate}</FieldError>}
            </Field>
            <Field>
              <Label htmlFor={fieldId('endDate')}>End Date</Label>
              <TextInput
                id={fieldId('endDate')}
                type="date"
                value={values.endDate}
                onChange={change('endDate')}
                aria-invalid={errors.endDate ? 'true' : undefined}
                aria-describedby={describedBy('endDate', DATES_HINT_ID)}
              />
              {errors.endDate && <FieldError id={errorId('endDate')}>{errors.endDate}</FieldError>}
            </Field>
          </Row>
          <Hint id={DATES_HINT_ID}>{defaultRangeHint(today)}</Hint>
          <Row>
            <Button type="submit">{GENERATE}</Button>
          </Row>
          {/* Always rendered, so screen readers announce the message when it appears. */}
          <div role="status" aria-live="polite">
            {noContent && <Callout tone="info">{NO_RESULTS}</Callout>}
            {checkFailed && <Hint>{CHECK_FAILED}</Hint>}
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
