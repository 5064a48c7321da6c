import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const INVALID_CONTROL =
  'input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"]';

/**
 * How a form answers a refused Save/Submit. Use with `shouldFocusError: false`, pass `onInvalid` to handleSubmit
 * and `formRef` to the <form>.
 * - Focus: react-hook-form focuses the first error in registration order, which puts fields a component registers
 *   itself (the journals) before those its children register (the crew table). Here focus goes to the first
 *   invalid control in page order, once the messages have rendered.
 * - Re-checking: rules span fields (work hours vs miles in a row, hours vs the out-of-scope journal) while
 *   react-hook-form re-validates only the edited field; after an attempt any change re-checks the whole form, so
 *   a message fixed by editing another field goes away.
 */
export function useFormFeedback<T extends FieldValues, C, R>(form: UseFormReturn<T, C, R>) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);
  const { submitCount, isSubmitted } = form.formState;

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    formRef.current?.querySelector<HTMLElement>(INVALID_CONTROL)?.focus();
  }, [submitCount]);

  useEffect(() => {
    if (!isSubmitted) return;
    const subscription = form.watch(() => void form.trigger());
    return () => subscription.unsubscribe();
  }, [form, isSubmitted]);

  const onInvalid = () => {
    focusPending.current = true;
  };
  return { formRef, onInvalid };
}
