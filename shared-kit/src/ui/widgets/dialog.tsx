import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, Row, SectionHeading } from 'shared-kit';
import { useKitIntl } from 'shared-kit/i18n';

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(3)}`};
`;

/** Dims the page behind the dialog (the theme has no overlay colour, so its text colour is faded). */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.text};
  opacity: 0.45;
`;

const Panel = styled(Card)`
  position: relative;
  width: min(40rem, 100%);
  &:focus {
    outline: none;
  }
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: role=dialog labelled by its title, Escape and the Close button close it, Tab stays inside, and
 * focus returns to what had it before (the button that opened it).
 */
export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const intl = useKitIntl();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  // Read while rendering: the content's own effects may move focus before this component's effect runs.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(() => {
    // The first control of the content (not the Close button), else the dialog itself.
    const first = contentRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panelRef.current)?.focus();
    return () => opener?.focus();
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Layer>
      {/* Not the second click of a double click: it lands here when the first one opened the dialog. */}
      <Backdrop aria-hidden="true" onClick={(event) => event.detail < 2 && onClose()} />
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Row justify="space-between" wrap={false}>
          <SectionHeading id={titleId}>{title}</SectionHeading>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'kit.close' })}
          </Button>
        </Row>
        <div ref={contentRef}>{children}</div>
      </Panel>
    </Layer>
  );
}
