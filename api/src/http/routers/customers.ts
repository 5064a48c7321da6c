import { anyOf } from '../../auth/access.ts';
import { customerFormSchema, customerQuerySchema, customerSchema } from 'shared-kit/domain';
import * as z from 'zod/mini';
import {
  createCustomer,
  getCustomer,
  listCustomers,
  removeCustomer,
  updateCustomer,
} from '../../services/customers.ts';
import { pagedList } from '../paging.ts';
import type { ApiRoute } from '../routes.ts';
import { optionalVersion, pathId, versionedWrite } from '../params.ts';
import type { RouteDependencies } from './dependencies.ts';

export const customerRoutes = ({ db }: RouteDependencies): ApiRoute[] => [
  {
    // The customer list, and the customer select of the project form.
    method: 'get',
    path: '/customers',
    access: anyOf('Customers_View', 'Projects_View'),
    doc: {
      operationId: 'listCustomers',
      summary: 'List customers (paged, X-Total-Count)',
      description: 'search finds the Acumatica ID or the name (U-46); sorted by name unless sort is given.',
      query: customerQuerySchema,
      response: z.array(customerSchema),
    },
    handle: pagedList(customerQuerySchema, (query) => listCustomers(db, query)),
  },
  {
    method: 'get',
    path: '/customers/:customerId',
    access: anyOf('Customers_View', 'Projects_View'),
    doc: { operationId: 'getCustomer', summary: 'One customer', response: customerSchema },
    handle: async (request, response) => {
      response.json(await getCustomer(db, pathId(request, 'customerId', 'customer')));
    },
  },
  {
    method: 'post',
    path: '/customers',
    access: anyOf('Customers_Create'),
    doc: {
      operationId: 'createCustomer',
      status: 201,
      summary: 'Create a customer (CUSTOMERS-10)',
      description: '409 "A customer with this Acumatica ID already exists". 201.',
      body: customerFormSchema,
      response: customerSchema,
    },
    handle: async (request, response) => {
      response.status(201).json(await createCustomer(db, customerFormSchema.parse(request.body)));
    },
  },
  {
    method: 'put',
    path: '/customers/:customerId',
    access: anyOf('Customers_Create'),
    doc: {
      operationId: 'updateCustomer',
      summary: 'Update a customer (CUSTOMERS-11)',
      description: 'Send the version read (If-Match or body): 428 without, 409 when stale.',
      body: customerFormSchema,
      response: customerSchema,
    },
    handle: versionedWrite('customerId', 'customer', customerFormSchema, (customerId, version, form) =>
      updateCustomer(db, customerId, version, form),
    ),
  },
  {
    method: 'delete',
    path: '/customers/:customerId',
    access: anyOf('Customers_Create'),
    doc: {
      operationId: 'deleteCustomer',
      status: 204,
      version: 'optional',
      summary: 'Delete a customer (CUSTOMERS-12)',
      description:
        '409 "This customer still has projects" while any project refers to it. A version, when sent, must match. 204.',
    },
    handle: async (request, response) => {
      const customerId = pathId(request, 'customerId', 'customer');
      await removeCustomer(db, customerId, optionalVersion(request));
      response.status(204).end();
    },
  },
];
