import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Callout, PageHeading, Row, Stack, openPrintView, useDebouncedValue } from 'shared-kit';
import { AreaForm, ProjectSelectField, ProjectsLoadFailed, TextField, useAreaForm } from 'shared-kit/form';
import { Hint } from 'shared-kit/ui';
import { useIntl } from 'shared-kit/i18n';
import { reportHasContentQueryOptions, useActiveProjects, useReportHasContent } from './api';
import {
  EMPTY_REPORT_FORM,
  defaultRangeHint,
  reportFormSchema,
  reportRangeOf,
  reportUrl,
  type ReportField,
  type ReportFormValues,
} from './report-criteria';

/** REPORTS-08, character for character. */
export const GENERATE = 'Generate';
export const SELECT_PROJECT = 'Select a project';
export const CHECK_FAILED = 'Could not check whether this report has results; Generate opens it anyway.';
/** How long typing settles before the report's emptiness is checked (U-41). */
export const CHECK_DEBOUNCE_MS = 300;

const fieldId = (field: ReportField) => `timesheets-report-${field}`;
const DATE_FIELDS = ['startDate', 'endDate'] as const;
const DATES_HINT_ID = 'timesheets-report-dates-hint';

/** /reports/timesheets/dashboard: project and optional range, Generate opens the printable report (REPORTS-03…10). */
export default function TimesheetsReportPage() {
  const queryClient = useQueryClient();
  // Every text in the page's language (reports.criteria.…); English is the seeds' (GENERATE, NO_RESULTS, …).
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `reports.criteria.${id}` }, values);
  const [today] = useState(() => new Date());
  // Messages show from the first Generate on, then follow every change (the form keeps what was typed).
  const form = useAreaForm<ReportFormValues>(reportFormSchema, { defaultValues: EMPTY_REPORT_FORM });
  const { projectId, startDate, endDate } = form.watch();
  const values = useMemo(() => ({ projectId, startDate, endDate }), [projectId, startDate, endDate]);
  const projects = useActiveProjects();

  const range = useMemo(() => reportRangeOf(values, today), [values, today]);
  // The check runs when the criteria settle, so Generate itself opens the tab at once (popup blockers).
  const debouncedValues = useDebouncedValue(values, CHECK_DEBOUNCE_MS);
  const checkedRange = useMemo(() => reportRangeOf(debouncedValues, today), [debouncedValues, today]);
  const hasContent = useReportHasContent(checkedRange);
  const checkIsCurrent = range !== null && debouncedValues === values;
  // U-41: 'noContent' is this state — no timesheets and no corrections — shown as REPORTS-10 under Generate.
  const noContent = checkIsCurrent && hasContent.data === false;
  const checkFailed = checkIsCurrent && hasContent.isError;

  const generate = (criteria: ReportFormValues) => {
    const valid = reportRangeOf(criteria, today);
    if (!valid) return;
    // Known empty: no tab (REPORTS-10 shows). Not checked yet: the report page says the same if it is empty.
    if (queryClient.getQueryData(reportHasContentQueryOptions(valid).queryKey) === false) return;
    openPrintView(reportUrl(valid));
  };

  return (
    <Stack>
      <PageHeading>{say('title')}</PageHeading>
      <ProjectsLoadFailed projects={projects} />
      <AreaForm form={form} onValid={generate} aria-label={say('title')}>
        <Stack gap={3}>
          <Row align="flex-start">
            <ProjectSelectField
              name="projectId"
              id={fieldId('projectId')}
              projects={projects}
              label={say('project')}
              placeholder={say('selectProject')}
              aria-required="true"
            />
            {DATE_FIELDS.map((field) => (
              <TextField
                key={field}
                name={field}
                label={say(field)}
                id={fieldId(field)}
                type="date"
                describedBy={DATES_HINT_ID}
              />
            ))}
          </Row>
          <Hint id={DATES_HINT_ID}>{defaultRangeHint(today, say)}</Hint>
          <Row>
            <Button type="submit">{say('generate')}</Button>
          </Row>
          {/* Always rendered, so screen readers announce the message when it appears. */}
          <div role="status" aria-live="polite">
            {noContent && <Callout tone="info">{say('noResults')}</Callout>}
            {checkFailed && <Hint>{say('checkFailed')}</Hint>}
          </div>
        </Stack>
      </AreaForm>
    </Stack>
  );
}
