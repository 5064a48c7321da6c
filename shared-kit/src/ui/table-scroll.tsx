import styled from 'styled-components';

/**
 * Lets a wide table scroll sideways inside the content area on a phone instead of widening the page. Focusable and
 * named (role=region) so keyboard users can scroll it too.
 */
export const TableScroll = styled.div.attrs({ role: 'region', tabIndex: 0 })`
  /* Also the containing block of visually hidden (absolutely positioned) labels in its cells, so they are clipped
     here instead of widening the page. */
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** Keeps a short value (a date, an hour count) on one line. */
export const NoWrap = styled.span`
  white-space: nowrap;
`;
