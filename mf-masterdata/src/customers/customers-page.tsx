import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CUSTOMER_SORT_FIELDS,
  Link,
  PageHeading,
  Row,
  Stack,
  usePermission,
  type CustomerSortField,
} from 'shared-kit';
import type { Customer } from 'shared-kit/master-data';
import { DataTable, listParam, sortQuery, useListParams } from 'shared-kit/list';
import type { Column } from 'shared-kit/list';
import { customerPageQueryOptions } from 'shared-kit/resources/customers';
import { SearchBox } from '../common/search-box';
import { CUSTOMERS_PATH } from '../common/paths';
import { useRouteTitle } from '../common/route-title';

const PAGE_SIZE = 20; // CUSTOMERS-02

const CUSTOMER_LIST = {
  search: listParam.text(),
  sort: listParam.sort(CUSTOMER_SORT_FIELDS, { field: 'customerName', direction: 'asc' }),
};

const COLUMNS: ReadonlyArray<Column<Customer, CustomerSortField>> = [
  {
    header: 'Acumatica ID',
    value: (customer) => customer.customerExternalId,
    sortField: 'customerExternalId',
  },
  { header: 'Customer Name', value: (customer) => customer.customerName, sortField: 'customerName' },
];

/** Customer list (CUSTOMERS-01…04): search by Acumatica ID or name (U-46), 20 per page; its state in the URL. */
export default function CustomersPage() {
  const list = useListParams(CUSTOMER_LIST);
  const { search, sort, page } = list.params;
  const query = { search: search || null, sort: sort && sortQuery(sort), page, pageSize: PAGE_SIZE };
  const customers = useQuery({ ...customerPageQueryOptions(query), placeholderData: keepPreviousData });
  const canCreate = usePermission('Customers_Create');
  return (
    <Stack>
      <Row justify="space-between">
        <PageHeading>{useRouteTitle()}</PageHeading>
        {canCreate && <Link to={`${CUSTOMERS_PATH}/new`}>Add New Customer</Link>}
      </Row>
      <SearchBox
        label="Search customers"
        value={search}
        debounceMs={300}
        onSearch={(text) => list.set({ search: text })}
      />
      <DataTable
        caption="Customers"
        columns={COLUMNS}
        query={customers}
        rowPath={(customer) => `${CUSTOMERS_PATH}/${customer.customerId}`}
        emptyText="No customers match this search"
        {...list.table}
        pageSize={PAGE_SIZE}
        pagerLabel="Customer pages"
      />
    </Stack>
  );
}
