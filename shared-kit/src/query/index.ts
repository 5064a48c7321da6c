export { queryClient, shouldRetry } from './client.ts';
export { useNotifyingMutation, type NotifyingMutationOptions } from './mutation.ts';
export { useDebouncedValue } from './use-debounced-value.ts';
