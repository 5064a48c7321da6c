import { useEffect, useState } from 'react';
import { screen } from '@testing-library/react';
import { ApiError } from 'shared-kit';
import { renderWithProviders } from 'shared-kit/testing';
import { useLeaveOnLoadError } from './load-error.ts';

function CustomerLoad({ error }: { error: unknown }) {
  useLeaveOnLoadError(error, 'Cannot find customer data', '/approver/customers');
  return <p>Customer</p>;
}

/** The record's answer arrives later, as it does on a slow line. */
function LateCustomerLoad({ failure }: { failure: Promise<unknown> }) {
  const [error, setError] = useState<unknown>(null);
  useEffect(() => void failure.then(setError), [failure]);
  useLeaveOnLoadError(error, 'Cannot find customer data', '/approver/customers');
  return <p>Customer</p>;
}

describe('useLeaveOnLoadError', () => {
  it("toasts the seed's message with the server's reason, and replaces the page with the list", async () => {
    window.history.pushState(null, '', '/approver/customers?search=gulf');
    const length = window.history.length;
    renderWithProviders(<CustomerLoad error={new ApiError(404, { message: 'Customer not found' })} />, {
      route: '/approver/customers/999',
    });
    expect(await screen.findByText('Cannot find customer data - Customer not found')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/approver/customers');
    expect(window.history.length).toBe(length);
  });

  it('stays while the record loads or has loaded', () => {
    renderWithProviders(<CustomerLoad error={null} />, { route: '/approver/customers/7' });
    expect(window.location.pathname).toBe('/approver/customers/7');
  });

  it('leaves a user who went elsewhere while the record loaded where they are', async () => {
    let fail: (error: unknown) => void = () => undefined;
    renderWithProviders(<LateCustomerLoad failure={new Promise((resolve) => (fail = resolve))} />, {
      route: '/approver/customers/999',
    });
    window.history.pushState(null, '', '/payroll');
    fail(new ApiError(404, { message: 'Customer not found' }));
    expect(await screen.findByText('Cannot find customer data - Customer not found')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/payroll');
  });
});
