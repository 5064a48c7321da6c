/** A toast (NOTIFY-01): the server's response is attached to errors so its message can be shown. */
export interface Notification {
  id: string;
  message: string;
  messageType: 'success' | 'error';
  error?: { status?: number; data?: { message?: string } | null };
}

export interface NotificationStore {
  success(message: string): void;
  /** `error` is whatever the call threw; an ApiError (or any { status, data }) is attached. */
  error(message: string, error?: unknown): void;
  dismiss(id: string): void;
  /** Newest first. */
  getState(): Notification[];
  subscribe(listener: () => void): () => void;
}

/** At most 5 kept, newest first (NOTIFY-02); each disappears after 1750 ms (NOTIFY-03). */
export const MAX_NOTIFICATIONS = 5;
export const NOTIFICATION_TIMEOUT_MS = 1750;
/** Exit transition of a toast (NOTIFY-10). */
export const NOTIFICATION_TRANSITION_MS = { error: 3000, success: 1000 } as const;

const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** crypto.randomUUID exists only in secure contexts (https, localhost): fall back to a v4 UUID from getRandomValues. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const text = hex(bytes);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The server response of a thrown error: ApiError has { status, data }; fetch-style libraries nest it in `response`. */
export function attachedResponse(error: unknown): Notification['error'] | undefined {
  if (!isRecord(error)) return undefined;
  const source = typeof error.status === 'number' ? error : isRecord(error.response) ? error.response : null;
  if (!source || typeof source.status !== 'number') return undefined;
  const data = isRecord(source.data) ? source.data : null;
  const message = data && typeof data.message === 'string' ? data.message : undefined;
  return { status: source.status, data: data ? { message } : null };
}

/** '{message} - {server message}' for a 4xx error with a body (NOTIFY-07, U-47); the message alone otherwise (NOTIFY-08). */
export function notificationText(notification: Notification): string {
  const status = notification.error?.status;
  const serverMessage = notification.error?.data?.message;
  if (
    notification.messageType === 'error' &&
    status !== undefined &&
    status >= 400 &&
    status <= 499 &&
    serverMessage
  ) {
    return `${notification.message} - ${serverMessage}`;
  }
  return notification.message;
}

export function createNotificationStore(): NotificationStore {
  let state: Notification[] = [];
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const setState = (next: Notification[]): void => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const dismiss = (id: string): void => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    if (state.some((notification) => notification.id === id)) setState(state.filter((n) => n.id !== id));
  };

  const add = (notification: Notification): void => {
    const kept = [notification, ...state];
    for (const dropped of kept.slice(MAX_NOTIFICATIONS)) {
      clearTimeout(timers.get(dropped.id));
      timers.delete(dropped.id);
    }
    timers.set(
      notification.id,
      setTimeout(() => dismiss(notification.id), NOTIFICATION_TIMEOUT_MS),
    );
    setState(kept.slice(0, MAX_NOTIFICATIONS));
  };

  return {
    success(message) {
      add({ id: randomId(), message, messageType: 'success' });
    },
    error(message, error) {
      const response = attachedResponse(error);
      add({ id: randomId(), message, messageType: 'error', ...(response ? { error: response } : {}) });
    },
    dismiss,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one toast stack (the host contract, 'shared-kit/host', is a Module Federation singleton). */
export const notify: NotificationStore = createNotificationStore();
