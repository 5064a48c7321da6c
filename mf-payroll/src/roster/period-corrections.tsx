import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
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
import {
  createProjectCorrection,
  projectCorrectionPageQueryOptions,
  timesheetCorrectionPageQueryOptions,
} from 'shared-kit/resources/corrections';
import { invalidate, invalidateAfter } from 'shared-kit/resources/keys';
import { correctionValueText } from 'shared-kit/timesheet-form';
import type { TimesheetCorrectionView } from 'shared-kit';

export const DUPLICATED = 'Correction successfully duplicated!';
export const DUPLICATE_FAILED = 'Problem duplicating correction';

const day = (date: string) => formatApiDate(date, DATE_DEFAULT);
const person = (row: { employeeFirstName: string; employeeLastName: string }) =>
  `${row.employeeFirstName} ${row.employeeLastName}`;

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
 * of the period's timesheets, and its Standalone Corrections with Duplicate; '+ Add Standalone Correction +' only
 * while the period is COMPLETED.
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
      header: 'Duplicate',
      cell: (row) => (
        <Button variant="secondary" disabled={duplicate.isPending} onClick={() => duplicate.mutate(row)}>
          Duplicate
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
    </Stack>
  );
}
