import { useForm } from 'react-hook-form';
import type { FieldValues, Resolver, UseFormProps, UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';

/** A shared zod/mini schema of shared-kit's domain that reads a form's values into `TOutput`. */
export type FormSchema<TOutput> = z.ZodMiniType<TOutput, unknown>;

/** The form of an area screen: what its inputs hold (`TValues`, mostly text) and what the schema makes of it. */
export type AreaFormReturn<TValues extends FieldValues, TOutput = TValues> = UseFormReturn<
  TValues,
  unknown,
  TOutput
>;

export type AreaFormOptions<TValues extends FieldValues, TOutput> = Omit<
  UseFormProps<TValues, unknown, TOutput>,
  'resolver'
> & { defaultValues: UseFormProps<TValues, unknown, TOutput>['defaultValues'] };

/**
 * react-hook-form with the zod resolver on a domain schema, so a message is written once (CONVENTIONS §5).
 * `schema` may be a function: it is read at every validation (a screen whose Save and Submit check different rules).
 * Messages show from the first attempt on and then follow every change; focus after a refused attempt is the
 * Form's (first invalid field in page order), so react-hook-form's own focus is off.
 */
export function useAreaForm<TValues extends FieldValues, TOutput = TValues>(
  schema: FormSchema<TOutput> | (() => FormSchema<TOutput>),
  options: AreaFormOptions<TValues, TOutput>,
): AreaFormReturn<TValues, TOutput> {
  const resolver: Resolver<TValues, unknown, TOutput> = (values, context, resolverOptions) => {
    const current = typeof schema === 'function' ? schema() : schema;
    // The inputs hold text; the schema reads it (its input type is wider than the form's values).
    const typed = current as unknown as { _zod: { input: TValues; output: TOutput } };
    return zodResolver<TValues, unknown, TOutput>(typed)(values, context, resolverOptions);
  };
  return useForm<TValues, unknown, TOutput>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...options,
    resolver,
  });
}
