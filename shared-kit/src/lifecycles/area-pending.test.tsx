import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../ui/theme.ts';
import { AreaPending } from './area-pending.tsx';

const renderPending = (area: 'mf-approver' | 'mf-foreman', title: string | undefined) =>
  render(
    <ThemeProvider theme={theme}>
      <AreaPending area={area} title={title} />
    </ThemeProvider>,
  );

describe('AreaPending', () => {
  it("shows the page's title as the heading above 'Loading <Area>...'", () => {
    renderPending('mf-approver', 'Approver Dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Approver Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Approver...');
  });

  it('shows no heading when the page has no title (a path the area does not own), only the loading line', () => {
    renderPending('mf-approver', undefined);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Approver...');
  });
});
