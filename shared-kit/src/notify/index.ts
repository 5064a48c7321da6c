export {
  notify,
  notificationText,
  createNotificationStore,
  attachedResponse,
  randomId,
  MAX_NOTIFICATIONS,
  NOTIFICATION_TIMEOUT_MS,
  NOTIFICATION_TRANSITION_MS,
  type Notification,
  type NotificationStore,
} from './store.ts';
export { useNotifications } from './hooks.ts';
export { Toasts } from './Toasts.tsx';
