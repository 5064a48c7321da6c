import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useController } from 'react-hook-form';
import styled from 'styled-components';
import { RetryCallout, formatProjectNumber } from 'shared-kit';
import { Field, FieldError, Hint, Label, Select, TextInput } from 'shared-kit/ui';
import { useKitIntl } from 'shared-kit/i18n';

/** What every bound field takes: the form path it edits and its visible label. */
export interface BoundFieldProps {
  /** Path into the form's values, e.g. 'city' or 'rows.0.hours'. */
  name: string;
  label: ReactNode;
  /** Help text under the control, read with it (aria-describedby). */
  hint?: ReactNode;
  /** Ids of further text that describes the control (a hint shared by two fields). */
  describedBy?: string;
  /** The control's id; one is made up when left out. Anchors (the Data Errors box) need a fixed one. */
  id?: string;
}

/**
 * The field's wiring: the props a bound field does not pass on, value and events from the form, the message and
 * its ids for assistive technology.
 */
function useBoundField<P extends BoundFieldProps>(props: P) {
  const { name, label, hint, describedBy, id, ...rest } = props;
  const generated = useId();
  const controlId = id ?? `${generated}${name}`;
  const { field, fieldState } = useController({ name });
  const message = fieldState.error?.message;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const descriptions = [message ? errorId : null, hint ? hintId : null, describedBy ?? null].filter(Boolean);
  const control = {
    id: controlId,
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': descriptions.length > 0 ? descriptions.join(' ') : undefined,
  };
  return {
    rest,
    field,
    control,
    /** For controls whose value is text (input, textarea, select). */
    textControl: {
      ...control,
      value: field.value === null || field.value === undefined ? '' : String(field.value),
      onChange: (event: { target: { value: string } }) => field.onChange(event.target.value),
    },
    message: message ? <FieldError id={errorId}>{message}</FieldError> : null,
    hint: hint ? <Hint id={hintId}>{hint}</Hint> : null,
    label: <Label htmlFor={controlId}>{label}</Label>,
  };
}

type Bound<P> = BoundFieldProps &
  Omit<P, keyof BoundFieldProps | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'checked'>;

/** Label, control, message and hint, in that order (the message sits right under what it is about). */
function Frame({ bound, children }: { bound: ReturnType<typeof useBoundField>; children: ReactNode }) {
  return (
    <Field>
      {bound.label}
      {children}
      {bound.message}
      {bound.hint}
    </Field>
  );
}

export function TextField(props: Bound<InputHTMLAttributes<HTMLInputElement>>) {
  const bound = useBoundField(props);
  return (
    <Frame bound={bound}>
      <TextInput type="text" {...bound.rest} {...bound.textControl} />
    </Frame>
  );
}

/** A number as typed (text in the form's values; the schema reads the number). */
export function NumberField(props: Bound<InputHTMLAttributes<HTMLInputElement>>) {
  return <TextField type="number" inputMode="decimal" {...props} />;
}

export function TextAreaField({ rows = 4, ...props }: Bound<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const bound = useBoundField(props);
  return (
    <Frame bound={bound}>
      <TextInput as="textarea" rows={rows} {...bound.rest} {...bound.textControl} />
    </Frame>
  );
}

/** A select; its <option>s are the children (the value is the option's text value). */
export function SelectField(props: Bound<SelectHTMLAttributes<HTMLSelectElement>>) {
  const bound = useBoundField(props);
  return (
    <Frame bound={bound}>
      <Select {...bound.rest} {...bound.textControl} />
    </Frame>
  );
}

/** What a project select shows while the projects load. */
export const LOADING_PROJECTS = 'Loading projects...';
/** Said above a project select whose projects could not be loaded. */
export const PROJECTS_FAILED = 'The projects could not be loaded.';

/** A project as a select lists it. */
export interface ProjectOption {
  projectId: number;
  projectNumber: string;
  description: string;
  status?: string;
}

/** '0001-23 - Main Street Bridge', with the status after it when the project is not Active. */
export const projectOptionLabel = (project: ProjectOption): string =>
  `${formatProjectNumber(project.projectNumber)} - ${project.description}${
    project.status && project.status !== 'Active' ? ` (${project.status})` : ''
  }`;

/**
 * A project chosen from a list the screen loads (the form holds its id as text): disabled with 'Loading projects...'
 * until the list is there, then `placeholder` and one option per project. Labelled 'Project' unless told otherwise.
 */
export function ProjectSelectField({
  projects,
  placeholder,
  label,
  ...props
}: Omit<Bound<SelectHTMLAttributes<HTMLSelectElement>>, 'label'> & {
  projects: { data?: readonly ProjectOption[]; isPending: boolean };
  placeholder: string;
  label?: ReactNode;
}) {
  // LOADING_PROJECTS and 'Project' in the page's language (kit.projects.…).
  const intl = useKitIntl();
  return (
    <SelectField
      {...props}
      label={label ?? intl.formatMessage({ id: 'kit.projects.label' })}
      disabled={projects.isPending}
    >
      <option value="">
        {projects.isPending ? intl.formatMessage({ id: 'kit.projects.loading' }) : placeholder}
      </option>
      {projects.data?.map((project) => (
        <option key={project.projectId} value={String(project.projectId)}>
          {projectOptionLabel(project)}
        </option>
      ))}
    </SelectField>
  );
}

/** Above a form with a ProjectSelectField: its projects could not be loaded, and Retry asks again. */
export function ProjectsLoadFailed({ projects }: { projects: { isError: boolean; refetch: () => unknown } }) {
  const intl = useKitIntl();
  if (!projects.isError) return null;
  // PROJECTS_FAILED in the page's language.
  return (
    <RetryCallout onRetry={() => void projects.refetch()}>
      {intl.formatMessage({ id: 'kit.projects.loadFailed' })}
    </RetryCallout>
  );
}

const CheckboxRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Box = styled.input`
  width: 1.125rem;
  height: 1.125rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

/** A yes/no field: the box before its label; the form holds a boolean. */
export function CheckboxField(props: Bound<InputHTMLAttributes<HTMLInputElement>>) {
  const bound = useBoundField(props);
  return (
    <Field>
      <CheckboxRow>
        <Box
          {...bound.rest}
          {...bound.control}
          type="checkbox"
          checked={Boolean(bound.field.value)}
          onChange={(event) => bound.field.onChange(event.target.checked)}
        />
        {bound.label}
      </CheckboxRow>
      {bound.message}
      {bound.hint}
    </Field>
  );
}
