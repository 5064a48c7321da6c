import { memo } from 'react';
import styled from 'styled-components';
import {
  AppLink,
  EmptyState,
  Loading,
  SectionHeading,
  StateBadge,
  Stack,
  VisuallyHidden,
  listEntryLink,
  type HydratedTimesheetSummary,
} from 'shared-kit';
import {
  BOARD_COLUMNS,
  correctionPath,
  correctionRowText,
  itemCount,
  projectLabel,
  timesheetPath,
  timesheetRowText,
  weekEndingLabel,
  type BoardColumnId,
  type BoardGroup,
  type BoardItem,
} from './board-model';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  @media (max-width: 1023.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  padding: ${({ theme }) => theme.space(3)};
`;

const Group = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  padding: ${({ theme }) => theme.space(3)};
`;

const GroupHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  margin-bottom: ${({ theme }) => theme.space(2)};
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const CountBadge = styled.span`
  margin-left: auto;
  min-width: 1.75rem;
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 700;
  padding: 0 ${({ theme }) => theme.space(2)};
`;

const PrevailingMarker = styled.abbr`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
  text-decoration: none;
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const ItemLink = styled(AppLink)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  ${listEntryLink}
`;

const Hours = styled.span`
  margin-left: auto;
  font-weight: 600;
`;

/** Where a column's groups will stand while the week loads: as tall as a small group, so little moves on arrival. */
const PendingGroup = styled.div`
  min-height: 4.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
`;

export interface BoardColumnsProps {
  /** null while the week loads: the columns and their headings stand at once, the groups fill in on arrival. */
  columns: Record<BoardColumnId, BoardGroup[]> | null;
  weekEnd: string;
  /** Opening a timesheet row (the page marks a pending one as opened first, U-21). */
  onOpenTimesheet(timesheet: HydratedTimesheetSummary, event: React.MouseEvent<HTMLAnchorElement>): void;
}

function ItemRow({
  item,
  onOpenTimesheet,
}: { item: BoardItem } & Pick<BoardColumnsProps, 'onOpenTimesheet'>) {
  if (item.kind === 'timesheet') {
    const text = timesheetRowText(item.timesheet);
    return (
      <li>
        <ItemLink
          href={timesheetPath(item.timesheet)}
          onClick={(event) => onOpenTimesheet(item.timesheet, event)}
        >
          <span>{text.day}</span>
          <Muted>{text.creator}</Muted>
          <StateBadge state={item.timesheet.state} />
          <Hours>{text.hours}</Hours>
        </ItemLink>
      </li>
    );
  }
  const text = correctionRowText(item.correction);
  return (
    <li>
      <ItemLink href={correctionPath(item.correction)}>
        <span>{text.day}</span>
        <Muted>{text.employee}</Muted>
        <span>
          <VisuallyHidden>Standalone correction: </VisuallyHidden>
          {text.type}
        </span>
        <Hours>{text.value}</Hours>
      </ItemLink>
    </li>
  );
}

/**
 * The three columns of the board (APPROVER-09…17): groups by project under 'WE {date}', rows that open the item. While
 * the week loads the columns already stand with their headings (the approver sees the board's shape at once, and the
 * page does not jump when the week arrives); the first column says what is on its way.
 */
export const BoardColumns = memo(function BoardColumns({
  columns,
  weekEnd,
  onOpenTimesheet,
}: BoardColumnsProps) {
  return (
    <Columns>
      {BOARD_COLUMNS.map(({ id, heading }, index) => {
        const groups = columns?.[id] ?? [];
        const headingId = `board-column-${id}`;
        return (
          <Column key={id} aria-labelledby={headingId}>
            <Stack gap={3}>
              <SectionHeading id={headingId}>
                {heading} {columns && <Muted>({itemCount(groups)})</Muted>}
              </SectionHeading>
              {!columns &&
                (index === 0 ? (
                  <Loading label="Loading the week's timesheets" />
                ) : (
                  <PendingGroup aria-hidden="true" />
                ))}
              {columns && groups.length === 0 && <EmptyState>Nothing here this week</EmptyState>}
              {groups.map((group) => (
                <Group key={group.key} aria-label={`${projectLabel(group.projectNumber)}, ${heading}`}>
                  <GroupHeader>
                    <Muted>{weekEndingLabel(weekEnd)}</Muted>
                    <h3>{projectLabel(group.projectNumber)}</h3>
                    {group.prevailingWage && <PrevailingMarker title="Prevailing wage">PW</PrevailingMarker>}
                    <CountBadge aria-label={`${group.items.length} items`}>{group.items.length}</CountBadge>
                    <Muted>{group.projectManager || 'No project manager'}</Muted>
                  </GroupHeader>
                  <Items>
                    {group.items.map((item) => (
                      <ItemRow
                        key={
                          item.kind === 'timesheet'
                            ? `t${item.timesheet.timesheetId}`
                            : `c${item.correction.projectCorrectionId}`
                        }
                        item={item}
                        onOpenTimesheet={onOpenTimesheet}
                      />
                    ))}
                  </Items>
                </Group>
              ))}
            </Stack>
          </Column>
        );
      })}
    </Columns>
  );
});
