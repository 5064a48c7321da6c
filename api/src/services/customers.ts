import type { CustomerForm, CustomerQuery } from 'shared-kit/domain';
import type { Db } from '../db/database.ts';
import {
  countCustomers,
  customerExternalIdTaken,
  deleteCustomer,
  findCustomer,
  insertCustomer,
  listCustomers as listCustomerRows,
  lockCustomer,
  updateCustomer as updateCustomerRow,
  type CustomerRow,
} from '../db/repositories/customers.ts';
import { countProjectsOfCustomer } from '../db/repositories/projects.ts';
import { conflict, notFound, staleWrite } from './errors.ts';
import { pageRequestOf } from './paging.ts';

export const CUSTOMER_MSG = {
  externalIdTaken: 'A customer with this Acumatica ID already exists',
  hasProjects: 'This customer still has projects',
} as const;

export const listCustomers = async (
  db: Db,
  query: CustomerQuery,
): Promise<{ items: CustomerRow[]; total: number }> => {
  const search = query.search || undefined;
  const items = await listCustomerRows(db, search, pageRequestOf(query), query.sort);
  return { items, total: await countCustomers(db, search) };
};

export const getCustomer = async (db: Db, customerId: number): Promise<CustomerRow> => {
  const customer = await findCustomer(db, customerId);
  if (!customer) throw notFound('customer');
  return customer;
};

const values = (form: CustomerForm) => ({
  customerExternalId: form.customerExternalId,
  customerName: form.customerName,
});

export const createCustomer = async (db: Db, form: CustomerForm): Promise<CustomerRow> =>
  db.transaction().execute(async (trx) => {
    if (await customerExternalIdTaken(trx, form.customerExternalId)) {
      throw conflict(CUSTOMER_MSG.externalIdTaken, 'customerExternalId');
    }
    return insertCustomer(trx, values(form));
  });

export const updateCustomer = async (
  db: Db,
  customerId: number,
  version: number,
  form: CustomerForm,
): Promise<CustomerRow> =>
  db.transaction().execute(async (trx) => {
    if (!(await findCustomer(trx, customerId))) throw notFound('customer');
    if (await customerExternalIdTaken(trx, form.customerExternalId, customerId)) {
      throw conflict(CUSTOMER_MSG.externalIdTaken, 'customerExternalId');
    }
    const updated = await updateCustomerRow(trx, customerId, version, values(form));
    if (!updated) throw staleWrite('customer');
    return updated;
  });

/**
 * DELETE /customers/{id} (API-40): refused with 409 while projects refer to the customer. The version is checked
 * when sent (If-Match or body), so a delete from a stale screen is refused too; the seeds' client sends none.
 */
export const removeCustomer = async (
  db: Db,
  customerId: number,
  version: number | undefined,
): Promise<void> =>
  db.transaction().execute(async (trx) => {
    const customer = await lockCustomer(trx, customerId);
    if (!customer) throw notFound('customer');
    if (version !== undefined && customer.version !== version) throw staleWrite('customer');
    if ((await countProjectsOfCustomer(trx, customerId)) > 0) throw conflict(CUSTOMER_MSG.hasProjects);
    await deleteCustomer(trx, customerId);
  });
