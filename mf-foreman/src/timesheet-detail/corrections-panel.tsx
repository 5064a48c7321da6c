import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  CORRECTION_TYPES,
  Row,
  SectionHeading,
  Table,
  Td,
  VisuallyHidden,
  useNotifyingMutation,
  type CorrectionType,
} from 'shared-kit';
import { TableScroll } from 'shared-kit';
import { saveTimesheetCorrections } from 'shared-kit/resources/corrections';
import { invalidate, invalidateAfter } from 'shared-kit/resources/keys';
import { FieldError, Select, TextInput, Options, RemoveButton, TableHead } from 'shared-kit/ui';
import {
  MSG,
  correctionValueError,
  correctionValueFields,
  correctionValueText,
  type TimesheetCorrectionInput,
  type TimesheetCorrectionView,
} from 'shared-kit/timesheet-form';
import type { TimesheetDetail } from './api';
import { Section } from './section';
import { useIntl, useTranslateMessage } from 'shared-kit/i18n';

export const CORRECTIONS_SAVED = 'Corrections successfully updated';
export const CORRECTIONS_FAILED = 'Problem submitting corrections';

interface CorrectionRow {
  key: number;
  timesheetCorrectionId: number | null;
  correctedDate: string | null;
  employeeId: string;
  correctionType: CorrectionType | '';
  value: string;
  comments: string;
  /** Validation runs on blur first, then on every change (TS-CORR-12). */
  touched: boolean;
}

let nextKey = 1;
const fromCorrection = (correction: TimesheetCorrectionView): CorrectionRow => ({
  key: nextKey++,
  timesheetCorrectionId: correction.timesheetCorrectionId,
  correctedDate: correction.correctedDate,
  employeeId: String(correction.employeeId),
  correctionType: correction.correctionType,
  value: correctionValueText(correction),
  comments: correction.comments ?? '',
  touched: false,
});

const emptyRow = (): CorrectionRow => ({
  key: nextKey++,
  timesheetCorrectionId: null,
  correctedDate: null,
  employeeId: '',
  correctionType: '',
  value: '',
  comments: '',
  touched: false,
});

const valueError = (row: CorrectionRow): string | null =>
  row.correctionType ? correctionValueError(row.correctionType, row.value) : null;

/** TS-CORR-13: each item carries only the value field of its type. */
export const correctionPayload = (row: CorrectionRow): TimesheetCorrectionInput => ({
  timesheetCorrectionId: row.timesheetCorrectionId,
  employeeId: Number(row.employeeId),
  correctionType: row.correctionType as CorrectionType,
  ...correctionValueFields(row.correctionType as CorrectionType, row.value),
  comments: row.comments.trim() === '' ? null : row.comments.trim(),
  correctedDate: row.correctedDate,
});

/** Add/Edit Corrections on an Approved timesheet of a Completed payroll period (TS-CORR-*). */
export function CorrectionsPanel({
  timesheet,
  onSaved,
  onClose,
}: {
  timesheet: TimesheetDetail;
  onSaved: (saved: TimesheetDetail) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const hintId = useId();
  const [rows, setRows] = useState<CorrectionRow[]>(() => timesheet.corrections.map(fromCorrection));
  const queryClient = useQueryClient();
  const submit = useNotifyingMutation({
    mutationFn: (corrections: TimesheetCorrectionInput[]) =>
      saveTimesheetCorrections(timesheet.timesheetId, {
        timesheetId: timesheet.timesheetId,
        version: timesheet.version,
        corrections,
      }),
    // The seeds' English (CORRECTIONS_SAVED, CORRECTIONS_FAILED) in the page's language.
    successMessage: say('foreman.corrections.saved'),
    errorMessage: say('foreman.corrections.saveFailed'),
    onSuccess: (saved) => {
      onSaved(saved);
      void invalidate(queryClient, invalidateAfter.timesheetCorrectionsSaved(saved.timesheetId));
    },
  });

  const update = (key: number, change: Partial<CorrectionRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const onSubmit = () => {
    const checked = rows.map((row) => ({ ...row, touched: true }));
    setRows(checked);
    const invalid = checked.some((row) => !row.employeeId || !row.correctionType || valueError(row));
    if (invalid) return;
    submit.mutate(checked.map(correctionPayload));
  };

  return (
    <Section $gap={3} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{say('foreman.corrections.title')}</SectionHeading>
      <TableScroll aria-label={say('foreman.corrections.tableLabel')}>
        <Table>
          <TableHead
            headers={['employee', 'type', 'newValue', 'comments'].map((column) =>
              say(`foreman.corrections.${column}`),
            )}
            rowActions
          />
          <tbody>
            {rows.map((row, index) => {
              const at = say('foreman.corrections.row', { number: index + 1 });
              const error = row.touched ? valueError(row) : null;
              const employeeError = row.touched && !row.employeeId ? MSG.employeeEmpty : null;
              const typeError = row.touched && !row.correctionType ? MSG.correctionSelectType : null;
              return (
                <tr key={row.key}>
                  <Td>
                    <Select
                      aria-label={say('foreman.corrections.aria.employee', { row: at })}
                      value={row.employeeId}
                      onChange={(event) => update(row.key, { employeeId: event.target.value })}
                    >
                      <option value="">{say('foreman.corrections.selectEmployee')}</option>
                      <Options
                        items={timesheet.timesheetRecords}
                        value={(record) => String(record.employeeId)}
                        label={(record) => `${record.employee.firstName} ${record.employee.lastName}`}
                      />
                    </Select>
                    {employeeError && <FieldError>{employeeError}</FieldError>}
                  </Td>
                  <Td>
                    <Select
                      aria-label={say('foreman.corrections.aria.type', { row: at })}
                      value={row.correctionType}
                      onChange={(event) =>
                        update(row.key, { correctionType: event.target.value as CorrectionType | '' })
                      }
                    >
                      <option value="">{say('foreman.corrections.selectType')}</option>
                      <Options
                        items={CORRECTION_TYPES}
                        value={(type) => type}
                        label={(type) => say(`kit.correctionType.${type}`)}
                      />
                    </Select>
                    {typeError && <FieldError>{typeError}</FieldError>}
                  </Td>
                  <Td>
                    <TextInput
                      aria-label={say('foreman.corrections.aria.newValue', { row: at })}
                      value={row.value}
                      disabled={!row.correctionType}
                      placeholder={row.correctionType ? undefined : translate(MSG.correctionSelectType)}
                      aria-describedby={row.correctionType ? undefined : hintId}
                      aria-invalid={error ? true : undefined}
                      onBlur={() => update(row.key, { touched: true })}
                      onChange={(event) => update(row.key, { value: event.target.value })}
                    />
                    {error && <FieldError>{error}</FieldError>}
                  </Td>
                  <Td>
                    <TextInput
                      aria-label={say('foreman.corrections.aria.comments', { row: at })}
                      value={row.comments}
                      onChange={(event) => update(row.key, { comments: event.target.value })}
                    />
                  </Td>
                  <Td>
                    <RemoveButton
                      what={at}
                      onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                    />
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableScroll>
      <VisuallyHidden id={hintId}>{translate(MSG.correctionSelectType)}</VisuallyHidden>
      <Row gap={2}>
        <Button variant="secondary" onClick={() => setRows((current) => [...current, emptyRow()])}>
          {say('foreman.corrections.add')}
        </Button>
        <Button onClick={onSubmit} disabled={submit.isPending}>
          {say('foreman.corrections.submit')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {say('foreman.corrections.close')}
        </Button>
      </Row>
    </Section>
  );
}
