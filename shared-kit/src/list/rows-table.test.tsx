import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-kit/testing';
import { RowsTable, type Column } from './rows-table.tsx';

interface Reminder {
  id: number;
  to: string;
  sent: boolean;
}
const COLUMNS: ReadonlyArray<Column<Reminder>> = [
  { header: 'To', value: (row) => row.to },
  { header: 'Result', cell: (row) => <strong>{row.sent ? 'Sent' : 'Waiting'}</strong> },
];

describe('RowsTable', () => {
  it('shows the rows it is given under their column headers, in a named scroll region', () => {
    renderWithProviders(
      <RowsTable
        caption="Last reminders"
        columns={COLUMNS}
        rows={[
          { id: 1, to: 'ana@example.com', sent: true },
          { id: 2, to: 'bo@example.com', sent: false },
        ]}
        rowKey={(row) => row.id}
        emptyText="No reminder has been sent yet."
      />,
    );
    const table = screen.getByRole('table', { name: 'Last reminders' });
    expect(screen.getByRole('region', { name: 'Last reminders' })).toContainElement(table);
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ToResult',
      'ana@example.comSent',
      'bo@example.comWaiting',
    ]);
    expect(within(rows[1]!).getByText('Sent').tagName).toBe('STRONG');
  });

  it('says so in plain words instead of an empty table', () => {
    renderWithProviders(
      <RowsTable
        caption="Last reminders"
        columns={COLUMNS}
        rows={[]}
        rowKey={(row) => row.id}
        emptyText="No reminder has been sent yet."
      />,
    );
    expect(screen.getByText('No reminder has been sent yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
