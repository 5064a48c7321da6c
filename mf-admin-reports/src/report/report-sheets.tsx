import {
  DATE_UI,
  TIMESHEET_STATE_LABEL,
  dayOfWeekName,
  formatApiDate,
  formatProjectNumber,
  fullName,
} from 'shared-kit';
import { CORRECTION_TYPE_LABEL, PER_DIEM_TYPES } from 'shared-kit';
import type { ReportProject } from './api';
import {
  formatPerDiemType,
  formatReportHours,
  formatReportMiles,
  formatTruckAllowance,
  isSignatureImage,
  jobClassOf,
  personOf,
  projectCorrectionLine,
  reportRecordsOf,
  splitRecords,
  timesheetCorrectionLine,
  type CorrectionGroup,
  type CorrectionLine,
  type ReportRecord,
} from './report-format';
import { useIntl } from 'shared-kit/i18n';
import type { TimesheetDetail } from 'shared-kit/timesheet-form';
import {
  BlankSignature,
  Fields,
  SIGNATURE_HEIGHT,
  SIGNATURE_WIDTH,
  SectionTitle,
  Sheet,
  SheetSection,
  SheetTable,
  SheetTitle,
  TextBlock,
  Signatures,
  TextSection,
  type SheetColumn,
} from './sheet-layout';

const projectName = (project: ReportProject | null | undefined) => project?.description ?? '';
const location = (project: ReportProject | null | undefined) =>
  project ? [project.city, project.stateCode].filter(Boolean).join(', ') : '';

const CREW_COLUMNS: ReadonlyArray<SheetColumn<ReportRecord>> = [
  { header: 'Employee', cell: personOf },
  { header: 'Job Class', cell: jobClassOf },
  { header: 'Work Hours', cell: (record) => formatReportHours(record.workHours), numeric: true },
  {
    header: 'Out Of Scope Hours',
    cell: (record) => formatReportHours(record.outOfScopeHours),
    numeric: true,
  },
  { header: 'Drive Miles', cell: (record) => formatReportMiles(record.driveMiles), numeric: true },
  { header: 'Fly Miles', cell: (record) => formatReportMiles(record.flyMiles), numeric: true },
  { header: 'Origin And Destination', cell: (record) => record.originAndDestination ?? '' },
  { header: 'Per Diem', cell: (record) => <PerDiemName value={record.perDiemType} /> },
  { header: 'Truck Allowance', cell: (record) => formatTruckAllowance(record.truckAllowance) },
];

const CONTRACT_LABOR_COLUMNS: ReadonlyArray<SheetColumn<ReportRecord>> = [
  { header: 'Contractor', cell: personOf },
  { header: 'Company', cell: (record) => record.contractorCompanyName ?? '' },
  { header: 'Job Class', cell: jobClassOf },
  { header: 'Work Hours', cell: (record) => formatReportHours(record.workHours), numeric: true },
  {
    header: 'Out Of Scope Hours',
    cell: (record) => formatReportHours(record.outOfScopeHours),
    numeric: true,
  },
];

/** A per diem type as the kit names it in the page's language (kit.perDiem.…); an unknown text as printed. */
function PerDiemName({ value }: { value: string | null | undefined }) {
  const intl = useIntl();
  const type = value?.trim().toUpperCase() ?? '';
  const known = (PER_DIEM_TYPES as readonly string[]).includes(type);
  return <>{known ? intl.formatMessage({ id: `kit.perDiem.${type}` }) : formatPerDiemType(value)}</>;
}

/** The correction types by their English label (what a CorrectionLine carries), for their name in the page's language. */
const CORRECTION_TYPE_BY_LABEL: ReadonlyMap<string, string> = new Map(
  Object.entries(CORRECTION_TYPE_LABEL).map(([type, label]) => [label, type]),
);

/** A correction type as the kit names it in the page's language (kit.correctionType.…); an unknown one as it came. */
function CorrectionTypeName({ label }: { label: string }) {
  const intl = useIntl();
  const type = CORRECTION_TYPE_BY_LABEL.get(label);
  return <>{type ? intl.formatMessage({ id: `kit.correctionType.${type}` }) : label}</>;
}

const CORRECTION_COLUMNS: ReadonlyArray<SheetColumn<CorrectionLine>> = [
  { header: 'Employee', cell: (line) => line.employeeName },
  { header: 'Correction Type', cell: (line) => <CorrectionTypeName label={line.correctionType} /> },
  { header: 'New Value', cell: (line) => line.newValue },
  { header: 'Comments', cell: (line) => line.comments },
  { header: 'Corrected On', cell: (line) => formatApiDate(line.correctedDate, DATE_UI) },
];

/** A titled section of timesheet records, or a line saying there are none. */
function RecordsSection({
  title,
  columns,
  records,
  emptyText,
}: {
  title: string;
  columns: ReadonlyArray<SheetColumn<ReportRecord>>;
  records: ReportRecord[];
  emptyText: string;
}) {
  return (
    <SheetSection aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      {records.length === 0 ? (
        <TextBlock>{emptyText}</TextBlock>
      ) : (
        <SheetTable columns={columns} rows={records} rowKey={(record) => record.timesheetRecordId} />
      )}
    </SheetSection>
  );
}

function CorrectionsTable({ lines, label }: { lines: CorrectionLine[]; label: string }) {
  return <SheetTable label={label} columns={CORRECTION_COLUMNS} rows={lines} rowKey={(line) => line.key} />;
}

function Signature({
  who,
  signerName,
  image,
}: {
  who: string;
  signerName: string | null;
  image: string | null;
}) {
  const intl = useIntl();
  const name = signerName?.trim() ?? '';
  const signature = intl.formatMessage({ id: `reports.sheet.${who.toLowerCase()}Signature` });
  return (
    <figure>
      {isSignatureImage(image) ? (
        <img
          src={image}
          width={SIGNATURE_WIDTH}
          height={SIGNATURE_HEIGHT}
          alt={
            name ? intl.formatMessage({ id: 'reports.sheet.signatureOf' }, { signature, name }) : signature
          }
        />
      ) : (
        <BlankSignature role="img" aria-label={intl.formatMessage({ id: `reports.sheet.no${who}Signature` })}>
          {intl.formatMessage({ id: 'reports.sheet.notSigned' })}
        </BlankSignature>
      )}
      <figcaption>
        {intl.formatMessage({ id: `reports.sheet.${who.toLowerCase()}`, defaultMessage: who })}:{' '}
        {name || intl.formatMessage({ id: 'reports.sheet.none' })}
      </figcaption>
    </figure>
  );
}

/** One timesheet on its own printed page (PRINT-09), in the Daily Timesheet's section order (seed 000 §2). */
export function TimesheetSheet({ timesheet }: { timesheet: TimesheetDetail }) {
  const projectNumber = formatProjectNumber(timesheet.project?.projectNumber ?? timesheet.projectNumber);
  const date = formatApiDate(timesheet.date, DATE_UI);
  const { crew, contractLabor } = splitRecords(reportRecordsOf(timesheet));
  const corrections = timesheet.corrections.map(timesheetCorrectionLine);
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `reports.sheet.${id}` });
  return (
    <Sheet
      aria-label={`${text('dailyTimesheet')}, ${projectNumber}, ${date}`}
      data-report-page="timesheet"
      data-timesheet-id={timesheet.timesheetId}
    >
      <SheetTitle>{text('dailyTimesheet')}</SheetTitle>
      <Fields>
        <dt>{text('projectNumber')}</dt>
        <dd>{projectNumber}</dd>
        <dt>{text('projectName')}</dt>
        <dd>{projectName(timesheet.project)}</dd>
        <dt>{text('date')}</dt>
        <dd>
          {date} (
          {intl.formatMessage({
            id: `kit.weekday.${timesheet.dayOfWeek || dayOfWeekName(timesheet.date)}`,
            defaultMessage: timesheet.dayOfWeek || dayOfWeekName(timesheet.date),
          })}
          )
        </dd>
        <dt>{text('location')}</dt>
        <dd>{location(timesheet.project)}</dd>
        <dt>{text('state')}</dt>
        <dd>
          {intl.formatMessage({
            id: `kit.state.${timesheet.state}`,
            defaultMessage: TIMESHEET_STATE_LABEL[timesheet.state] ?? timesheet.state,
          })}
        </dd>
        <dt>{text('timesheetId')}</dt>
        <dd>{timesheet.timesheetId}</dd>
        <dt>{text('createdBy')}</dt>
        <dd>
          {fullName({
            firstName: timesheet.creatorEmployeeFirstName,
            lastName: timesheet.creatorEmployeeLastName,
          })}
        </dd>
      </Fields>
      <TextSection title={text('approverNotes')} text={timesheet.approverNotes} />
      <RecordsSection
        title={text('crewTimecard')}
        columns={CREW_COLUMNS}
        records={crew}
        emptyText={text('noCrew')}
      />
      <RecordsSection
        title={text('contractLabor')}
        columns={CONTRACT_LABOR_COLUMNS}
        records={contractLabor}
        emptyText={text('noContractLabor')}
      />
      <TextSection title={text('outOfScope')} text={timesheet.outOfScopeHoursDescription} />
      <TextSection title={text('dailyJournal')} text={timesheet.dailyJournal} />
      <SheetSection>
        <SectionTitle>{text('signature')}</SectionTitle>
        <Signatures>
          <Signature
            who="Foreman"
            signerName={timesheet.foremanSignerName}
            image={timesheet.foremanSignature}
          />
          <Signature
            who="Customer"
            signerName={timesheet.customerSignerName}
            image={timesheet.customerSignature}
          />
        </Signatures>
      </SheetSection>
      <SheetSection>
        <SectionTitle>{text('corrections')}</SectionTitle>
        {corrections.length === 0 ? (
          <TextBlock>{text('noCorrections')}</TextBlock>
        ) : (
          <CorrectionsTable lines={corrections} label={text('corrections')} />
        )}
      </SheetSection>
    </Sheet>
  );
}

/** One group of standalone corrections (one work day) on its own printed page (PRINT-03). */
export function CorrectionsSheet({ group, project }: { group: CorrectionGroup; project: ReportProject }) {
  const projectNumber = formatProjectNumber(project.projectNumber);
  const date = formatApiDate(group.date, DATE_UI);
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `reports.sheet.${id}` }, values);
  return (
    <Sheet
      aria-label={`${text('standaloneCorrections')}, ${projectNumber}, ${date}`}
      data-report-page="corrections"
    >
      <SheetTitle>{text('standaloneCorrections')}</SheetTitle>
      <Fields>
        <dt>{text('projectNumber')}</dt>
        <dd>{projectNumber}</dd>
        <dt>{text('projectName')}</dt>
        <dd>{projectName(project)}</dd>
        <dt>{text('date')}</dt>
        <dd>
          {date} ({intl.formatMessage({ id: `kit.weekday.${dayOfWeekName(group.date)}` })})
        </dd>
        <dt>{text('location')}</dt>
        <dd>{location(project)}</dd>
      </Fields>
      <SheetSection>
        <CorrectionsTable
          lines={group.corrections.map(projectCorrectionLine)}
          label={text('standaloneCorrectionsOf', { date })}
        />
      </SheetSection>
    </Sheet>
  );
}
