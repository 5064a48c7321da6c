import { act, screen } from '@testing-library/react';
import { setLanguage } from 'shared-kit';
import { renderWithProviders } from 'shared-kit/testing';
import { TableHead } from './table-head.tsx';

describe('TableHead', () => {
  it('names each column, and the rows’ buttons column for screen readers only', () => {
    renderWithProviders(
      <table>
        <TableHead headers={['Employee', 'Work Hours']} rowActions />
      </table>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Employee', 'Work Hours', 'Row actions']);
  });

  it('leaves the actions column out when the rows have no buttons', () => {
    renderWithProviders(
      <table>
        <TableHead headers={['Employee']} stickyFirst />
      </table>,
    );
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: 'Employee' })).toHaveStyle({ position: 'sticky' });
  });

  it('names the actions column in Spanish on a Spanish page', () => {
    act(() => setLanguage('es'));
    try {
      renderWithProviders(
        <table>
          <TableHead headers={['Trabajador']} rowActions />
        </table>,
      );
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        'Trabajador',
        'Acciones de la fila',
      ]);
    } finally {
      act(() => setLanguage('en'));
    }
  });
});
