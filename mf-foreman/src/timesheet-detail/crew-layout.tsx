import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Td } from 'shared-kit';
import { useIntl } from 'shared-kit/i18n';

/** The Crew Timecard's columns, in order: the table's headers and each card's field labels. */
export const CREW_COLUMNS = [
  'Employee',
  'Job Class',
  'Work Hours',
  'Out Of Scope Hours',
  'Drive Miles',
  'Fly Miles',
  'Travel Hours',
  'Mileage Per Diem',
  'Origin And Destination',
  'Per Diem Type',
  'Per Diem Rate',
  'Truck Allowance',
] as const;
export type CrewColumn = (typeof CREW_COLUMNS)[number];

/** Below this content width the crew rows are cards: the 13 columns need more than a tablet in portrait has. */
const CARDS_BELOW = '64rem';

/** Each column's message in mf-foreman's catalogue. */
export const CREW_COLUMN_KEYS: Readonly<Record<CrewColumn, string>> = {
  Employee: 'foreman.crew.employee',
  'Job Class': 'foreman.crew.jobClass',
  'Work Hours': 'foreman.crew.workHours',
  'Out Of Scope Hours': 'foreman.crew.outOfScopeHours',
  'Drive Miles': 'foreman.crew.driveMiles',
  'Fly Miles': 'foreman.crew.flyMiles',
  'Travel Hours': 'foreman.crew.travelHours',
  'Mileage Per Diem': 'foreman.crew.mileagePerDiem',
  'Origin And Destination': 'foreman.crew.originAndDestination',
  'Per Diem Type': 'foreman.crew.perDiemType',
  'Per Diem Rate': 'foreman.crew.perDiemRate',
  'Truck Allowance': 'foreman.crew.truckAllowance',
};

/**
 * A cell of a crew row: a table cell from CARDS_BELOW up, a labelled field of the crew member's card below it (the
 * label is the column's header in the page's language; the input keeps its own accessible name).
 */
export const CrewTd = ({
  column,
  ...rest
}: ComponentPropsWithoutRef<typeof Td> & { column?: CrewColumn }) => {
  const intl = useIntl();
  return <Td data-label={column && intl.formatMessage({ id: CREW_COLUMN_KEYS[column] })} {...rest} />;
};

/**
 * The crew table, laid out for the width it gets (a container query, so the side navigation counts): one card per
 * crew member with every field labelled on a phone or a tablet in portrait, the table when there is room for it.
 * The same elements either way, so the tab order runs through a crew member's fields in the same order.
 */
export const CrewLayout = styled.div`
  container-type: inline-size;

  @container (width >= ${CARDS_BELOW}) {
    /* The table scrolls sideways when it is still too wide: the employee column stays put. */
    tbody td:first-child {
      position: sticky;
      left: 0;
      z-index: 1;
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: inset -1px 0 0 ${({ theme }) => theme.colors.border};
    }
    .crew-number {
      width: 6rem;
    }
  }

  @container (width < ${CARDS_BELOW}) {
    table,
    tbody,
    td {
      display: block;
    }
    thead {
      display: none;
    }
    tbody {
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.space(3)};
    }
    tr {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
      gap: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
      padding: ${({ theme }) => theme.space(3)};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.medium};
    }
    td {
      padding: 0;
      border: 0;
      min-width: 0;
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      margin-bottom: ${({ theme }) => theme.space(1)};
      font-weight: 600;
    }
    /* The crew member heads the card; the other fields share its width. */
    td:first-child {
      grid-column: 1 / -1;
      font-size: ${({ theme }) => theme.fontSizes.body};
    }
    td:first-child > span {
      font-weight: 700;
    }
    /* A roster crew member's name needs no 'Employee' label above it; an added row's select keeps it. */
    td:first-child:has(> span)::before {
      content: none;
    }
    td:last-child:empty {
      display: none;
    }
    input,
    select {
      width: 100%;
      min-width: 0;
    }
  }
`;
