import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import styled, { ThemeProvider } from 'styled-components';
import { TIMESHEET_STATES } from '../domain/states.ts';
import {
  AreaUnavailable,
  Button,
  Callout,
  Loading,
  PagePending,
  RetryCallout,
  StateBadge,
  Th,
  Tr,
  listEntryLink,
} from './components.tsx';
import { theme } from './theme.ts';

const renderThemed = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('UI kit', () => {
  it.each(TIMESHEET_STATES)('StateBadge shows the label of %s as text, not colour alone', (state) => {
    renderThemed(<StateBadge state={state} />);
    const label = {
      OPEN: 'Open',
      PENDING_APPROVAL: 'Pending Approval',
      IN_REVIEW: 'In Review',
      APPROVED: 'Approved',
      REJECTED: 'Rejected',
      COMPLETED: 'Completed',
    }[state];
    expect(screen.getByText(label)).toHaveAttribute('data-state', state);
  });

  it('colours an approved badge green and a pending one blue', () => {
    renderThemed(
      <>
        <StateBadge state="APPROVED" />
        <StateBadge state="PENDING_APPROVAL" />
      </>,
    );
    expect(screen.getByText('Approved')).toHaveStyle({ background: theme.stateColors.green.background });
    expect(screen.getByText('Pending Approval')).toHaveStyle({
      background: theme.stateColors.blue.background,
    });
  });

  it('listEntryLink makes a link read as a list entry: text colour, no underline', () => {
    const Entry = styled.a`
      ${listEntryLink}
    `;
    renderThemed(<Entry href="/approver">Approver Dashboard</Entry>);
    expect(screen.getByRole('link', { name: 'Approver Dashboard' })).toHaveStyle({
      color: theme.colors.text,
      textDecoration: 'none',
    });
  });

  it("PagePending shows the page's heading above the loading line, or the line alone without a title", () => {
    const pending = renderThemed(<PagePending title="Approver Dashboard" label="Loading Approver..." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Approver Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Approver...');
    pending.unmount();
    renderThemed(<PagePending title={undefined} label="Loading Approver..." />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Approver...');
  });

  it('AreaUnavailable names the area and calls onRetry', async () => {
    const onRetry = jest.fn();
    renderThemed(<AreaUnavailable area="Payroll" onRetry={onRetry} error={new Error('manifest 404')} />);
    expect(screen.getByRole('heading', { name: 'Payroll is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByText('manifest 404')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('RetryCallout says what failed as an alert and asks again on Retry', async () => {
    const onRetry = jest.fn();
    renderThemed(<RetryCallout onRetry={onRetry}>Projects could not be loaded</RetryCallout>);
    expect(screen.getByRole('alert')).toHaveTextContent('Projects could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('Button never submits a form by default and keeps its variant off the DOM', () => {
    renderThemed(<Button variant="danger">Delete</Button>);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('variant');
  });

  it('Tr and Th keep their props valid in the DOM', () => {
    renderThemed(
      <table>
        <thead>
          <Tr clickable>
            <Th>Date</Th>
          </Tr>
        </thead>
      </table>,
    );
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('row')).not.toHaveAttribute('clickable');
  });

  it('Callout announces errors and Loading is a status with its label', () => {
    renderThemed(
      <>
        <Callout tone="error">Cannot find timesheet</Callout>
        <Loading label="Loading timesheets..." />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot find timesheet');
    expect(screen.getByRole('status')).toHaveTextContent('Loading timesheets...');
  });
});
