import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { FieldError as HookFieldError } from 'react-hook-form';
import { Button, EmptyState, SectionHeading, Table, Td } from 'shared-kit';
import { TableScroll } from 'shared-kit';
import { FieldError, Select, TextInput, Options, TableHead } from 'shared-kit/ui';
import { groupByContractorClass } from 'shared-kit/timesheet-form';
import type { PayrollPeriodContractor } from 'shared-kit/payroll';
import type { JobClass } from './api';
import { SECTION_ANCHOR } from './data-errors';
import { Section } from './section';
import { emptyContractLaborRow, type TimesheetFormValues } from './form-values';
import { useIntl } from 'shared-kit/i18n';

type ContractLaborField = 'contractor' | 'contractorCompanyName' | 'workHours' | 'outOfScopeHours';

const errorAt = (errors: unknown, index: number, field: string): string | undefined => {
  const rows = (errors as { contractLaborRecords?: Array<Record<string, HookFieldError | undefined>> })
    .contractLaborRecords;
  return rows?.[index]?.[field]?.message;
};

/** Each field's accessible name, 'Work hours, contract labor row 2', is `foreman.contract.aria.<field>`. */
const FIELDS: ReadonlyArray<{ field: ContractLaborField }> = [
  { field: 'contractor' },
  { field: 'contractorCompanyName' },
  { field: 'workHours' },
  { field: 'outOfScopeHours' },
];

function ContractLaborRow({
  index,
  editable,
  jobClasses,
  contractors,
  listId,
  onRemove,
}: {
  index: number;
  editable: boolean;
  jobClasses: readonly JobClass[];
  contractors: readonly PayrollPeriodContractor[];
  listId: string;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const { register, formState, setValue, getValues } = useFormContext<TimesheetFormValues>();
  // TS-DETAIL-12: a name of the payroll period's contractor list fills its company and class.
  const lookUp = (name: string) => {
    const match = contractors.find(
      (contractor) => contractor.contractorName.trim().toLowerCase() === name.trim().toLowerCase(),
    );
    if (!match) return;
    if (!getValues(`contractLaborRecords.${index}.contractorCompanyName`).trim()) {
      setValue(`contractLaborRecords.${index}.contractorCompanyName`, match.contractorCompanyName);
    }
    setValue(`contractLaborRecords.${index}.contractorClass`, match.contractorClass);
  };
  const row = index + 1;
  const at = intl.formatMessage({ id: 'foreman.contract.aria.row' }, { row });
  const ariaOf = (field: ContractLaborField | 'contractorClass') =>
    intl.formatMessage({ id: `foreman.contract.aria.${field}` }, { row });
  return (
    <tr>
      {FIELDS.slice(0, 2).map(({ field }) => {
        const error = errorAt(formState.errors, index, field);
        return (
          <Td key={field}>
            <TextInput
              aria-label={ariaOf(field)}
              aria-invalid={error ? true : undefined}
              readOnly={!editable}
              list={field === 'contractor' && editable ? listId : undefined}
              autoComplete="off"
              {...register(`contractLaborRecords.${index}.${field}`, {
                onChange:
                  field === 'contractor'
                    ? (event: { target: { value: string } }) => lookUp(event.target.value)
                    : undefined,
              })}
            />
            {error && <FieldError>{error}</FieldError>}
          </Td>
        );
      })}
      <Td>
        <Select
          aria-label={ariaOf('contractorClass')}
          disabled={!editable}
          {...register(`contractLaborRecords.${index}.contractorClass`)}
        >
          <Options items={jobClasses} value={(option) => option.title} label={(option) => option.title} />
        </Select>
      </Td>
      {FIELDS.slice(2).map(({ field }) => {
        const error = errorAt(formState.errors, index, field);
        return (
          <Td key={field}>
            <TextInput
              type="number"
              inputMode="decimal"
              step="any"
              style={{ width: '6rem' }}
              aria-label={ariaOf(field)}
              aria-invalid={error ? true : undefined}
              readOnly={!editable}
              {...register(`contractLaborRecords.${index}.${field}`)}
            />
            {error && <FieldError>{error}</FieldError>}
          </Td>
        );
      })}
      <Td>
        {editable && (
          <Button
            variant="secondary"
            onClick={onRemove}
            aria-label={intl.formatMessage({ id: 'foreman.sheet.removeNamed' }, { name: at })}
          >
            {intl.formatMessage({ id: 'foreman.sheet.remove' })}
          </Button>
        )}
      </Td>
    </tr>
  );
}

/** The Contract Labor section (TS-DETAIL-12), rows grouped by job class (TS-CALC-11). */
export function ContractLabor({
  editable,
  jobClasses,
  contractors,
}: {
  editable: boolean;
  jobClasses: readonly JobClass[];
  contractors: readonly PayrollPeriodContractor[];
}) {
  const listId = useId();
  const intl = useIntl();
  const { control } = useFormContext<TimesheetFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'contractLaborRecords' });
  const rows = useWatch({ control, name: 'contractLaborRecords' });
  const groups = groupByContractorClass(
    fields.map((field, index) => ({
      key: field.id,
      index,
      contractorClass: rows[index]?.contractorClass ?? field.contractorClass,
    })),
  );
  // A class stored on a row but missing from the list still shows as an option.
  const classOptions = [
    ...jobClasses,
    ...[...groups.keys()]
      .filter((title) => !jobClasses.some((jobClass) => jobClass.title === title))
      .map((title) => ({ title, abbreviation: title, sortOrder: Number.MAX_SAFE_INTEGER })),
  ];

  const text = (id: string) => intl.formatMessage({ id });
  return (
    <Section $gap={3} aria-labelledby={`${SECTION_ANCHOR.contractLabor}-heading`}>
      <SectionHeading id={`${SECTION_ANCHOR.contractLabor}-heading`}>
        <span id={SECTION_ANCHOR.contractLabor}>{text('foreman.section.contractLabor')}</span>
      </SectionHeading>
      {groups.size === 0 && !editable && <EmptyState>{text('foreman.contract.none')}</EmptyState>}
      {[...groups].map(([contractorClass, members]) => (
        <TableScroll
          key={contractorClass}
          aria-label={intl.formatMessage({ id: 'foreman.contract.aria.table' }, { contractorClass })}
        >
          <Table>
            <caption style={{ textAlign: 'left', fontWeight: 600 }}>{contractorClass}</caption>
            <TableHead
              headers={[
                text('foreman.contract.name'),
                text('foreman.contract.company'),
                text('foreman.contract.class'),
                text('foreman.crew.workHours'),
                text('foreman.crew.outOfScopeHours'),
              ]}
              rowActions
            />
            <tbody>
              {members.map((member) => (
                <ContractLaborRow
                  key={member.key}
                  index={member.index}
                  editable={editable}
                  jobClasses={classOptions}
                  contractors={contractors}
                  listId={listId}
                  onRemove={() => remove(member.index)}
                />
              ))}
            </tbody>
          </Table>
        </TableScroll>
      ))}
      <datalist id={listId}>
        <Options
          items={contractors}
          value={(contractor) => contractor.contractorName}
          label={(contractor) => contractor.contractorCompanyName}
        />
      </datalist>
      {editable && (
        <div>
          <Button variant="secondary" onClick={() => append(emptyContractLaborRow())}>
            {intl.formatMessage({ id: 'foreman.sheet.addContractLabor' })}
          </Button>
        </div>
      )}
    </Section>
  );
}
