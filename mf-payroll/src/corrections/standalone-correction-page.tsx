import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  CORRECTION_TYPES,
  CORRECTION_TYPE_LABEL,
  DATE_DEFAULT,
  Loading,
  MAX_PAGE_SIZE,
  formatApiDate,
  formatProjectNumber,
  toApiDate,
  useParams,
  usePermission,
} from 'shared-kit';
import type { PayrollPeriodView, ProjectCorrectionView } from 'shared-kit/payroll';
import {
  DetailPage,
  ReadEditField,
  TextField,
  recordResource,
  useDetailMode,
  useRecordDetail,
  useRecordQuery,
} from 'shared-kit/form';
import {
  createProjectCorrection,
  deleteProjectCorrection,
  projectCorrectionQueryOptions,
  updateProjectCorrection,
} from 'shared-kit/resources/corrections';
import { employeePageQueryOptions } from 'shared-kit/resources/employees';
import { invalidateAfter } from 'shared-kit/resources/keys';
import { payrollPeriodQueryOptions } from 'shared-kit/resources/payroll-periods';
import { projectPageQueryOptions } from 'shared-kit/resources/projects';
import { MSG } from 'shared-kit/timesheet-form';
import { standaloneCorrectionSchema, type StandaloneValues } from './standalone-form';
import { useRouteTitle } from '../common/route-title';

/** How the form reads and writes a standalone correction of `period` (CORRECTIONS-09…19), with the seed's toasts. */
const standaloneResource = (period: PayrollPeriodView) =>
  recordResource({
    query: projectCorrectionQueryOptions,
    idOf: (correction: ProjectCorrectionView) => correction.projectCorrectionId,
    valuesOf: (correction): StandaloneValues => ({
      projectId: correction ? String(correction.projectId) : '',
      employeeId: correction ? String(correction.employeeId) : '',
      correctionDate: correction?.correctionDate ?? '',
      correctionType: correction?.correctionType ?? '',
      newValue: correction?.newValue ?? '',
      comments: correction?.comments ?? '',
      correctedDate: correction?.correctedDate ?? toApiDate(new Date()),
    }),
    schema: standaloneCorrectionSchema(period),
    create: createProjectCorrection,
    update: (correction, form) =>
      updateProjectCorrection(correction.projectCorrectionId, { ...form, version: correction.version }),
    remove: (correction) => deleteProjectCorrection(correction.projectCorrectionId, correction.version),
    stale: invalidateAfter.projectCorrectionSaved,
    listPath: `/payroll/${period.payrollPeriodId}/corrections`,
    // U-48: a saved (or deleted) standalone correction goes back to the period's corrections page.
    afterSave: 'list',
    // Seed 001 §5: validation runs on blur, then on change.
    validateOn: 'touched',
    toasts: {
      created: 'Standalone Correction data saved successfully',
      createFailed: 'Unable to save Standalone Correction data',
      updated: 'Standalone Correction data updated successfully',
      updateFailed: 'Unable to update Standalone Correction data',
      deleted: 'Standalone correction successfully deleted',
      deleteFailed: 'Problem deleting standalone correction',
      loadFailed: 'Unable to load standalone correction data',
    },
  });

/**
 * A standalone correction of a payroll period: /payroll/{id}/corrections/new ('New Standalone Correction') and
 * /payroll/{id}/corrections/{correctionId} ('Edit Standalone Correction').
 */
export default function StandaloneCorrectionPage() {
  const params = useParams();
  const period = useQuery(payrollPeriodQueryOptions(Number(params.payrollPeriodId)));
  if (!period.data) return <Loading label="Loading payroll period" />;
  return <StandaloneCorrection period={period.data} correctionId={params.standaloneCorrectionId} />;
}

function StandaloneCorrection({
  period,
  correctionId,
}: {
  period: PayrollPeriodView;
  correctionId?: string;
}) {
  const resource = useMemo(() => standaloneResource(period), [period]);
  const { record, ready } = useRecordQuery(resource, correctionId);
  // U-52: Active projects and Active employees.
  const projects = useQuery(
    projectPageQueryOptions({ status: 'Active', sort: 'projectNumber', pageSize: MAX_PAGE_SIZE }),
  );
  const employees = useQuery(
    employeePageQueryOptions({ status: 'Active', pageSize: MAX_PAGE_SIZE, sort: 'lastName' }),
  );
  const detail = useRecordDetail(resource, record);
  const title = useRouteTitle();
  const canEdit = usePermission('Timesheets_AddCorrection');
  if (!ready || !projects.data || !employees.data) return <Loading label="Loading standalone correction" />;
  return (
    <DetailPage
      {...detail}
      title={title}
      canEdit={canEdit}
      deleteQuestion={
        record &&
        `Delete the ${CORRECTION_TYPE_LABEL[record.correctionType]} correction of ${record.employeeFirstName} ${record.employeeLastName}? This cannot be undone.`
      }
    >
      <ReadEditField
        name="projectId"
        label="Project"
        kind="select"
        emptyOption="Select a project"
        options={projects.data.items.map((project) => ({
          value: String(project.projectId),
          label: `${formatProjectNumber(project.projectNumber)} ${project.description}`,
        }))}
      />
      <ReadEditField
        name="employeeId"
        label="Employee"
        kind="select"
        emptyOption="Select an employee"
        options={employees.data.items.map((employee) => ({
          value: String(employee.employeeId),
          label: `${employee.lastName}, ${employee.firstName}`,
        }))}
      />
      <CorrectionDate period={period} />
      <ReadEditField
        name="correctionType"
        label="Correction Type"
        kind="select"
        emptyOption="Select correction type"
        options={CORRECTION_TYPES.map((type) => ({ value: type, label: CORRECTION_TYPE_LABEL[type] }))}
      />
      <NewValue />
      <ReadEditField name="comments" label="Comments" kind="textarea" />
      <ReadEditField
        name="correctedDate"
        label="Date Corrected"
        mode="read"
        format={(value) => formatApiDate(String(value), DATE_DEFAULT)}
      />
    </DetailPage>
  );
}

/** New Value is checked by its type's rules, so it waits for a type, and says so (CORRECTIONS-14, TS-CORR-05). */
function NewValue() {
  const type = useWatch({ name: 'correctionType' }) as string;
  return (
    <ReadEditField
      name="newValue"
      label="New Value"
      disabled={!type}
      hint={type ? undefined : MSG.correctionSelectType}
    />
  );
}

/** The correction date: a day of the payroll period only (CORRECTIONS-13). */
function CorrectionDate({ period }: { period: PayrollPeriodView }) {
  const mode = useDetailMode();
  if (mode === 'read') return <ReadEditField name="correctionDate" label="Correction Date" />;
  return (
    <TextField
      name="correctionDate"
      label="Correction Date"
      type="date"
      min={period.startDate}
      max={period.endDate}
      hint={`A day from ${period.startDate} to ${period.endDate}`}
    />
  );
}
