// 'shared-kit/print': the frame of a print view opened in a new tab (the timesheet report, certified payroll): the
// paper, the on-screen toolbar that never prints, and the sheet that is one page on screen and the bare page in
// print. A library shared on its own, loaded only with print views.
import styled, { createGlobalStyle, css } from 'styled-components';

/** Letter paper, half-inch margins: 'portrait' 8.5 in wide, 'landscape' 11 in. */
export type PaperOrientation = 'portrait' | 'landscape';

const widthOf = (orientation: PaperOrientation = 'portrait'): string =>
  orientation === 'landscape' ? '11in' : '8.5in';

/** While the view is on the page: the paper, and no background in print. */
export const PrintPageStyle = createGlobalStyle<{ $orientation?: PaperOrientation }>`
  @page {
    size: letter ${({ $orientation }) => ($orientation === 'landscape' ? 'landscape' : '')};
    margin: 0.5in;
  }
  @media print {
    html,
    body {
      background: ${({ theme }) => theme.colors.surface};
    }
  }
`;

/** The view's screen: padded on screen, nothing around the sheets in print. */
export const PrintScreen = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  @media (max-width: ${({ theme }) => theme.breakpoints.navCollapse}px) {
    padding: ${({ theme }) => theme.space(3)};
  }
  @media print {
    padding: 0;
  }
`;

/** On screen only, as wide as the paper: the title, what the view holds, Print. Never printed. */
export const PrintToolbar = styled.div<{ $orientation?: PaperOrientation }>`
  max-width: ${({ $orientation }) => widthOf($orientation)};
  margin: 0 auto ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
  }
  @media print {
    display: none;
  }
`;

/** One page on screen (the paper's width, a border); the bare page in print. `$pageBreak`: a new page after each. */
export const PrintSheet = styled.article<{ $orientation?: PaperOrientation; $pageBreak?: boolean }>`
  max-width: ${({ $orientation }) => widthOf($orientation)};
  margin: 0 auto ${({ theme }) => theme.space(6)};
  padding: 0.5in;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 10pt;
  line-height: 1.35;
  overflow-x: auto;
  ${({ $pageBreak }) =>
    $pageBreak &&
    css`
      break-after: page;
      page-break-after: always;
      &:last-child {
        break-after: auto;
        page-break-after: auto;
      }
    `}
  @media (max-width: ${({ theme }) => theme.breakpoints.navCollapse}px) {
    padding: ${({ theme }) => theme.space(3)};
  }
  @media print {
    max-width: none;
    margin: 0;
    padding: 0;
    border: none;
    overflow: visible;
  }
`;

export const PrintSheetTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 14pt;
`;

/**
 * A ruled table of a printed sheet: every cell bordered, numbers (`data-numeric`) right-aligned in tabular figures,
 * header and footer bold, a row never split across pages.
 */
export const PrintTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 9pt;
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.text};
    padding: 2px 4px;
    text-align: left;
    vertical-align: top;
  }
  th,
  tfoot td {
    font-weight: 700;
  }
  th[data-numeric],
  td[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  tr {
    break-inside: avoid;
  }
`;
