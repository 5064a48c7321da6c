import styled from 'styled-components';
import { Th, VisuallyHidden } from 'shared-kit';
import { useKitIntl } from 'shared-kit/i18n';

/** The first column kept in view while a wide table scrolls sideways (its cells do the same). */
const StickyTh = styled(Th)`
  position: sticky;
  left: 0;
  z-index: 1;
`;

/**
 * A table's header row from its column names. `rowActions` adds a last column for the rows' buttons, named for screen
 * readers only ('Row actions'); `stickyFirst` keeps the first column's header in view when the table scrolls sideways.
 */
export function TableHead({
  headers,
  rowActions = false,
  stickyFirst = false,
}: {
  headers: readonly string[];
  rowActions?: boolean;
  stickyFirst?: boolean;
}) {
  const intl = useKitIntl();
  return (
    <thead>
      <tr>
        {headers.map((header, index) =>
          stickyFirst && index === 0 ? (
            <StickyTh key={header}>{header}</StickyTh>
          ) : (
            <Th key={header}>{header}</Th>
          ),
        )}
        {rowActions && (
          <Th>
            <VisuallyHidden>{intl.formatMessage({ id: 'kit.table.rowActions' })}</VisuallyHidden>
          </Th>
        )}
      </tr>
    </thead>
  );
}
