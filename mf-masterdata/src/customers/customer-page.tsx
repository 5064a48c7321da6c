import { Loading, useParams, usePermission } from 'shared-kit';
import { customerFormSchema, type Customer } from 'shared-kit/master-data';
import { DetailPage, ReadEditField, recordResource, useRecordDetail, useRecordQuery } from 'shared-kit/form';
import { invalidateAfter } from 'shared-kit/resources/keys';
import {
  createCustomer,
  customerQueryOptions,
  deleteCustomer,
  updateCustomer,
} from 'shared-kit/resources/customers';
import { CUSTOMERS_PATH } from '../common/paths';
import { useRouteTitle } from '../common/route-title';

type CustomerValues = Pick<Customer, 'customerExternalId' | 'customerName'>;

/** How the detail reads and writes a customer (CUSTOMERS-05…13, U-48), with the toasts of seed 001 §8. */
const CUSTOMER = recordResource({
  query: customerQueryOptions,
  idOf: (customer) => customer.customerId,
  valuesOf: (customer): CustomerValues => ({
    customerExternalId: customer?.customerExternalId ?? '',
    customerName: customer?.customerName ?? '',
  }),
  schema: customerFormSchema,
  create: createCustomer,
  update: (customer, form) => updateCustomer(customer.customerId, { ...form, version: customer.version }),
  remove: (customer) => deleteCustomer(customer.customerId, customer.version),
  stale: invalidateAfter.customerSaved,
  listPath: CUSTOMERS_PATH,
  // U-48 sends a deleted customer back to the list, not a saved one: the saved customer stays on screen.
  afterSave: 'record',
  toasts: {
    created: 'New customer successfully saved',
    createFailed: 'Problem saving new customer',
    updated: 'Customer updated successfully',
    updateFailed: 'Problem updating customer',
    deleted: 'Customer deleted successfully',
    deleteFailed: 'Problem deleting customer',
    loadFailed: 'Cannot find customer data',
  },
});

/**
 * Customer detail: read-only until Edit Data; Save, Cancel (reverts), Delete (asks first), Back. The route
 * /approver/customers/new (the seed's new_customer) starts a new customer in edit mode.
 */
export default function CustomerPage() {
  const { record, ready } = useRecordQuery(CUSTOMER, useParams().customerId);
  return ready ? <CustomerDetail customer={record} /> : <Loading label="Loading customer" />;
}

function CustomerDetail({ customer }: { customer?: Customer }) {
  return (
    <DetailPage
      {...useRecordDetail(CUSTOMER, customer)}
      title={useRouteTitle()}
      canEdit={usePermission('Customers_Create')}
      deleteQuestion={
        customer &&
        `Delete the customer ${customer?.customerName} (Acumatica ID ${customer?.customerExternalId})? This cannot be undone.`
      }
    >
      <ReadEditField name="customerExternalId" label="Acumatica ID" />
      <ReadEditField name="customerName" label="Customer Name" />
    </DetailPage>
  );
}
