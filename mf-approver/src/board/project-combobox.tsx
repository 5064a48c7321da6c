import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useCombobox, useMultipleSelection } from 'downshift';
import type { ProjectListItem } from 'shared-kit';
import { Label } from 'shared-kit/ui';
import {
  Check,
  ChosenChip,
  Control,
  Menu,
  NoMatch,
  Option,
  ProjectField,
  SearchInput,
  ToggleButton,
  chosenLabel,
  projectLabel,
  projectMatches,
  searchPlaceholder,
  toggleArrow,
  type ProjectFilterProps,
} from './project-filter-parts';

export interface ProjectComboboxProps extends ProjectFilterProps {
  /** What was typed into the field at rest before this code arrived. */
  initialTyped: string;
  /** Take the focus on arrival (the field at rest had it), and open the list (it was pressed, or typed into). */
  focusOnArrival: boolean;
  openOnArrival: boolean;
}

const { stateChangeTypes: change } = useCombobox;

/**
 * The board's Projects filter as a searchable multi-choice list (downshift's combobox with multiple selection). Typing
 * narrows the list by project number or name; Enter, a tap or a click (and Space while nothing is typed) chooses or
 * un-chooses the highlighted project and keeps the list open for the next; Escape closes it. Each chosen project
 * stands as a chip that removes it (a click, Enter, Space, Delete or Backspace; Backspace in the empty search field
 * removes the last one).
 */
export default function ProjectCombobox({
  id,
  projects,
  value,
  onChange,
  initialTyped,
  focusOnArrival,
  openOnArrival,
}: ProjectComboboxProps) {
  // The search as the list last heard it. The field's text itself is downshift's (initialInputValue): held here as a
  // controlled value, it came back a render late (downshift reports changes after the commit) and fast typing lost
  // characters.
  const [typed, setTyped] = useState(initialTyped);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const shown = useMemo(
    () => projects.filter((project) => projectMatches(project, typed)),
    [projects, typed],
  );
  const byId = useMemo(() => new Map(projects.map((project) => [project.projectId, project])), [projects]);
  const chosen = new Set(value);
  const toggle = (projectId: number) =>
    onChange(chosen.has(projectId) ? value.filter((other) => other !== projectId) : [...value, projectId]);

  useEffect(() => {
    if (!focusOnArrival) return;
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
    // Only on arrival: the field at rest had the focus a moment ago.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { getSelectedItemProps, getDropdownProps } = useMultipleSelection<number>({
    selectedItems: [...value],
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems),
  });
  const {
    isOpen,
    inputValue,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
    openMenu,
  } = useCombobox<ProjectListItem>({
    id,
    inputId: id,
    items: shown,
    itemToString: (project) => (project ? projectLabel(project) : ''),
    itemToKey: (project) => project?.projectId,
    initialInputValue: initialTyped,
    onInputValueChange: ({ inputValue }) => setTyped(inputValue ?? ''),
    selectedItem: null,
    initialIsOpen: openOnArrival,
    defaultHighlightedIndex: 0,
    initialHighlightedIndex: 0,
    stateReducer: (state, { type, changes }) => {
      switch (type) {
        case change.InputKeyDownEnter:
        case change.ItemClick:
          // The list stays open on the chosen project (at its place in the whole list, the search being cleared).
          return {
            ...changes,
            isOpen: true,
            inputValue: '',
            highlightedIndex: changes.selectedItem
              ? projects.indexOf(changes.selectedItem)
              : state.highlightedIndex,
          };
        case change.InputBlur:
          // Leaving the field chooses nothing: only Enter, Space, a tap or a click do.
          return { ...changes, selectedItem: null, inputValue: '' };
        default:
          return changes;
      }
    },
    onStateChange: ({ type, selectedItem }) => {
      if ((type === change.InputKeyDownEnter || type === change.ItemClick) && selectedItem)
        toggle(selectedItem.projectId);
    },
  });

  // With the list closed, Backspace and the left arrow in the empty field reach the chips (downshift's dropdown keys).
  const dropdownProps = getDropdownProps({ ref: inputRef, preventKeyAction: isOpen });
  // Space chooses like Enter while nothing is typed; once typing, it is a space of the search (names have spaces).
  const chooseWithSpace = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ' ' && inputValue === '') {
      event.preventDefault();
      const highlighted = shown[highlightedIndex];
      if (isOpen && highlighted) toggle(highlighted.projectId);
      else openMenu();
      return;
    }
    dropdownProps.onKeyDown?.(event);
  };

  return (
    <ProjectField>
      <Label {...getLabelProps()}>Projects</Label>
      <Control>
        {value.map((projectId, index) => (
          <ChosenChip
            key={projectId}
            label={chosenLabel(byId, projectId)}
            {...getSelectedItemProps({
              selectedItem: projectId,
              index,
              onClick: (event) => {
                // Removed here, not through downshift: its own click handling would follow in the same event and
                // leave the controlled choice as it was. Downshift's documented way to skip its handler.
                Object.assign(event.nativeEvent, { preventDownshiftDefault: true });
                onChange(value.filter((other) => other !== projectId));
                inputRef.current?.focus();
              },
            })}
          />
        ))}
        <SearchInput
          placeholder={searchPlaceholder(value.length)}
          {...getInputProps({ ...dropdownProps, onKeyDown: chooseWithSpace })}
        />
        <ToggleButton
          type="button"
          aria-label={isOpen ? 'Hide the projects' : 'Show the projects'}
          {...getToggleButtonProps()}
        >
          {toggleArrow(isOpen)}
        </ToggleButton>
      </Control>
      <Menu {...getMenuProps({ 'aria-multiselectable': true })} $open={isOpen && shown.length > 0}>
        {isOpen &&
          shown.map((project, index) => (
            <Option
              key={project.projectId}
              $highlighted={index === highlightedIndex}
              {...getItemProps({ item: project, index, 'aria-selected': chosen.has(project.projectId) })}
            >
              <Check aria-hidden="true">{chosen.has(project.projectId) ? '✓' : ''}</Check>
              {projectLabel(project)}
            </Option>
          ))}
      </Menu>
      {isOpen && shown.length === 0 && <NoMatch role="status">No project matches “{typed}”.</NoMatch>}
    </ProjectField>
  );
}
