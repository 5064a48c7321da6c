import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-kit/testing';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is a multi-line text box named by its label', async () => {
    const onChange = jest.fn();
    renderWithProviders(<TextArea label="Daily journal" name="journal" onChange={onChange} />);
    const user = userEvent.setup();
    const journal = screen.getByRole('textbox', { name: 'Daily journal' });
    expect(journal.tagName).toBe('TEXTAREA');
    expect(journal).toHaveAttribute('name', 'journal');
    expect(journal).not.toHaveAttribute('aria-invalid');
    await user.type(journal, 'Poured the north slab{Enter}Rain after 3 pm');
    expect(journal).toHaveValue('Poured the north slab\nRain after 3 pm');
    expect(onChange).toHaveBeenCalled();
  });

  it('hands its ref to the textarea, so a form library can bind it', () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderWithProviders(<TextArea label="Notes" ref={ref} defaultValue="Kept" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Notes' }));
    expect(ref.current?.value).toBe('Kept');
  });

  it('is described by its hint', () => {
    renderWithProviders(<TextArea label="Comment" hint="Seen by the approver" />);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(
      'Seen by the approver',
    );
  });

  it('is marked invalid and described by its message when it has one', () => {
    renderWithProviders(<TextArea label="Comment" hint="Seen by the approver" error="Comment is required" />);
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription('Seen by the approver Comment is required');
  });
});
