import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-kit/testing';
import { ConfirmDialog } from './confirm-dialog.tsx';

const renderQuestion = (props: { busy?: boolean } = {}) => {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(
    <ConfirmDialog
      title="Delete Customer"
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    >
      <p>Delete the customer Gulf Coast Water Authority?</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onClose, dialog: screen.getByRole('dialog', { name: 'Delete Customer' }) };
};

describe('ConfirmDialog', () => {
  it('names what it acts on and starts on Cancel, the safe answer', () => {
    const { dialog } = renderQuestion();
    expect(dialog).toHaveTextContent('Delete the customer Gulf Coast Water Authority?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('acts only on its action button; Cancel and Escape close it', async () => {
    const { onConfirm, onClose } = renderQuestion();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps the action from running twice while it is busy', async () => {
    const { onConfirm } = renderQuestion({ busy: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
