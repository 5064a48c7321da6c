import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../ui/theme.ts';
import { AreaPending } from './area-pending.tsx';

const renderPending = (area: 'mf-approver' | 'mf-foreman', pathname: string) =>
  render(
    <ThemeProvider theme={theme}>
      <AreaPending area={area} pathname={pathname} />
    </ThemeProvider>,
  );

describe('AreaPending', () => {
  it("shows the title of the area's route as the page heading above 'Loading <Area>...'", () => {
    renderPending('mf-approver', '/approver');
    expect(screen.getByRole('heading', { level: 1, name: 'Approver Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Approver...');
  });

  it('shows no heading for a path the area does not own, only the loading line', () => {
    renderPending('mf-approver', '/foreman');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Approver...');
  });
});
