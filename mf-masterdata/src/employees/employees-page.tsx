import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  EMPLOYEE_SORT_FIELDS,
  Link,
  PageHeading,
  Row,
  Stack,
  usePermission,
  type EmployeeSortField,
} from 'shared-kit';
import type { EmployeeListItem } from 'shared-kit/master-data';
import {
  CsvDownloadButton,
  DataTable,
  fetchAllPages,
  listParam,
  sortQuery,
  useListParams,
} from 'shared-kit/list';
import type { Column } from 'shared-kit/list';
import { employeePageQueryOptions, getEmployeePage } from 'shared-kit/resources/employees';
import { Field, Label, Select, Options } from 'shared-kit/ui';
import { SearchBox } from '../common/search-box';
import { EMPLOYEES_PATH } from '../common/paths';
import { useRouteTitle } from '../common/route-title';
import { ELIGIBILITY_FILTERS, ELIGIBILITY_LABEL } from './employee-options';

const PAGE_SIZE = 20; // EMPLOYEES-05

const EMPLOYEE_LIST = {
  search: listParam.text(),
  perDiemEligible: listParam.oneOf(['true', 'false'] as const),
  sort: listParam.sort(EMPLOYEE_SORT_FIELDS, { field: 'lastName', direction: 'asc' }),
};

// U-46; the same columns make the CSV (EMPLOYEES-04). Where the width runs short, Job Class gives way first (a
// tablet), then Department and Per Diem Eligibility (a phone: Acumatica ID, name and status, to find the person and
// open the employee's page, which shows every field).
const COLUMNS: ReadonlyArray<Column<EmployeeListItem, EmployeeSortField>> = [
  { header: 'Acumatica ID', value: (e) => e.accumaticaId, sortField: 'accumaticaId' },
  { header: 'Name', value: (e) => `${e.lastName}, ${e.firstName}`, sortField: 'lastName' },
  {
    header: 'Job Class',
    value: (e) => e.primaryJobClass,
    sortField: 'primaryJobClass',
    priority: 1,
  },
  { header: 'Department', value: (e) => e.department, sortField: 'department', priority: 2 },
  { header: 'Status', value: (e) => e.employeeStatus, sortField: 'employeeStatus' },
  {
    header: 'Per Diem Eligibility',
    value: (e) => ELIGIBILITY_LABEL[e.perDiemEligible],
    sortField: 'perDiemEligible',
    priority: 3,
  },
];

/**
 * Employee list (EMPLOYEES-01…07): search by name (or Acumatica ID), per diem eligibility filter, sortable columns,
 * 20 per page, Export CSV; its state in the URL.
 */
export default function EmployeesPage() {
  const list = useListParams(EMPLOYEE_LIST);
  const { search, perDiemEligible, sort, page } = list.params;
  const filter = {
    search: search || null,
    perDiemEligible: perDiemEligible === null ? null : perDiemEligible === 'true',
    sort: sort && sortQuery(sort),
  };
  const employees = useQuery({
    ...employeePageQueryOptions({ ...filter, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const canCreate = usePermission('Employees_Create');
  const filterId = useId();
  return (
    <Stack>
      <Row justify="space-between">
        <PageHeading>{useRouteTitle()}</PageHeading>
        {canCreate && <Link to={`${EMPLOYEES_PATH}/new`}>Add New Employee</Link>}
      </Row>
      <Row align="flex-end">
        <SearchBox
          label="Search by name"
          value={search}
          debounceMs={300}
          onSearch={(text) => list.set({ search: text })}
        />
        <Field>
          <Label htmlFor={filterId}>Per Diem Eligibility</Label>
          <Select
            id={filterId}
            value={perDiemEligible ?? ''}
            onChange={(event) =>
              list.set({ perDiemEligible: (event.target.value || null) as 'true' | 'false' | null })
            }
          >
            <Options
              items={ELIGIBILITY_FILTERS}
              value={(option) => option.value}
              label={(option) => option.label}
            />
          </Select>
        </Field>
        <CsvDownloadButton
          columns={COLUMNS}
          rows={() => fetchAllPages((all) => getEmployeePage({ ...filter, page: all }))}
          filename="employees.csv"
        />
      </Row>
      <DataTable
        caption="Employees"
        columns={COLUMNS}
        query={employees}
        rowPath={(employee) => `${EMPLOYEES_PATH}/${employee.employeeId}`}
        emptyText="No employees match this search"
        {...list.table}
        pageSize={PAGE_SIZE}
        pagerLabel="Employee pages"
      />
    </Stack>
  );
}
