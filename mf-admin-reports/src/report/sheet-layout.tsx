import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { PrintSheet, PrintSheetTitle, PrintTable } from 'shared-kit/print';
import { useIntl } from 'shared-kit/i18n';

// The printed report's building blocks (PRINT-02…07): a sheet, its sections, fields, tables and signature boxes.
// report-sheets.tsx lays the timesheet and corrections sheets out of them.
/** The report's signature size (PRINT-07; the timesheet's own pad is 300x150). */
export const SIGNATURE_WIDTH = 200;
export const SIGNATURE_HEIGHT = 100;

/**
 * One printed page (PRINT-02/03): a Letter-width sheet on screen, the bare page in print. A page break follows every
 * sheet but the last, so the report never ends with a blank page.
 */
export const Sheet = (props: ComponentProps<typeof PrintSheet>) => <PrintSheet $pageBreak {...props} />;
export const SheetTitle = PrintSheetTitle;

export const SheetSection = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  break-inside: avoid;
`;

export const SectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: 11pt;
`;

export const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr max-content 1fr;
  gap: ${({ theme }) => `${theme.space(0.5)} ${theme.space(3)}`};
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

export const ReportTable = PrintTable;

export const TextBlock = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Signatures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(8)};
  figure {
    margin: 0;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space(1)};
  }
  img {
    display: block;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.text};
  }
`;

/** The 200x100 box of a missing signature, so the layout (and a pen signature on paper) has its place. */
export const BlankSignature = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${SIGNATURE_WIDTH}px;
  height: ${SIGNATURE_HEIGHT}px;
  border: 1px solid ${({ theme }) => theme.colors.text};
`;

export const Numeric = ({ children }: { children: ReactNode }) => <td data-numeric="">{children}</td>;

export function TextSection({ title, text }: { title: string; text: string | null }) {
  const intl = useIntl();
  return (
    <SheetSection>
      <SectionTitle>{title}</SectionTitle>
      <TextBlock>{text?.trim() ? text : intl.formatMessage({ id: 'reports.sheet.none' })}</TextBlock>
    </SheetSection>
  );
}

/**
 * A column of a printed table: its header and its cell; numbers align right (tabular figures). The header is the
 * English; the table shows `reports.column.<header>` in the page's language.
 */
export interface SheetColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

export function SheetTable<Row>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label?: string;
  columns: ReadonlyArray<SheetColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}) {
  const intl = useIntl();
  return (
    <ReportTable aria-label={label}>
      <thead>
        <tr>
          {/* A number column's header stands over its figures, right-aligned like them. */}
          {columns.map(({ header, numeric }) => (
            <th scope="col" key={header} data-numeric={numeric ? '' : undefined}>
              {intl.formatMessage({ id: `reports.column.${header}`, defaultMessage: header })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) =>
              column.numeric ? (
                <Numeric key={column.header}>{column.cell(row)}</Numeric>
              ) : (
                <td key={column.header}>{column.cell(row)}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </ReportTable>
  );
}
