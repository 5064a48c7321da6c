import { useEffect, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useKitIntl, useTranslateMessage } from '../i18n/kit-text.ts';
import { useNotifications } from './hooks.ts';
import { NOTIFICATION_TRANSITION_MS, notificationText, notify, type Notification } from './store.ts';

const enter = keyframes`from { opacity: 0; transform: translateX(1rem); } to { opacity: 1; transform: none; }`;
const leave = keyframes`from { opacity: 1; } to { opacity: 0; }`;

/** Fixed at the top right, about 24rem wide (NOTIFY-09). */
const Stack = styled.section`
  position: fixed;
  top: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.toasts};
  width: 24rem;
  max-width: calc(100vw - 2rem);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;
`;

const Toast = styled.div<{ $type: Notification['messageType']; $leaving: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadows.toast};
  background: ${({ theme, $type }) => ($type === 'error' ? theme.colors.error : theme.colors.success)};
  color: ${({ theme, $type }) => ($type === 'error' ? theme.colors.onError : theme.colors.onSuccess)};
  pointer-events: auto;
  ${({ $leaving, $type }) =>
    $leaving
      ? css`
          animation: ${leave} ${NOTIFICATION_TRANSITION_MS[$type]}ms ease-in forwards;
          pointer-events: none;
        `
      : css`
          animation: ${enter} 150ms ease-out;
        `}
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
  overflow-wrap: anywhere;
`;

const CloseButton = styled.button`
  flex: none;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  padding: 0 ${({ theme }) => theme.space(1)};
  cursor: pointer;
`;

/**
 * The toast stack, newest on top (U-47): errors red (role=alert), successes green (role=status). A toast removed by
 * its timer fades out over its transition (NOTIFY-10: 3000 ms error, 1000 ms success) as an aria-hidden copy; the
 * close button removes it at once (NOTIFY-04). Rendered once, by the shell.
 */
export function Toasts() {
  const intl = useKitIntl();
  const translate = useTranslateMessage();
  // A toast and the server's part of a 400 are the domain's English texts: shown in the page's language when the
  // kit knows them (the notify calls stay in English, like the api's messages).
  const textOf = (notification: Notification): string => {
    const serverMessage = notification.error?.data?.message;
    return notificationText({
      ...notification,
      message: translate(notification.message),
      ...(serverMessage && notification.error
        ? { error: { ...notification.error, data: { message: translate(serverMessage) } } }
        : {}),
    });
  };
  const notifications = useNotifications();
  const [leaving, setLeaving] = useState<Notification[]>([]);
  const previous = useRef<Notification[]>(notifications);
  const closedByUser = useRef(new Set<string>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const currentIds = new Set(notifications.map((notification) => notification.id));
    const gone = previous.current.filter((notification) => !currentIds.has(notification.id));
    previous.current = notifications;
    const fading = gone.filter((notification) => !closedByUser.current.delete(notification.id));
    if (fading.length === 0) return;
    setLeaving((current) => [...current, ...fading]);
    for (const notification of fading) {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setLeaving((current) => current.filter((item) => item.id !== notification.id));
      }, NOTIFICATION_TRANSITION_MS[notification.messageType]);
      timers.current.add(timer);
    }
  }, [notifications]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const close = (id: string) => {
    closedByUser.current.add(id);
    notify.dismiss(id);
  };

  return (
    <Stack aria-label={intl.formatMessage({ id: 'kit.toasts.label' })}>
      {notifications.map((notification) => (
        <Toast
          key={notification.id}
          $type={notification.messageType}
          $leaving={false}
          role={notification.messageType === 'error' ? 'alert' : 'status'}
          data-message-type={notification.messageType}
        >
          <Message>{textOf(notification)}</Message>
          <CloseButton
            type="button"
            aria-label={intl.formatMessage({ id: 'kit.toasts.close' })}
            onClick={() => close(notification.id)}
          >
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Toast>
      ))}
      {leaving.map((notification) => (
        <Toast
          key={notification.id}
          $type={notification.messageType}
          $leaving
          aria-hidden="true"
          data-leaving="true"
        >
          <Message>{textOf(notification)}</Message>
        </Toast>
      ))}
    </Stack>
  );
}
