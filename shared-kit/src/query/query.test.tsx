import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '../api/client.ts';
import { mockApi, mockResponse, renderWithProviders, type MockApi } from '../testing/index.ts';
import { shouldRetry } from './client.ts';
import { useNotifyingMutation } from './mutation.ts';
import { notify } from '../notify/store.ts';

function SaveButton() {
  const save = useNotifyingMutation({
    mutationFn: () => api.put('/timesheets/1', {}),
    successMessage: 'Timesheet successfully saved',
    errorMessage: 'Problem saving timesheet',
  });
  return <button onClick={() => save.mutate(undefined)}>Save</button>;
}

describe('react-query defaults', () => {
  it('does not retry a 4xx but retries other failures twice', () => {
    expect(shouldRetry(0, new ApiError(404, null))).toBe(false);
    expect(shouldRetry(0, new ApiError(409, { message: 'stale' }))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, null))).toBe(true);
    expect(shouldRetry(1, new Error('network'))).toBe(true);
    expect(shouldRetry(2, new Error('network'))).toBe(false);
  });
});

describe('useNotifyingMutation (NOTIFY-11)', () => {
  let server: MockApi;
  afterEach(() => {
    server.restore();
    act(() => notify.getState().forEach((notification) => notify.dismiss(notification.id)));
  });

  it('shows the success message in a success toast when the call succeeds', async () => {
    server = mockApi({ 'PUT /timesheets/1': () => ({ timesheetId: 1 }) });
    renderWithProviders(<SaveButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Timesheet successfully saved');
  });

  it('shows an error toast with the server error attached when it fails', async () => {
    server = mockApi({
      'PUT /timesheets/1': () => mockResponse(409, { message: 'Someone else changed this timesheet' }),
    });
    renderWithProviders(<SaveButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Problem saving timesheet - Someone else changed this timesheet',
      ),
    );
  });
});
