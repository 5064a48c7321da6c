import type { FieldErrors } from 'react-hook-form';
import styled from 'styled-components';
import { Callout, Stack } from 'shared-kit';
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
const ERROR_SECTIONS: ReadonlyArray<{ title: string; fields: readonly string[]; anchor: string }> = [
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

export interface FlatError {
  /** Path into the form, e.g. ['timesheetRecords', 0, 'workHours']. */
  path: string[];
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Every message of react-hook-form's nested errors, with its path (arrays, rows and root errors alike). */
export function flattenErrors(errors: unknown, path: string[] = []): FlatError[] {
  if (!isRecord(errors)) return [];
  const found: FlatError[] = [];
  if (typeof errors.message === 'string' && typeof errors.type === 'string' && errors.message !== '') {
    found.push({ path, message: errors.message });
  }
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
    found.push(...flattenErrors(value, key === 'root' ? path : [...path, key]));
  }
  return found;
}

const RowLabel = ({ path }: { path: string[] }) => {
  const index = path[1];
  return index !== undefined && /^\d+$/.test(index) ? <>Row {Number(index) + 1}: </> : null;
};

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

/** TS-DETAIL-25/26: the error summary, grouped by section with a link to each. Nothing when there are no errors. */
export function DataErrors({ errors }: { errors: FieldErrors<TimesheetFormValues> }) {
  const flat = flattenErrors(errors);
  if (flat.length === 0) return null;
  const sections = ERROR_SECTIONS.map((section) => ({
    ...section,
    errors: flat.filter((error) => section.fields.includes(error.path[0] ?? '')),
  })).filter((section) => section.errors.length > 0);
  return (
    <Callout tone="error">
      <Stack gap={2}>
        <h2 style={{ margin: 0 }}>Data Errors</h2>
        <p style={{ margin: 0 }}>Please fix the following errors before submitting again</p>
        {sections.map((section) => (
          <section key={section.title} aria-label={`${section.title} errors`}>
            <SectionTitle>
              <a href={`#${section.anchor}`}>{section.title}</a>
            </SectionTitle>
            <List>
              {section.errors.map((error) => (
                <li key={`${error.path.join('.')}:${error.message}`}>
                  <RowLabel path={error.path} />
                  {error.message}
                </li>
              ))}
            </List>
          </section>
        ))}
      </Stack>
    </Callout>
  );
}
