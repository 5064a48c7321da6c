import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { ApiError } from '../api/client.ts';
import { theme } from '../ui/theme.ts';
import { notify } from './store.ts';
import { Toasts } from './Toasts.tsx';

const renderToasts = () =>
  render(
    <ThemeProvider theme={theme}>
      <Toasts />
    </ThemeProvider>,
  );

describe('the toast stack (NOTIFY-04…10)', () => {
  afterEach(() => {
    act(() => notify.getState().forEach((notification) => notify.dismiss(notification.id)));
    jest.useRealTimers();
  });

  it('shows errors red as alerts and successes green as status, newest on top', () => {
    renderToasts();
    act(() => {
      notify.success('Timesheet successfully saved');
      notify.error('Problem saving timesheet', new ApiError(400, { message: 'Date is required' }));
    });
    const error = screen.getByRole('alert');
    const success = screen.getByRole('status');
    expect(error).toHaveTextContent('Problem saving timesheet - Date is required');
    expect(error).toHaveStyle({ background: theme.colors.error });
    expect(success).toHaveStyle({ background: theme.colors.success });
    expect(error.compareDocumentPosition(success) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sits fixed at the top right, 24rem wide', () => {
    renderToasts();
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveStyle({
      position: 'fixed',
      width: '24rem',
    });
  });

  it('removes a toast at once with its close button', async () => {
    renderToasts();
    act(() => notify.success('Timesheet successfully deleted'));
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Timesheet successfully deleted')).not.toBeInTheDocument();
  });

  it('fades a timed-out error out over 3000 ms and a success over 1000 ms, hidden from assistive tech', () => {
    jest.useFakeTimers();
    renderToasts();
    act(() => {
      notify.error('Problem deleting timesheet');
      notify.success('Timesheet successfully saved');
    });
    act(() => jest.advanceTimersByTime(1750));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const fadingError = screen.getByText('Problem deleting timesheet').parentElement;
    expect(fadingError).toHaveAttribute('aria-hidden', 'true');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Timesheet successfully saved')).not.toBeInTheDocument();
    expect(screen.getByText('Problem deleting timesheet')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('Problem deleting timesheet')).not.toBeInTheDocument();
  });
});
