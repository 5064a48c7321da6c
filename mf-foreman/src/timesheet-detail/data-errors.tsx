import type { FieldErrors } from 'react-hook-form';
import { DataErrors as DataErrorsSummary, type DataErrorSection } from 'shared-kit/form';
import type { TimesheetFormValues } from './form-values';

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
const ERROR_SECTIONS: readonly DataErrorSection[] = [
  { title: 'Crew Timecard', fields: ['timesheetRecords'], anchor: SECTION_ANCHOR.crewTimecard },
  {
    title: 'Out Of Scope Journal',
    fields: ['outOfScopeHoursDescription'],
    anchor: SECTION_ANCHOR.outOfScopeHours,
  },
  { title: 'Daily Journal', fields: ['dailyJournal'], anchor: SECTION_ANCHOR.dailyJournal },
  { title: 'Contract Labor', fields: ['contractLaborRecords'], anchor: SECTION_ANCHOR.contractLabor },
  { title: 'Supervisor Typed Signature', fields: ['foremanSignerName'], anchor: SECTION_ANCHOR.signature },
  { title: 'Foreman Signature', fields: ['foremanSignature'], anchor: SECTION_ANCHOR.signature },
  { title: 'Approver Notes', fields: ['approverNotes'], anchor: SECTION_ANCHOR.approverNotes },
];

/** TS-DETAIL-25/26: the timesheet's error summary, grouped by the page's sections. */
export function DataErrors({ errors }: { errors: FieldErrors<TimesheetFormValues> }) {
  return <DataErrorsSummary errors={errors} sections={ERROR_SECTIONS} />;
}
