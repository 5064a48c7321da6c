import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { NumberField, ReadEditField, useDetailMode } from 'shared-kit/form';
import { laborItemsQueryOptions } from 'shared-kit/resources/job-classes';
import { laborItemOptions } from './employee-options';
import type { EmployeeValues } from './employee-resource';

/**
 * Labor Item (choices from GET /labor-items, plus ' - ') and the Primary Job Class it sets (EMPLOYEES-24): a change the
 * user makes sets the primary job class to the labor item's job class; loading, Cancel and Reload set neither.
 */
export function LaborItemFields() {
  const laborItems = useQuery(laborItemsQueryOptions()).data;
  const { watch, setValue } = useFormContext<EmployeeValues>();
  useEffect(() => {
    // `type` is 'change' only for an input event: reset and setValue leave it out.
    const subscription = watch((values, { name, type }) => {
      if (name !== 'laborItem' || type !== 'change') return;
      const jobClass = laborItems?.find((item) => item.laborItem === values.laborItem)?.jobClass ?? '';
      setValue('primaryJobClass', jobClass, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, laborItems]);
  return (
    <>
      <ReadEditField
        name="laborItem"
        label="Labor Item"
        kind="select"
        options={laborItemOptions(laborItems ?? [])}
        required
      />
      <ReadEditField name="primaryJobClass" label="Primary Job Class" mode="read" />
    </>
  );
}

/** A truck allowance: a number input in steps of 0.01 (EMPLOYEES-23). */
export function AllowanceField({ name, label }: { name: keyof EmployeeValues; label: string }) {
  if (useDetailMode() === 'read') return <ReadEditField name={name} label={label} />;
  return <NumberField name={name} label={label} step="0.01" min="0" />;
}
