import { useState } from 'react';
import { AppLink, Button, Callout, PageHeading, Row, Stack, openPrintView } from 'shared-kit';
import { AreaForm, ProjectSelectField, ProjectsLoadFailed, TextField, useAreaForm } from 'shared-kit/form';
import { Hint } from 'shared-kit/ui';
import { usePrevailingWageProjects } from './api';
import {
  criteriaSchema,
  lastWeekEnding,
  reportUrl,
  requestOf,
  weekLabel,
  type CriteriaValues,
} from './criteria';

export const OPEN_REPORT = 'Open Certified Payroll';
export const SELECT_PROJECT = 'Select a prevailing wage project';
export const NO_PROJECTS = 'There is no prevailing wage project.';
const WEEK_HINT_ID = 'certified-payroll-week-hint';

/**
 * /payroll/certified-payroll (beyond the seeds): a prevailing wage project and a week; 'Open Certified Payroll' opens
 * the printable WH-347 hours block in a new tab.
 */
export default function CertifiedPayrollPage() {
  const [today] = useState(() => new Date());
  const form = useAreaForm<CriteriaValues>(criteriaSchema, {
    defaultValues: { projectId: '', weekEnding: lastWeekEnding(today) },
  });
  const weekEnding = form.watch('weekEnding');
  const projects = usePrevailingWageProjects();

  const open = (values: CriteriaValues) => {
    const request = requestOf(values);
    if (request) openPrintView(reportUrl(request));
  };

  return (
    <Stack>
      <PageHeading>Certified Payroll</PageHeading>
      <p>
        The hours block of form WH-347 for a prevailing wage project: each worker, their classification and
        hours Monday to Sunday, from approved timesheets and corrections.
      </p>
      <ProjectsLoadFailed projects={projects} />
      {projects.data?.length === 0 && <Callout tone="info">{NO_PROJECTS}</Callout>}
      <AreaForm form={form} onValid={open} aria-label="Certified Payroll">
        <Stack gap={3}>
          <Row align="flex-start">
            <ProjectSelectField
              name="projectId"
              id="certified-payroll-project"
              projects={projects}
              placeholder={SELECT_PROJECT}
              aria-required="true"
            />
            <TextField
              name="weekEnding"
              label="Week Ending (Sunday)"
              id="certified-payroll-week-ending"
              type="date"
              step={7}
              // Any Sunday: the browser's picker then offers Sundays only.
              min="2000-01-02"
              aria-required="true"
              describedBy={WEEK_HINT_ID}
            />
          </Row>
          <Hint id={WEEK_HINT_ID}>
            {requestOf({ projectId: '1', weekEnding })
              ? `The week ${weekLabel(weekEnding)}.`
              : 'Weeks run Monday to Sunday.'}
          </Hint>
          <Row>
            <Button type="submit">{OPEN_REPORT}</Button>
            <AppLink href="/payroll">Back to the Payroll Dashboard</AppLink>
          </Row>
        </Stack>
      </AreaForm>
    </Stack>
  );
}
