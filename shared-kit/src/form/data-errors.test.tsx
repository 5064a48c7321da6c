import { screen, within } from '@testing-library/react';
import type { FieldErrors } from 'react-hook-form';
import { renderWithProviders } from 'shared-kit/testing';
import { DATA_ERRORS_TEXT, DATA_ERRORS_TITLE, DataErrors, flattenErrors } from './data-errors.tsx';

// As react-hook-form holds them: nested by path, arrays by row, a form-wide message under 'root'.
const ERRORS = {
  rows: [undefined, { hours: { type: 'custom', message: 'Work hours cannot be negative' } }],
  journal: { type: 'too_small', message: 'Daily Journal cannot be empty' },
  root: { server: { type: 'server', message: 'version: Send the version you loaded' } },
} as unknown as FieldErrors;

describe('Data Errors summary (TS-DETAIL-25/26)', () => {
  it('flattens react-hook-form’s nested errors with their paths', () => {
    expect(flattenErrors(ERRORS)).toEqual([
      { path: ['rows', '1', 'hours'], message: 'Work hours cannot be negative' },
      { path: ['journal'], message: 'Daily Journal cannot be empty' },
      { path: ['server'], message: 'version: Send the version you loaded' },
    ]);
  });

  it('shows nothing while the form has no errors', () => {
    renderWithProviders(<DataErrors errors={{}} />);
    expect(screen.queryByText(DATA_ERRORS_TITLE)).not.toBeInTheDocument();
  });

  it('groups the messages by section in the given order, each linking to its anchor, rows numbered from 1', () => {
    renderWithProviders(
      <DataErrors
        errors={ERRORS}
        sections={[
          { title: 'Crew Timecard', fields: ['rows'], anchor: 'crew-timecard' },
          { title: 'Daily Journal', fields: ['journal'], anchor: 'daily-journal' },
          { title: 'Approver Notes', fields: ['notes'], anchor: 'approver-notes' },
        ]}
      />,
    );
    const box = screen.getByRole('alert');
    expect(within(box).getByRole('heading', { name: DATA_ERRORS_TITLE })).toBeInTheDocument();
    expect(within(box).getByText(DATA_ERRORS_TEXT)).toBeInTheDocument();
    const crew = within(box).getByRole('region', { name: 'Crew Timecard errors' });
    expect(within(crew).getByRole('link', { name: 'Crew Timecard' })).toHaveAttribute(
      'href',
      '#crew-timecard',
    );
    expect(within(crew).getByRole('listitem')).toHaveTextContent('Row 2: Work hours cannot be negative');
    expect(within(box).getByRole('region', { name: 'Daily Journal errors' })).toHaveTextContent(
      'Daily Journal cannot be empty',
    );
    expect(within(box).queryByRole('region', { name: 'Approver Notes errors' })).not.toBeInTheDocument();
  });

  it('lists every message, the form-wide ones too, when the page has no sections', () => {
    renderWithProviders(<DataErrors errors={ERRORS} />);
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 2: Work hours cannot be negative',
      'Daily Journal cannot be empty',
      'version: Send the version you loaded',
    ]);
  });
});
