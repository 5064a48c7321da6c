import type { FieldErrors, FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import { Callout, Stack } from 'shared-kit';
import { useKitIntl, useTranslateMessage } from 'shared-kit/i18n';

/** TS-DETAIL-25, character for character. */
export const DATA_ERRORS_TITLE = 'Data Errors';
export const DATA_ERRORS_TEXT = 'Please fix the following errors before submitting again';

/** A part of the page in the summary: its title, the top-level form fields it collects, the anchor it links to. */
export interface DataErrorSection {
  title: string;
  fields: readonly string[];
  anchor: string;
}

export interface FlatError {
  /** Path into the form, e.g. ['timesheetRecords', '0', 'workHours']. */
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
  const intl = useKitIntl();
  const index = path[1];
  return index !== undefined && /^\d+$/.test(index) ? (
    <>{intl.formatMessage({ id: 'kit.dataErrors.row' }, { row: Number(index) + 1 })}</>
  ) : null;
};

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

const Title = styled.h2`
  margin: 0;
`;

const Text = styled.p`
  margin: 0;
`;

const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

function Messages({ errors }: { errors: FlatError[] }) {
  const translate = useTranslateMessage();
  return (
    <List>
      {errors.map((error) => (
        <li key={`${error.path.join('.')}:${error.message}`}>
          <RowLabel path={error.path} />
          {translate(error.message)}
        </li>
      ))}
    </List>
  );
}

export interface DataErrorsProps<T extends FieldValues> {
  errors: FieldErrors<T>;
  /** Groups the messages by part of the page, in this order, each with a link to its anchor; one list without. */
  sections?: readonly DataErrorSection[];
}

/** TS-DETAIL-25/26: the error summary of a form. Nothing when there are no errors. */
export function DataErrors<T extends FieldValues>({ errors, sections }: DataErrorsProps<T>) {
  const intl = useKitIntl();
  const flat = flattenErrors(errors);
  if (flat.length === 0) return null;
  const grouped = (sections ?? [])
    .map((section) => ({
      ...section,
      errors: flat.filter((error) => section.fields.includes(error.path[0] ?? '')),
    }))
    .filter((section) => section.errors.length > 0);
  return (
    <Callout tone="error">
      <Stack gap={2}>
        <Title>{intl.formatMessage({ id: 'kit.dataErrors.title' })}</Title>
        <Text>{intl.formatMessage({ id: 'kit.dataErrors' })}</Text>
        {sections ? (
          grouped.map((section) => (
            <section
              key={section.title}
              aria-label={intl.formatMessage(
                { id: 'kit.dataErrors.sectionErrors' },
                { section: section.title },
              )}
            >
              <SectionTitle>
                <a href={`#${section.anchor}`}>{section.title}</a>
              </SectionTitle>
              <Messages errors={section.errors} />
            </section>
          ))
        ) : (
          <Messages errors={flat} />
        )}
      </Stack>
    </Callout>
  );
}
