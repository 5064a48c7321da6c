import { useSyncExternalStore } from 'react';
import { notify, type Notification } from './store.ts';

export function useNotifications(): Notification[] {
  return useSyncExternalStore(notify.subscribe, notify.getState, notify.getState);
}
