import type { FieldErrors } from 'react-hook-form';
import { DataErrors as DataErrorsSummary, type DataErrorSection } from 'shared-kit/form';
import type { TimesheetFormValues } from './form-values';
import { useMemo } from 'react';
import { useIntl } from 'shared-kit/i18n';

/** Anchors of the page's sections; the Data Errors box links to them (TS-DETAIL-26). */
export const SECTION_ANCHOR = {
  approverNotes: 'approver-notes',
  crewTimecard: 'crew-timecard',
  contractLabor: 'contract-labor',
  outOfScopeHours: 'out-of-scope-hours',
  dailyJournal: 'daily-journal',
  signature: 'on-site-signature',
} as const;

/** The box's sections in the seed's order, each with the form fields it collects and the anchor it links to. */
const ERROR_SECTIONS: ReadonlyArray<Omit<DataErrorSection, 'title'> & { titleKey: string }> = [
  {
    titleKey: 'foreman.section.crewTimecard',
    fields: ['timesheetRecords'],
    anchor: SECTION_ANCHOR.crewTimecard,
  },
  {
    titleKey: 'foreman.section.outOfScopeJournal',
    fields: ['outOfScopeHoursDescription'],
    anchor: SECTION_ANCHOR.outOfScopeHours,
  },
  { titleKey: 'foreman.section.dailyJournal', fields: ['dailyJournal'], anchor: SECTION_ANCHOR.dailyJournal },
  {
    titleKey: 'foreman.section.contractLabor',
    fields: ['contractLaborRecords'],
    anchor: SECTION_ANCHOR.contractLabor,
  },
  {
    titleKey: 'foreman.section.supervisorTypedSignature',
    fields: ['foremanSignerName'],
    anchor: SECTION_ANCHOR.signature,
  },
  {
    titleKey: 'foreman.section.foremanSignature',
    fields: ['foremanSignature'],
    anchor: SECTION_ANCHOR.signature,
  },
  {
    titleKey: 'foreman.section.approverNotes',
    fields: ['approverNotes'],
    anchor: SECTION_ANCHOR.approverNotes,
  },
];

/** TS-DETAIL-25/26: the timesheet's error summary, grouped by the page's sections, in the page's language. */
export function DataErrors({ errors }: { errors: FieldErrors<TimesheetFormValues> }) {
  const intl = useIntl();
  const sections = useMemo(
    () =>
      ERROR_SECTIONS.map(({ titleKey, ...section }) => ({
        ...section,
        title: intl.formatMessage({ id: titleKey }),
      })),
    [intl],
  );
  return <DataErrorsSummary errors={errors} sections={sections} />;
}
