import { ApiError } from '../api/client.ts';
import {
  MAX_NOTIFICATIONS,
  NOTIFICATION_TIMEOUT_MS,
  createNotificationStore,
  notificationText,
  randomId,
  type Notification,
} from './store.ts';

const messages = (notifications: Notification[]) => notifications.map((notification) => notification.message);

describe('notifications (NOTIFY-01…08)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives each notification a random UUID, its message and its type', () => {
    const store = createNotificationStore();
    store.success('Timesheet successfully saved');
    const [notification] = store.getState();
    expect(notification?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(notification).toMatchObject({ message: 'Timesheet successfully saved', messageType: 'success' });
  });

  it('keeps at most 5: a 6th drops the oldest so the newest are kept, newest first', () => {
    const store = createNotificationStore();
    for (const index of [1, 2, 3, 4, 5, 6]) store.success(`Toast ${index}`);
    expect(MAX_NOTIFICATIONS).toBe(5);
    expect(messages(store.getState())).toEqual(['Toast 6', 'Toast 5', 'Toast 4', 'Toast 3', 'Toast 2']);
  });

  it('removes each notification by itself after 1750 ms', () => {
    const store = createNotificationStore();
    store.error('Problem saving timesheet');
    jest.advanceTimersByTime(300);
    store.success('Timesheet successfully saved');
    jest.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS - 301);
    expect(messages(store.getState())).toEqual(['Timesheet successfully saved', 'Problem saving timesheet']);
    jest.advanceTimersByTime(1);
    expect(messages(store.getState())).toEqual(['Timesheet successfully saved']);
    jest.advanceTimersByTime(300);
    expect(store.getState()).toEqual([]);
    expect(NOTIFICATION_TIMEOUT_MS).toBe(1750);
  });

  it('removes a notification at once when it is dismissed, and tells subscribers', () => {
    const store = createNotificationStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.success('Timesheet successfully saved');
    const [notification] = store.getState();
    store.dismiss(notification?.id ?? '');
    expect(store.getState()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('attaches the server response of an ApiError to an error notification', () => {
    const store = createNotificationStore();
    store.error(
      'Problem saving timesheet',
      new ApiError(409, { message: 'Timesheet was changed by someone else' }),
    );
    expect(store.getState()[0]?.error).toEqual({
      status: 409,
      data: { message: 'Timesheet was changed by someone else' },
    });
  });

  it('appends the server message after a dash for a 4xx with a body: "Problem saving timesheet - {server message}"', () => {
    const store = createNotificationStore();
    store.error(
      'Problem saving timesheet',
      new ApiError(400, { message: 'Drive mileage cannot be negative' }),
    );
    store.error('Problem approving timesheet', { response: { status: 499, data: { message: 'Locked' } } });
    const [approving, saving] = store.getState();
    expect(notificationText(saving as Notification)).toBe(
      'Problem saving timesheet - Drive mileage cannot be negative',
    );
    expect(notificationText(approving as Notification)).toBe('Problem approving timesheet - Locked');
  });

  it('shows only the app message for a 500, a 4xx without a body, or no response at all (NOTIFY-08)', () => {
    const store = createNotificationStore();
    store.error('Problem saving timesheet', new ApiError(500, { message: 'database exploded' }));
    store.error('Problem deleting timesheet', new ApiError(404, null));
    store.error('Problem reopening timesheet', new Error('Failed to fetch'));
    store.error('Problem revoking timesheet', new ApiError(399, { message: 'odd' }));
    expect(store.getState().map(notificationText)).toEqual([
      'Problem revoking timesheet',
      'Problem reopening timesheet',
      'Problem deleting timesheet',
      'Problem saving timesheet',
    ]);
  });

  it('never appends to a success message', () => {
    expect(
      notificationText({
        id: '1',
        message: 'Saved',
        messageType: 'success',
        error: { status: 400, data: { message: 'x' } },
      }),
    ).toBe('Saved');
  });

  it('makes a v4 UUID without crypto.randomUUID (insecure context)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(randomId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
