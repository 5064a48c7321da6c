import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { notify } from '../notify/store.ts';

export type NotifyingMutationOptions<TData, TVars> = UseMutationOptions<TData, Error, TVars> & {
  /** Success toast shown when the call succeeds (NOTIFY-11). */
  successMessage?: string;
  /** Error toast shown when it fails, with the server's message attached for 4xx (NOTIFY-07). */
  errorMessage: string;
};

/** useMutation that shows the seeds' success and error toasts. */
export function useNotifyingMutation<TData, TVars>(
  options: NotifyingMutationOptions<TData, TVars>,
): UseMutationResult<TData, Error, TVars> {
  const { successMessage, errorMessage, onSuccess, onError, ...mutationOptions } = options;
  return useMutation<TData, Error, TVars>({
    ...mutationOptions,
    onSuccess: (...args) => {
      if (successMessage) notify.success(successMessage);
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      notify.error(errorMessage, args[0]);
      return onError?.(...args);
    },
  });
}
