import { useMemo, useRef, useState, type ComponentType } from 'react';
import { Label } from 'shared-kit/ui';
import type { ProjectComboboxProps } from './project-combobox';
import {
  ChosenChip,
  Control,
  ProjectField,
  SearchInput,
  ToggleButton,
  chosenLabel,
  searchPlaceholder,
  toggleArrow,
  type ProjectFilterProps,
} from './project-filter-parts';

export { projectLabel, projectMatches } from './project-filter-parts';

let combobox: Promise<ComponentType<ProjectComboboxProps>> | null = null;
/** The combobox's code (downshift, ~10 KiB gzip), asked for once; asked again after a failed download. */
const loadCombobox = (): Promise<ComponentType<ProjectComboboxProps>> =>
  (combobox ??= import('./project-combobox').then(
    (module) => module.default,
    (error: unknown) => {
      combobox = null;
      throw error;
    },
  ));

/**
 * The board's Projects filter (APPROVER-01): chips for the chosen projects and a search field. It stands at rest, as
 * plain elements, until the user reaches for it (hover, focus, a press, typing); then the searchable multi-choice
 * list (project-combobox.tsx) takes its place with what was typed and the focus. Its code is not on the board's first
 * load: /approver is within its 200 KiB budget only without it.
 */
export function ProjectFilter(props: ProjectFilterProps) {
  const { id, projects, value, onChange } = props;
  const [typed, setTyped] = useState('');
  // The combobox once its code is here, with how it arrives: taking the focus the field had, open if pressed or typed in.
  const [arrived, setArrived] = useState<{
    Combobox: ComponentType<ProjectComboboxProps>;
    focus: boolean;
    open: boolean;
  } | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pressed = useRef(false);
  const byId = useMemo(() => new Map(projects.map((project) => [project.projectId, project])), [projects]);

  if (arrived) {
    const { Combobox, focus, open } = arrived;
    return <Combobox {...props} initialTyped={typed} focusOnArrival={focus} openOnArrival={open} />;
  }

  const wake = (press = false) => {
    pressed.current ||= press;
    void loadCombobox().then(
      (Combobox) => {
        const input = inputRef.current;
        setArrived({
          Combobox,
          focus: pressed.current || (input !== null && document.activeElement === input),
          open: pressed.current || (input?.value ?? '') !== '',
        });
      },
      () => undefined, // offline: the field stays at rest, and its chips still remove; the next reach asks again
    );
  };
  return (
    <ProjectField onPointerEnter={() => void loadCombobox().catch(() => undefined)}>
      <Label htmlFor={id}>Projects</Label>
      <Control>
        {value.map((projectId) => (
          <ChosenChip
            key={projectId}
            label={chosenLabel(byId, projectId)}
            onClick={() => {
              onChange(value.filter((other) => other !== projectId));
              inputRef.current?.focus();
            }}
          />
        ))}
        <SearchInput
          ref={inputRef}
          id={id}
          autoComplete="off"
          placeholder={searchPlaceholder(value.length)}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            wake();
          }}
          onFocus={() => wake()}
          // The browser's own focus on a press lands after the press: by then the combobox may have taken this field's
          // place and the focus, and the browser would take it away again. The field takes the focus itself instead.
          onMouseDown={(event) => {
            event.preventDefault();
            event.currentTarget.focus();
            wake(true);
          }}
        />
        <ToggleButton
          type="button"
          tabIndex={-1}
          aria-label="Show the projects"
          onClick={() => {
            inputRef.current?.focus();
            wake(true);
          }}
        >
          {toggleArrow(false)}
        </ToggleButton>
      </Control>
    </ProjectField>
  );
}
