import { useRef } from 'react';
import {
  Button,
  DATE_DEFAULT,
  Row,
  TIMESHEET_STATE_LABEL,
  formatApiDate,
  type ProjectListItem,
} from 'shared-kit';
import type { EmployeeListItem } from 'shared-kit/master-data';
import { Field, Hint, Label, Select, Options, EnumOptions } from 'shared-kit/ui';
import { BOARD_STATES, type BoardState } from './board-model';
import { mondayOfTyped, shiftWeek } from './board-params';
import { ProjectFilter } from './project-filter';
import { WeekDateField } from './week-date-field';
import type { BoardFilters } from './board-data';

export interface BoardFilterBarProps {
  filters: BoardFilters;
  week: { start: string; end: string };
  projects: readonly ProjectListItem[];
  /** null: the list is not available to this user (the filter is left out). */
  foremen: readonly EmployeeListItem[] | null;
  managers: readonly EmployeeListItem[] | null;
  /** `replace`: the change takes the place of the current history entry instead of adding one. */
  onChange(changes: Partial<BoardFilters>, options?: { replace?: boolean }): void;
  onClear(): void;
}

/** A filter choosing one employee, or All. */
function EmployeeFilter(props: {
  id: string;
  label: string;
  employees: readonly EmployeeListItem[];
  value: number | null;
  onChange(value: number | null): void;
}) {
  return (
    <Field>
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select
        id={props.id}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">All</option>
        <Options
          items={props.employees}
          value={(employee) => employee.employeeId}
          label={(employee) => `${employee.lastName}, ${employee.firstName}`}
        />
      </Select>
    </Field>
  );
}

/** The board's filters (APPROVER-01…07): each change is a new URL, so Back undoes it. */
export function BoardFilterBar({
  filters,
  week,
  projects,
  foremen,
  managers,
  onChange,
  onClear,
}: BoardFilterBarProps) {
  // A date typed into the Week field is a date at several of its digits on the way (01/23, 11/23, 11/01, 11/11), and
  // the board follows each: the first move of a visit to the field adds one history entry, the next ones replace it,
  // so Back returns to the week before the typing.
  const movedWhileFocused = useRef(false);
  return (
    <Row gap={4} align="flex-end" role="search" aria-label="Board filters">
      <ProjectFilter
        id="board-projects"
        projects={projects}
        value={filters.projects}
        onChange={(projectIds) => onChange({ projects: projectIds })}
      />
      <Field>
        <Label htmlFor="board-state">Status</Label>
        <Select
          id="board-state"
          value={filters.state ?? ''}
          onChange={(event) => onChange({ state: (event.target.value || null) as BoardState | null })}
        >
          <option value="">All</option>
          <EnumOptions items={BOARD_STATES} labels={TIMESHEET_STATE_LABEL} />
        </Select>
      </Field>
      <Field>
        <Label htmlFor="board-prevailing">Prevailing Wage</Label>
        <Select
          id="board-prevailing"
          value={filters.prevailing ?? ''}
          onChange={(event) =>
            onChange({ prevailing: (event.target.value || null) as 'true' | 'false' | null })
          }
        >
          <option value="">All</option>
          <option value="true">Prevailing Only</option>
          <option value="false">Non-Prevailing Only</option>
        </Select>
      </Field>
      <Field>
        <Label htmlFor="board-week">Week</Label>
        <Row gap={2}>
          <Button variant="secondary" onClick={() => onChange({ week: shiftWeek(filters.week, -1) })}>
            Previous week
          </Button>
          <WeekDateField
            id="board-week"
            aria-describedby="board-week-range"
            value={week.start}
            onFocus={() => {
              movedWhileFocused.current = false;
            }}
            onChange={(date) => {
              const monday = mondayOfTyped(date);
              // Another day of the same week is no move: it would only add the week to the history again.
              if (!monday || monday === filters.week) return;
              onChange({ week: monday }, { replace: movedWhileFocused.current });
              movedWhileFocused.current = true;
            }}
          />
          <Button variant="secondary" onClick={() => onChange({ week: shiftWeek(filters.week, 1) })}>
            Next week
          </Button>
        </Row>
        <Hint id="board-week-range">{`Monday to Sunday: ${formatApiDate(week.start, DATE_DEFAULT)} – ${formatApiDate(week.end, DATE_DEFAULT)}`}</Hint>
      </Field>
      {foremen && (
        <EmployeeFilter
          id="board-foreman"
          label="Foreman"
          employees={foremen}
          value={filters.foreman}
          onChange={(foreman) => onChange({ foreman })}
        />
      )}
      {managers && (
        <EmployeeFilter
          id="board-pm"
          label="Project Manager"
          employees={managers}
          value={filters.pm}
          onChange={(pm) => onChange({ pm })}
        />
      )}
      <Button variant="secondary" onClick={onClear}>
        Clear Filters
      </Button>
    </Row>
  );
}
