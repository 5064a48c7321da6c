import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../ui/theme.ts';
import { PrintPageStyle, PrintScreen, PrintSheet, PrintSheetTitle, PrintToolbar } from './index.tsx';

describe('the print view frame', () => {
  it('renders a toolbar and a sheet per page, the sheet an article named by its label', () => {
    render(
      <ThemeProvider theme={theme}>
        <PrintScreen>
          <PrintPageStyle $orientation="landscape" />
          <PrintToolbar $orientation="landscape">
            <h1>Certified Payroll Report</h1>
          </PrintToolbar>
          <PrintSheet $orientation="landscape" $pageBreak aria-label="Week 1">
            <PrintSheetTitle>Hours</PrintSheetTitle>
          </PrintSheet>
        </PrintScreen>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Certified Payroll Report' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Week 1' })).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Hours' }),
    );
  });
});
