import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Table, theme } from 'shared-kit';
import { SortableTh } from './sortable-th.tsx';
import type { SortDirection } from './sortable-th.tsx';

const renderThemed = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

function SortableHeader({ initial }: { initial: SortDirection | null }) {
  const [direction, setDirection] = useState(initial);
  return (
    <Table>
      <thead>
        <tr>
          <SortableTh
            direction={direction}
            onSort={() => setDirection(direction === 'ascending' ? 'descending' : 'ascending')}
          >
            Project Number
          </SortableTh>
        </tr>
      </thead>
    </Table>
  );
}

describe('SortableTh', () => {
  it('is a button inside the column header, with aria-sort none until the column is sorted', () => {
    renderThemed(<SortableHeader initial={null} />);
    const header = screen.getByRole('columnheader');
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('button', { name: 'Project Number' })).toBeInTheDocument();
  });

  it('says how the column is sorted after each click: aria-sort and a polite announcement', async () => {
    renderThemed(<SortableHeader initial={null} />);
    const header = screen.getByRole('columnheader');
    await userEvent.click(screen.getByRole('button', { name: 'Project Number' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(header.querySelector('[aria-live="polite"]')).toHaveTextContent('sorted ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Project Number' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(header.querySelector('[aria-live="polite"]')).toHaveTextContent('sorted descending');
  });
});
