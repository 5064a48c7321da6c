import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Th, VisuallyHidden } from 'shared-kit';

/** How a column is sorted, in aria-sort's words. */
export type SortDirection = 'ascending' | 'descending';

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Arrow = styled.span<{ $active: boolean }>`
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
`;

const ARROW: Record<SortDirection | 'none', string> = { ascending: '▲', descending: '▼', none: '↕' };

/**
 * A sortable column header (WAI-ARIA sortable table): a button inside the th, `aria-sort` on the th, and a polite
 * live region that says how the column is now sorted, since screen readers do not all announce a change of aria-sort.
 */
export function SortableTh({
  children,
  direction,
  onSort,
}: {
  children: ReactNode;
  /** null: sortable, not sorted now. */
  direction: SortDirection | null;
  /** The header was activated: the caller decides the new sort (usually: this column, the other direction). */
  onSort: () => void;
}) {
  return (
    <Th aria-sort={direction ?? 'none'}>
      <SortButton type="button" onClick={onSort}>
        {children}
        <Arrow aria-hidden="true" $active={direction !== null}>
          {ARROW[direction ?? 'none']}
        </Arrow>
      </SortButton>
      <VisuallyHidden aria-live="polite">{direction ? `, sorted ${direction}` : ''}</VisuallyHidden>
    </Th>
  );
}
