import { useEffect, useState } from 'react';
import {
  AppLink,
  Callout,
  Loading,
  DATE_INPUT_INVALID,
  Stack,
  formatDateTime,
  navigateTo,
  notify,
  useParams,
} from 'shared-kit';
import { FUTURE_TIMESHEET_DATE_TEXT, newTimesheetDateIssue } from 'shared-kit/timesheet-form';
import { firstLoadError } from 'shared-kit/form';
import { TIMESHEETS_PATH } from '../common/paths';
import { useJobClasses, useProject, useTimesheet } from './api';
import { newTimesheetValues, savedTimesheetValues } from './form-values';
import { LoadFailed, NOT_FOUND_PATH, Page, useNotFound } from './page-frame';
import { useStartingRead } from './starting-read';
import { TimesheetEditor, type EditorProps } from './timesheet-editor';
import { useIntl, useTranslateMessage } from 'shared-kit/i18n';

/** A date in the address that is no calendar date: the seed's date message and the not-found page. */
function InvalidDate() {
  useEffect(() => {
    notify.error(DATE_INPUT_INVALID);
    navigateTo(NOT_FOUND_PATH);
  }, []);
  return null;
}

function FutureDate() {
  const intl = useIntl();
  const translate = useTranslateMessage();
  return (
    <Page>
      <Callout tone="error">
        <Stack gap={2}>
          <span>{translate(FUTURE_TIMESHEET_DATE_TEXT)}</span>
          <AppLink href={TIMESHEETS_PATH}>{intl.formatMessage({ id: 'foreman.sheet.back' })}</AppLink>
        </Stack>
      </Callout>
    </Page>
  );
}

/**
 * Both Daily Timesheet routes: /foreman/projects/:projectId/timesheets/new/:date (a new timesheet of a project and a
 * yyyy-MM-dd date, prefilled from the project's roster, TS-CALC-10) and …/timesheets/:timesheetId (a saved one). One
 * page for both, so the first Save, which moves from the first to the second (TS-DETAIL-21), keeps the same editor
 * and everything typed while it ran: the saved timesheet is already cached, so nothing loads in between.
 */
export default function TimesheetPage() {
  const intl = useIntl();
  const params = useParams();
  const savedId = params.timesheetId === undefined ? null : Number(params.timesheetId);
  const date = params.date ?? '';
  // The picker offers only past and current days (U-30); a typed or bookmarked address is checked the same way.
  const dateIssue = savedId === null ? newTimesheetDateIssue(date, new Date()) : null;
  const loads = dateIssue === null;
  const project = useProject(loads && savedId === null ? Number(params.projectId) : null);
  const timesheet = useTimesheet(savedId);
  const jobClasses = useJobClasses(loads);
  useNotFound(project.error, intl.formatMessage({ id: 'foreman.detail.cannotFindProject' }));
  useNotFound(timesheet.error, intl.formatMessage({ id: 'foreman.detail.cannotFindTimesheet' }));
  // The timesheet this editor created with its first save, and the editor's key, kept through the move.
  const [created, setCreated] = useState<{ timesheetId: number; key: string } | null>(null);

  const query = savedId === null ? project : timesheet;
  const editorKey =
    savedId === null
      ? `new ${params.projectId} ${date}`
      : created?.timesheetId === savedId
        ? created.key
        : `saved ${savedId}`;
  // Online, the form starts from the server's answer, not from a read the device kept (starting-read.ts).
  const start = useStartingRead(query, editorKey);

  if (dateIssue === 'invalid') return <InvalidDate />;
  if (dateIssue === 'future') return <FutureDate />;

  const classes = jobClasses.data ?? [];
  let editor: EditorProps | null = null;
  if (!jobClasses.isPending && savedId === null && project.data) {
    editor = {
      timesheet: null,
      project: project.data,
      initialValues: newTimesheetValues(project.data, date, classes),
      jobClasses: classes,
      onCreated: (timesheetId) => setCreated({ timesheetId, key: editorKey }),
    };
  } else if (!jobClasses.isPending && savedId !== null && timesheet.data) {
    editor = {
      timesheet: timesheet.data,
      project: timesheet.data.project,
      initialValues: savedTimesheetValues(timesheet.data),
      jobClasses: classes,
    };
  }

  const shown = start.shows(editor !== null);

  return (
    <Page>
      {firstLoadError(query) || (!shown && start.now === 'failed') ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : editor && shown ? (
        <>
          {start.fromKept && (
            <Callout tone="info">
              <span role="status">
                {intl.formatMessage(
                  { id: 'foreman.detail.keptRead' },
                  { savedAt: formatDateTime(new Date(query.dataUpdatedAt)) },
                )}
              </span>
            </Callout>
          )}
          <TimesheetEditor key={editorKey} {...editor} />
        </>
      ) : (
        <Loading label={intl.formatMessage({ id: 'foreman.sheet.loading' })} />
      )}
    </Page>
  );
}
