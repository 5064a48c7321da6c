import { useRef } from 'react';
import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { ApiError } from 'shared-kit';
import type { AreaFormReturn } from './use-area-form.ts';
import { useFormFeedback } from './use-form-feedback.ts';
import { ServerAnswerNotice, useServerAnswer } from './server-answer.tsx';

export interface AreaFormProps<TValues extends FieldValues, TOutput> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onError' | 'children'
> {
  form: AreaFormReturn<TValues, TOutput>;
  /** Runs with the schema's output once the form is valid; a rejected promise is mapped onto the form. */
  onValid(values: TOutput): unknown;
  /** Fetches the saved copy for the 409/428 notice's Reload; the form then shows what it returns. */
  onReload?: () => Promise<TValues | void>;
  /** A refused write the form does not map (not 400 with fields, 409, 428): the mutation's toast already told. */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/**
 * A <form> bound to an area form: the bound fields below find it through context; a refused attempt focuses the
 * first invalid field in page order; the api's answer to the write shows at the fields (400) or as a notice with a
 * reload offer (409, 428); what was typed is never reset by an error. One submission at a time: a double click on
 * Save saves once.
 */
export function AreaForm<TValues extends FieldValues, TOutput>({
  form,
  onValid,
  onReload,
  onError,
  children,
  ...formProps
}: AreaFormProps<TValues, TOutput>) {
  const { formRef, onInvalid } = useFormFeedback(form);
  const server = useServerAnswer(form);
  const submitting = useRef(false);

  const valid = async (values: TOutput) => {
    server.dismiss();
    try {
      await onValid(values);
    } catch (error) {
      if (server.handle(error)) return;
      // A 5xx or a lost connection was toasted by its mutation; anything else is a bug to surface.
      if (!(error instanceof ApiError)) throw error;
      onError?.(error);
    }
  };

  const submit = async () => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await form.handleSubmit(valid, onInvalid)();
    } finally {
      submitting.current = false;
    }
  };

  const reload = (fetchSaved: () => Promise<TValues | void>) =>
    server.reload(fetchSaved, (saved) => {
      if (saved) form.reset(saved);
    });

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        {...formProps}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ServerAnswerNotice
          notice={server.notice}
          onReload={onReload ? () => void reload(onReload) : undefined}
          reloading={server.reloading}
          onKeepEditing={server.dismiss}
        />
        {children}
      </form>
    </FormProvider>
  );
}
