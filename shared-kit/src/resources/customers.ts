import { queryOptions } from '@tanstack/react-query';
import { api } from 'shared-kit';
import type { Page } from 'shared-kit';
import { customerKeys, ifMatch, type SortParam } from 'shared-kit/resources/keys';
import type { CustomerSortField } from 'shared-kit';
import type { Customer, CustomerForm } from 'shared-kit/master-data';

/** Customers (api/docs/master-data.md, CUSTOMERS-*). */

/** GET /customers (customerQuerySchema): search finds the Acumatica ID or the name (U-46). */
export type CustomerListParams = {
  search?: string | null;
  sort?: SortParam<CustomerSortField> | null;
  page?: number | null;
  pageSize?: number | null;
};

const customerPath = (customerId: number) => `/customers/${customerId}`;

export const getCustomerPage = (params: CustomerListParams, signal?: AbortSignal): Promise<Page<Customer>> =>
  api.getPage<Customer>('/customers', { query: params, signal });

export const customerPageQueryOptions = (params: CustomerListParams) =>
  queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => getCustomerPage(params, signal),
  });

export const customerQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: customerKeys.detail(customerId),
    queryFn: ({ signal }) => api.get<Customer>(customerPath(customerId), { signal }),
  });

export const createCustomer = (form: CustomerForm) => api.post<Customer>('/customers', form);

export const updateCustomer = (customerId: number, form: CustomerForm) =>
  api.put<Customer>(customerPath(customerId), form, ifMatch(form.version));

/** DELETE /customers/{id}: 409 while projects refer to it; the version is checked when sent. */
export const deleteCustomer = (customerId: number, version?: number) =>
  api.delete<void>(customerPath(customerId), ifMatch(version));
