import { useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { FieldError as HookFieldError } from 'react-hook-form';
import {
  Button,
  PER_DIEM_TYPES,
  SectionHeading,
  TRUCK_ALLOWANCE_OPTIONS,
  Table,
  fullName,
  truckAllowanceToBoolean,
  truckAllowanceToOption,
  type PerDiemType,
  useDebouncedValue,
} from 'shared-kit';
import { TableScroll } from 'shared-kit';
import { FieldError, Select, TextInput, Options, TableHead } from 'shared-kit/ui';
import {
  effectivePerDiemType,
  hasDriveMilesPerDiem,
  hasFlyMilesPerDiem,
  onScreenTravelHours,
} from 'shared-kit/timesheet-form';
import type { EmployeeListItem } from 'shared-kit/master-data';
import { usePerDiemRate, type JobClass, type PerDiemRateLookup } from './api';
import { CREW_COLUMN_KEYS, CREW_COLUMNS, CrewLayout, CrewTd, type CrewColumn } from './crew-layout';
import { SECTION_ANCHOR } from './data-errors';
import { Section } from './section';
import { emptyCrewRow, employeeChoices, toNumber, type TimesheetFormValues } from './form-values';
import { useIntl } from 'shared-kit/i18n';

/** TS-VALID-14 (U-17): after a project loads only Standard and Travel are offered (None stays the default). */
export const ENABLED_PER_DIEM_TYPES: readonly PerDiemType[] = ['NONE', 'STANDARD', 'TRAVEL'];

type Mileage = 'driveMiles' | 'flyMiles';

const RATE_DELAY_MS = 300;

export interface CrewContext {
  projectId: number;
  editable: boolean;
  employees: readonly EmployeeListItem[];
  jobClasses: readonly JobClass[];
}

const errorAt = (errors: unknown, index: number, field: string): string | undefined => {
  const rows = (errors as { timesheetRecords?: Array<Record<string, HookFieldError | undefined>> })
    .timesheetRecords;
  return rows?.[index]?.[field]?.message;
};

function NumberCell({
  index,
  field,
  column,
  label,
  editable,
  error,
  onEdited,
}: {
  index: number;
  field: 'workHours' | 'outOfScopeHours' | Mileage;
  column: CrewColumn;
  label: string;
  editable: boolean;
  error?: string;
  onEdited?: () => void;
}) {
  const { register } = useFormContext<TimesheetFormValues>();
  const id = `crew-${index}-${field}`;
  return (
    <CrewTd column={column}>
      <TextInput
        id={id}
        className="crew-number"
        type="number"
        inputMode="decimal"
        step="any"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        readOnly={!editable}
        {...register(`timesheetRecords.${index}.${field}`, { onChange: onEdited })}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </CrewTd>
  );
}

function CrewRow({
  index,
  context,
  onSheet,
  edited,
  onEdited,
  onRemove,
}: {
  index: number;
  context: CrewContext;
  onSheet: ReadonlySet<string>;
  edited: Mileage | null;
  onEdited: (field: Mileage) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const { control, register, setValue, formState } = useFormContext<TimesheetFormValues>();
  const row = useWatch({ control, name: `timesheetRecords.${index}` });
  const { editable, employees, jobClasses, projectId } = context;
  const errors = formState.errors;
  const employee = employees.find((candidate) => String(candidate.employeeId) === row.employeeId);
  // Roster rows and picked employees carry the flag; a saved row looks it up (the api already reset the
  // type to None for anyone not eligible, so a type other than None means eligible).
  const perDiemEligible =
    row.perDiemEligible ?? (employee ? employee.perDiemEligible === 1 : row.perDiemType !== 'NONE');
  const driveMiles = toNumber(row.driveMiles);
  const flyMiles = toNumber(row.flyMiles);
  const travel = onScreenTravelHours(edited, driveMiles, flyMiles);
  const workHours = toNumber(row.workHours);
  // TS-CALC-05/06/07: the flags the api stores, recalculated as the row is edited.
  const mileagePerDiem =
    [
      hasDriveMilesPerDiem(driveMiles) && intl.formatMessage({ id: 'foreman.crew.mileage.drive' }),
      hasFlyMilesPerDiem(flyMiles, workHours, row.perDiemType) &&
        intl.formatMessage({ id: 'foreman.crew.mileage.fly' }),
    ]
      .filter(Boolean)
      .join(', ') || intl.formatMessage({ id: 'foreman.crew.mileage.none' });
  const jobClass = row.jobClassOverride || row.jobClass;
  // Asked once typing settles (compared as text: a new object every render would never settle).
  const lookup = useDebouncedValue(
    JSON.stringify({ projectId, jobClass, perDiemType: row.perDiemType, driveMiles, flyMiles, workHours }),
    RATE_DELAY_MS,
  );
  const rate = usePerDiemRate(JSON.parse(lookup) as PerDiemRateLookup);
  const rateText = row.perDiemType === 'NONE' ? '0' : rate.data === undefined ? '' : String(rate.data);
  const name = row.firstName || row.lastName ? fullName(row) : `row ${index + 1}`;
  const employeeError = errorAt(errors, index, 'employeeId');
  const originError = errorAt(errors, index, 'originAndDestination');

  const pickEmployee = (employeeId: string) => {
    const picked = employees.find((candidate) => String(candidate.employeeId) === employeeId);
    setValue(`timesheetRecords.${index}.firstName`, picked?.firstName ?? '');
    setValue(`timesheetRecords.${index}.lastName`, picked?.lastName ?? '');
    setValue(`timesheetRecords.${index}.jobClass`, picked?.primaryJobClass ?? '');
    setValue(`timesheetRecords.${index}.perDiemEligible`, picked ? picked.perDiemEligible === 1 : false);
    // TS-VALID-13: not eligible (or no flag) → None.
    setValue(
      `timesheetRecords.${index}.perDiemType`,
      effectivePerDiemType(row.perDiemType, picked ? picked.perDiemEligible === 1 : false),
    );
  };

  return (
    <tr>
      <CrewTd column="Employee">
        {row.isFromProject ? (
          // TS-VALID-15: a roster employee cannot be changed.
          <span>{name}</span>
        ) : (
          <>
            <Select
              aria-label={intl.formatMessage({ id: 'foreman.crew.aria.employeeRow' }, { row: index + 1 })}
              aria-invalid={employeeError ? true : undefined}
              disabled={!editable}
              {...register(`timesheetRecords.${index}.employeeId`, {
                onChange: (event: { target: { value: string } }) => pickEmployee(event.target.value),
              })}
            >
              <option value="">{intl.formatMessage({ id: 'foreman.crew.selectEmployee' })}</option>
              <Options
                items={employeeChoices(employees, onSheet, row.employeeId)}
                value={(choice) => String(choice.employeeId)}
                label={(choice) => `${choice.lastName}, ${choice.firstName}`}
              />
            </Select>
            {employeeError && <FieldError>{employeeError}</FieldError>}
          </>
        )}
      </CrewTd>
      <CrewTd column="Job Class">
        <Select
          aria-label={intl.formatMessage({ id: 'foreman.crew.aria.jobClassOverride' }, { name })}
          disabled={!editable}
          {...register(`timesheetRecords.${index}.jobClassOverride`)}
        >
          <option value="">{row.jobClass ? `(${row.jobClass})` : '(none)'}</option>
          <Options items={jobClasses} value={(option) => option.title} label={(option) => option.title} />
        </Select>
      </CrewTd>
      <NumberCell
        index={index}
        field="workHours"
        column="Work Hours"
        label={intl.formatMessage({ id: 'foreman.crew.aria.workHours' }, { name })}
        editable={editable}
        error={errorAt(errors, index, 'workHours')}
      />
      <NumberCell
        index={index}
        field="outOfScopeHours"
        column="Out Of Scope Hours"
        label={intl.formatMessage({ id: 'foreman.crew.aria.outOfScopeHours' }, { name })}
        editable={editable}
        error={errorAt(errors, index, 'outOfScopeHours')}
      />
      <NumberCell
        index={index}
        field="driveMiles"
        column="Drive Miles"
        label={intl.formatMessage({ id: 'foreman.crew.aria.driveMiles' }, { name })}
        editable={editable}
        error={errorAt(errors, index, 'driveMiles')}
        onEdited={() => onEdited('driveMiles')}
      />
      <NumberCell
        index={index}
        field="flyMiles"
        column="Fly Miles"
        label={intl.formatMessage({ id: 'foreman.crew.aria.flyMiles' }, { name })}
        editable={editable}
        error={errorAt(errors, index, 'flyMiles')}
        onEdited={() => onEdited('flyMiles')}
      />
      <CrewTd column="Travel Hours">
        <output aria-label={intl.formatMessage({ id: 'foreman.crew.aria.travelHours' }, { name })}>
          {Number(travel.toFixed(2))}
        </output>
      </CrewTd>
      <CrewTd column="Mileage Per Diem">
        <output aria-label={intl.formatMessage({ id: 'foreman.crew.aria.mileagePerDiem' }, { name })}>
          {mileagePerDiem}
        </output>
      </CrewTd>
      <CrewTd column="Origin And Destination">
        <TextInput
          aria-label={intl.formatMessage({ id: 'foreman.crew.aria.originAndDestination' }, { name })}
          aria-invalid={originError ? true : undefined}
          readOnly={!editable}
          {...register(`timesheetRecords.${index}.originAndDestination`)}
        />
        {originError && <FieldError>{originError}</FieldError>}
      </CrewTd>
      <CrewTd column="Per Diem Type">
        <Select
          aria-label={intl.formatMessage({ id: 'foreman.crew.aria.perDiemType' }, { name })}
          disabled={!editable || !perDiemEligible}
          {...register(`timesheetRecords.${index}.perDiemType`)}
        >
          <Options
            items={PER_DIEM_TYPES}
            value={(type) => type}
            label={(type) => intl.formatMessage({ id: `kit.perDiem.${type}` })}
            disabled={(type) => !ENABLED_PER_DIEM_TYPES.includes(type)}
          />
        </Select>
      </CrewTd>
      <CrewTd column="Per Diem Rate">
        <output
          aria-label={intl.formatMessage({ id: 'foreman.crew.aria.perDiemRate' }, { name })}
        >{`$${rateText}`}</output>
      </CrewTd>
      <CrewTd column="Truck Allowance">
        <Controller
          control={control}
          name={`timesheetRecords.${index}.truckAllowance`}
          render={({ field }) => (
            <Select
              aria-label={intl.formatMessage({ id: 'foreman.crew.aria.truckAllowance' }, { name })}
              disabled={!editable}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={truckAllowanceToOption(field.value)}
              onChange={(event) => field.onChange(truckAllowanceToBoolean(event.target.value))}
            >
              <Options
                items={TRUCK_ALLOWANCE_OPTIONS}
                value={(option) => option}
                label={(option) => option}
              />
            </Select>
          )}
        />
      </CrewTd>
      <CrewTd>
        {/* Roster rows can leave the day's sheet (someone who did not work); only their employee is fixed. */}
        {editable && (
          <Button
            variant="secondary"
            onClick={onRemove}
            aria-label={intl.formatMessage({ id: 'foreman.sheet.removeNamed' }, { name })}
          >
            {intl.formatMessage({ id: 'foreman.sheet.remove' })}
          </Button>
        )}
      </CrewTd>
    </tr>
  );
}

/** The Crew Timecard section (TS-DETAIL-08…11). */
export function CrewTimecard({ context }: { context: CrewContext }) {
  const { control, formState } = useFormContext<TimesheetFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'timesheetRecords' });
  const rows = useWatch({ control, name: 'timesheetRecords' });
  // Which mileage field of each row was edited last (TS-CALC-02…04), by the row's field-array key.
  const [edited, setEdited] = useState<Record<string, Mileage>>({});
  const onSheet = new Set(rows.map((row) => row.employeeId).filter(Boolean));
  const rootError =
    formState.errors.timesheetRecords?.root?.message ?? formState.errors.timesheetRecords?.message;
  const intl = useIntl();

  return (
    <Section $gap={3} aria-labelledby={`${SECTION_ANCHOR.crewTimecard}-heading`}>
      <SectionHeading id={`${SECTION_ANCHOR.crewTimecard}-heading`}>
        <span id={SECTION_ANCHOR.crewTimecard}>
          {intl.formatMessage({ id: 'foreman.section.crewTimecard' })}
        </span>
      </SectionHeading>
      {rootError && <FieldError>{rootError}</FieldError>}
      <CrewLayout>
        <TableScroll aria-label={intl.formatMessage({ id: 'foreman.crew.table' })}>
          <Table>
            <TableHead
              headers={CREW_COLUMNS.map((column) => intl.formatMessage({ id: CREW_COLUMN_KEYS[column] }))}
              rowActions
              stickyFirst
            />
            <tbody>
              {fields.map((field, index) => (
                <CrewRow
                  key={field.id}
                  index={index}
                  context={context}
                  onSheet={onSheet}
                  edited={edited[field.id] ?? null}
                  onEdited={(mileage) => setEdited((current) => ({ ...current, [field.id]: mileage }))}
                  onRemove={() => remove(index)}
                />
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </CrewLayout>
      {context.editable && (
        <div>
          <Button variant="secondary" onClick={() => append(emptyCrewRow())}>
            {intl.formatMessage({ id: 'foreman.sheet.addEmployee' })}
          </Button>
        </div>
      )}
    </Section>
  );
}
