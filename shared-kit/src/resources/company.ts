import { queryOptions } from '@tanstack/react-query';
import { api } from 'shared-kit';
import type { Company } from 'shared-kit';
import { companyKeys } from 'shared-kit/resources/keys';

/** The company's configuration (api/docs/master-data.md, Settings): its name and e-mail domain (U-36). */

export type { Company } from 'shared-kit';

/** GET /company: set when the api starts, so read once per page load. */
export const companyQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.all,
    queryFn: ({ signal }) => api.get<Company>('/company', { signal }),
    staleTime: Infinity,
  });

/** Whether `email` is in the company's domain (the employee form's role checkboxes, EMPLOYEES-10). */
export const inCompanyDomain = (email: string | null | undefined, emailDomain: string): boolean =>
  !!email && emailDomain !== '' && email.trim().toLowerCase().endsWith(`@${emailDomain.toLowerCase()}`);
