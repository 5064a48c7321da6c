import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from 'shared-kit';
import { Pager, pageCountOf } from './pager.tsx';

const renderThemed = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Pager', () => {
  it("reads 'Page X of Y' and disables the way past either end (TS-LIST-08, TS-LIST-14)", async () => {
    const onPageChange = jest.fn();
    renderThemed(<Pager label="Project pages" page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Project pages' })).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('counts at least one page, so an empty list reads "Page 1 of 1"', () => {
    expect(pageCountOf(0, 7)).toBe(1);
    expect(pageCountOf(7, 7)).toBe(1);
    expect(pageCountOf(8, 7)).toBe(2);
  });
});
