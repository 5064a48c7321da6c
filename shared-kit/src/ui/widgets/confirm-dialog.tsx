import type { ReactNode } from 'react';
import { Button, Row, Stack } from 'shared-kit';
import { Dialog } from './dialog.tsx';

/**
 * The question before an action that cannot be undone (Delete): `children` says what it acts on, by name. Focus
 * starts on Cancel, the safe answer; the action's button is disabled while `busy`.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  onConfirm,
  onClose,
  busy = false,
  children,
}: {
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      <Stack gap={3}>
        <div>{children}</div>
        <Row gap={2}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </Button>
        </Row>
      </Stack>
    </Dialog>
  );
}
