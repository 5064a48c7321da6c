import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-kit/testing';
import { Dialog } from './dialog.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open picker
      </button>
      {open && (
        <Dialog title="Pick one" onClose={() => setOpen(false)}>
          <label>
            Name <input />
          </label>
          <button type="button">Choose</button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, with focus on its first field', async () => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open picker' }));
    const dialog = screen.getByRole('dialog', { name: 'Pick one' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open picker' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Choose' })).toHaveFocus();
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the Close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
  ])('closes with %s and returns focus to the opener', async (_, close) => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open picker' }));
    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open picker' })).toHaveFocus();
  });

  it('closes on a click beside it, but not on the second click of the double click that opened it', async () => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open picker' }));
    const backdrop = screen.getByRole('dialog').previousElementSibling!;
    fireEvent.click(backdrop, { detail: 2 });
    expect(screen.getByRole('dialog', { name: 'Pick one' })).toBeInTheDocument();
    fireEvent.click(backdrop, { detail: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
