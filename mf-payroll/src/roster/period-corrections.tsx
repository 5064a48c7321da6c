import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  AppLink,
  Button,
  CORRECTION_TYPE_LABEL,
  DATE_DEFAULT,
  MAX_PAGE_SIZE,
  Row,
  NoWrap,
  SectionHeading,
  Stack,
  formatApiDate,
  formatProjectNumber,
  useNotifyingMutation,
} from 'shared-kit';
import type { PayrollPeriodView, ProjectCorrectionView } from 'shared-kit/payroll';
import { DataTable, type Column } from 'shared-kit/list';
import { ConfirmDialog } from 'shared-kit/ui';
import {
  createProjectCorrection,
  projectCorrectionPageQueryOptions,
  timesheetCorrectionPageQueryOptions,
} from 'shared-kit/resources/corrections';
import { invalidate, invalidateAfter } from 'shared-kit/resources/keys';
import { correctionValueText, type TimesheetCorrectionView } from 'shared-kit/timesheet-form';

export const DUPLICATED = 'Correction successfully duplicated!';
export const DUPLICATE_FAILED = 'Problem duplicating correction';
const DUPLICATE = 'Duplicate';

const day = (date: string) => formatApiDate(date, DATE_DEFAULT);
const person = (row: { employeeFirstName: string; employeeLastName: string }) =>
  `${row.employeeFirstName} ${row.employeeLastName}`;

/** What Duplicate asks first: a slip would otherwise save a second pay correction at once. */
const duplicateQuestion = (row: ProjectCorrectionView): string =>
  `Duplicate the ${CORRECTION_TYPE_LABEL[row.correctionType]} correction of ${person(row)} on ${day(row.correctionDate)} (new value ${row.newValue})? A second correction with the same values is saved in this payroll period.`;

const CREW_COLUMNS: ReadonlyArray<Column<TimesheetCorrectionView, never>> = [
  { header: 'Date', value: (row) => day(row.timesheetDate) },
  {
    header: 'Project',
    value: (row) => formatProjectNumber(row.projectNumber),
    cell: (row) => <NoWrap>{formatProjectNumber(row.projectNumber)}</NoWrap>,
  },
  { header: 'Crew Member', value: person },
  { header: 'Correction', value: (row) => CORRECTION_TYPE_LABEL[row.correctionType] },
  { header: 'New Value', value: (row) => correctionValueText(row) },
  { header: 'Comments', value: (row) => row.comments ?? '' },
];

/**
 * The Corrections tab (CORRECTIONS-02…06; the page title says 'Corrections for Payroll Period Ending {date}'): the crew corrections
 * of the period's timesheets, and its Standalone Corrections with Duplicate (asked first, one copy per answer);
 * '+ Add Standalone Correction +' only while the period is COMPLETED.
 */
export function PeriodCorrections({ period }: { period: PayrollPeriodView }) {
  const id = period.payrollPeriodId;
  const crew = useQuery({
    ...timesheetCorrectionPageQueryOptions({ payrollPeriodId: id, pageSize: MAX_PAGE_SIZE }),
  });
  const standalone = useQuery(
    projectCorrectionPageQueryOptions({ payrollPeriodId: id, pageSize: MAX_PAGE_SIZE }),
  );
  const queryClient = useQueryClient();
  const duplicate = useNotifyingMutation({
    // CORRECTIONS-04: a copy without its id (dates already yyyy-MM-dd); the api ignores the names it carries.
    mutationFn: ({ projectCorrectionId: _id, ...copy }: ProjectCorrectionView) =>
      createProjectCorrection({ ...copy, version: undefined }),
    successMessage: DUPLICATED,
    errorMessage: DUPLICATE_FAILED,
    onSuccess: () => invalidate(queryClient, invalidateAfter.projectCorrectionSaved()),
  });
  const [asking, setAsking] = useState<ProjectCorrectionView | null>(null);
  // One copy per answer, also when a second click lands before the button is disabled.
  const duplicating = useRef(false);
  const duplicateAsked = async (row: ProjectCorrectionView) => {
    if (duplicating.current) return;
    duplicating.current = true;
    try {
      await duplicate.mutateAsync(row);
    } catch (error) {
      // Its toast said why; the question closes either way.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      duplicating.current = false;
      setAsking(null);
    }
  };

  const standaloneColumns: ReadonlyArray<Column<ProjectCorrectionView, never>> = [
    { header: 'Date', value: (row) => day(row.correctedDate), opensRow: true },
    {
      header: 'Project',
      value: (row) => formatProjectNumber(row.projectNumber),
      cell: (row) => <NoWrap>{formatProjectNumber(row.projectNumber)}</NoWrap>,
    },
    { header: 'Crew Member', value: person },
    { header: 'Correction', value: (row) => CORRECTION_TYPE_LABEL[row.correctionType] },
    { header: 'New Value', value: (row) => row.newValue },
    { header: 'Comments', value: (row) => row.comments ?? '' },
    {
      header: DUPLICATE,
      cell: (row) => (
        <Button variant="secondary" disabled={duplicate.isPending} onClick={() => setAsking(row)}>
          {DUPLICATE}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap={4}>
      <SectionHeading>Crew Corrections</SectionHeading>
      <DataTable
        caption="Crew corrections"
        columns={CREW_COLUMNS}
        query={crew}
        // Several corrections can sit on one timesheet: the row's path is not its own.
        rowKey={(row) => row.timesheetCorrectionId}
        rowPath={(row) => `/foreman/projects/${row.projectId}/timesheets/${row.timesheetId}`}
        errorText="Unable to load payroll correction data"
        emptyText="No crew corrections in this payroll period."
      />
      <Row justify="space-between">
        <SectionHeading>Standalone Corrections</SectionHeading>
        {period.payrollPeriodState === 'COMPLETED' && (
          <AppLink href={`/payroll/${id}/corrections/new`}>+ Add Standalone Correction +</AppLink>
        )}
      </Row>
      <DataTable
        caption="Standalone Corrections"
        columns={standaloneColumns}
        query={standalone}
        rowPath={(row) => `/payroll/${id}/corrections/${row.projectCorrectionId}`}
        errorText="Unable to load standalone correction data"
        emptyText="No standalone corrections in this payroll period."
      />
      {asking && (
        <ConfirmDialog
          title="Duplicate Standalone Correction"
          confirmLabel={DUPLICATE}
          busy={duplicate.isPending}
          onConfirm={() => void duplicateAsked(asking)}
          onClose={() => setAsking(null)}
        >
          {duplicateQuestion(asking)}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
