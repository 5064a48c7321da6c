import type { CustomerSortField, SortOrder } from 'shared-kit/domain';
import type { Db } from '../database.ts';
import { containsPattern } from './like.ts';
import { type PageRequest, countRows } from './page-request.ts';

export interface CustomerRow {
  customerId: number;
  customerExternalId: string;
  customerName: string;
  version: number;
}

const COLUMNS = ['customerId', 'customerExternalId', 'customerName', 'version'] as const;

/** Search finds the Acumatica ID or the name (U-46), case-insensitively; % and _ are plain characters. */
const filtered = (db: Db, search: string | undefined) =>
  db
    .selectFrom('customers')
    .$if(Boolean(search), (query) =>
      query.where((eb) =>
        eb.or([
          eb('customerExternalId', 'ilike', containsPattern(search as string)),
          eb('customerName', 'ilike', containsPattern(search as string)),
        ]),
      ),
    );

export const listCustomers = async (
  db: Db,
  search: string | undefined,
  page: PageRequest,
  sort: SortOrder<CustomerSortField> = { field: 'customerName', direction: 'asc' },
): Promise<CustomerRow[]> =>
  filtered(db, search)
    .select([...COLUMNS])
    .orderBy(sort.field, sort.direction)
    .orderBy('customerId')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countCustomers = async (db: Db, search: string | undefined): Promise<number> =>
  countRows(filtered(db, search));

export const findCustomer = async (db: Db, customerId: number): Promise<CustomerRow | undefined> =>
  db
    .selectFrom('customers')
    .select([...COLUMNS])
    .where('customerId', '=', customerId)
    .executeTakeFirst();

/** The Acumatica ID is unique (compared as stored, trimmed). */
export const customerExternalIdTaken = async (
  db: Db,
  customerExternalId: string,
  exceptCustomerId?: number,
): Promise<boolean> =>
  (await db
    .selectFrom('customers')
    .select('customerId')
    .where('customerExternalId', '=', customerExternalId)
    .$if(exceptCustomerId !== undefined, (query) =>
      query.where('customerId', '<>', exceptCustomerId as number),
    )
    .executeTakeFirst()) !== undefined;

export const insertCustomer = async (
  db: Db,
  values: { customerExternalId: string; customerName: string },
): Promise<CustomerRow> =>
  db
    .insertInto('customers')
    .values(values)
    .returning([...COLUMNS])
    .executeTakeFirstOrThrow();

/** Optimistic update: undefined when the version no longer matches (or the customer is gone). */
export const updateCustomer = async (
  db: Db,
  customerId: number,
  version: number,
  values: { customerExternalId: string; customerName: string },
): Promise<CustomerRow | undefined> =>
  db
    .updateTable('customers')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updatedAt: new Date() }))
    .where('customerId', '=', customerId)
    .where('version', '=', version)
    .returning([...COLUMNS])
    .executeTakeFirst();

export const deleteCustomer = async (db: Db, customerId: number): Promise<boolean> =>
  (await db.deleteFrom('customers').where('customerId', '=', customerId).executeTakeFirst()).numDeletedRows >
  0n;

/** Locks the customer row so a project cannot be added to it while it is being deleted. */
export const lockCustomer = async (db: Db, customerId: number): Promise<CustomerRow | undefined> =>
  db
    .selectFrom('customers')
    .select([...COLUMNS])
    .where('customerId', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
