import { useFormContext } from 'react-hook-form';
import { SectionHeading } from 'shared-kit';
import { FieldError, Label, TextInput } from 'shared-kit/ui';
import { TextArea } from '../common/text-area';
import { SECTION_ANCHOR } from './data-errors';
import type { TimesheetFormValues } from './form-values';
import { Section } from './section';
import { useIntl } from 'shared-kit/i18n';

/** TS-DETAIL-16: the reviewer's 4-row notes box; read-only for a foreman reading why a timesheet was rejected. */
export function ApproverNotes({ editable }: { editable: boolean }) {
  const { register, formState } = useFormContext<TimesheetFormValues>();
  const label = useIntl().formatMessage({ id: 'foreman.section.approverNotes' });
  return (
    <section aria-label={label}>
      <TextArea
        id={SECTION_ANCHOR.approverNotes}
        label={label}
        readOnly={!editable}
        error={formState.errors.approverNotes?.message}
        {...register('approverNotes')}
      />
    </section>
  );
}

/** A journal of the timesheet: a section heading over a labelled 4-row text box. */
export function JournalSection({
  field,
  heading,
  label,
  editable,
}: {
  field: 'outOfScopeHoursDescription' | 'dailyJournal';
  heading: string;
  label: string;
  editable: boolean;
}) {
  const { register, formState } = useFormContext<TimesheetFormValues>();
  const anchor = SECTION_ANCHOR[field === 'dailyJournal' ? 'dailyJournal' : 'outOfScopeHours'];
  const error = formState.errors[field];
  return (
    <Section $gap={2} aria-labelledby={`${anchor}-heading`}>
      <SectionHeading id={`${anchor}-heading`}>{heading}</SectionHeading>
      <Label htmlFor={anchor}>{label}</Label>
      {/* The shared TextArea puts its label closer (a Field); the journals keep the section's spacing. */}
      <TextInput
        as="textarea"
        id={anchor}
        rows={4}
        readOnly={!editable}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${field}-error` : undefined}
        {...register(field)}
      />
      {error?.message && <FieldError id={`${field}-error`}>{error.message}</FieldError>}
    </Section>
  );
}
