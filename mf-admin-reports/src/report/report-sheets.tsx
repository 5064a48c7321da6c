import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import {
  DATE_UI,
  TIMESHEET_STATE_LABEL,
  dayOfWeekName,
  formatApiDate,
  formatProjectNumber,
  fullName,
} from 'shared-kit';
import type { TimesheetDetail } from 'shared-kit';
import { PrintSheet, PrintSheetTitle, PrintTable } from 'shared-kit/print';
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

/** The report's signature size (PRINT-07; the timesheet's own pad is 300x150). */
export const SIGNATURE_WIDTH = 200;
export const SIGNATURE_HEIGHT = 100;

/**
 * One printed page (PRINT-02/03): a Letter-width sheet on screen, the bare page in print. A page break follows every
 * sheet but the last, so the report never ends with a blank page.
 */
const Sheet = (props: ComponentProps<typeof PrintSheet>) => <PrintSheet $pageBreak {...props} />;
const SheetTitle = PrintSheetTitle;

const SheetSection = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  break-inside: avoid;
`;

const SectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: 11pt;
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr max-content 1fr;
  gap: ${({ theme }) => `${theme.space(0.5)} ${theme.space(3)}`};
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const ReportTable = PrintTable;

const TextBlock = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Signatures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(8)};
  figure {
    margin: 0;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space(1)};
  }
  img {
    display: block;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.text};
  }
`;

/** The 200x100 box of a missing signature, so the layout (and a pen signature on paper) has its place. */
const BlankSignature = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${SIGNATURE_WIDTH}px;
  height: ${SIGNATURE_HEIGHT}px;
  border: 1px solid ${({ theme }) => theme.colors.text};
`;

const Numeric = ({ children }: { children: ReactNode }) => <td data-numeric="">{children}</td>;

const orNone = (text: string | null | undefined) => (text?.trim() ? text : 'None');

const projectName = (project: ReportProject | null | undefined) => project?.description ?? '';
const location = (project: ReportProject | null | undefined) =>
  project ? [project.city, project.stateCode].filter(Boolean).join(', ') : '';

function TextSection({ title, text }: { title: string; text: string | null }) {
  return (
    <SheetSection>
      <SectionTitle>{title}</SectionTitle>
      <TextBlock>{orNone(text)}</TextBlock>
    </SheetSection>
  );
}

function CrewTable({ records }: { records: ReportRecord[] }) {
  return (
    <SheetSection aria-label="Crew Timecard">
      <SectionTitle>Crew Timecard</SectionTitle>
      {records.length === 0 ? (
        <TextBlock>No crew records.</TextBlock>
      ) : (
        <ReportTable>
          <thead>
            <tr>
              <th scope="col">Employee</th>
              <th scope="col">Job Class</th>
              <th scope="col">Work Hours</th>
              <th scope="col">Out Of Scope Hours</th>
              <th scope="col">Drive Miles</th>
              <th scope="col">Fly Miles</th>
              <th scope="col">Origin And Destination</th>
              <th scope="col">Per Diem</th>
              <th scope="col">Truck Allowance</th>
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={record.timesheetRecordId}>
                <td>{personOf(record)}</td>
                <td>{jobClassOf(record)}</td>
                <Numeric>{formatReportHours(record.workHours)}</Numeric>
                <Numeric>{formatReportHours(record.outOfScopeHours)}</Numeric>
                <Numeric>{formatReportMiles(record.driveMiles)}</Numeric>
                <Numeric>{formatReportMiles(record.flyMiles)}</Numeric>
                <td>{record.originAndDestination ?? ''}</td>
                <td>{formatPerDiemType(record.perDiemType)}</td>
                <td>{formatTruckAllowance(record.truckAllowance)}</td>
              </tr>
            ))}
          </tbody>
        </ReportTable>
      )}
    </SheetSection>
  );
}

function ContractLaborTable({ records }: { records: ReportRecord[] }) {
  return (
    <SheetSection aria-label="Contract Labor">
      <SectionTitle>Contract Labor</SectionTitle>
      {records.length === 0 ? (
        <TextBlock>No contract labor.</TextBlock>
      ) : (
        <ReportTable>
          <thead>
            <tr>
              <th scope="col">Contractor</th>
              <th scope="col">Company</th>
              <th scope="col">Job Class</th>
              <th scope="col">Work Hours</th>
              <th scope="col">Out Of Scope Hours</th>
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={record.timesheetRecordId}>
                <td>{personOf(record)}</td>
                <td>{record.contractorCompanyName ?? ''}</td>
                <td>{jobClassOf(record)}</td>
                <Numeric>{formatReportHours(record.workHours)}</Numeric>
                <Numeric>{formatReportHours(record.outOfScopeHours)}</Numeric>
              </tr>
            ))}
          </tbody>
        </ReportTable>
      )}
    </SheetSection>
  );
}

function CorrectionsTable({ lines, label }: { lines: CorrectionLine[]; label: string }) {
  return (
    <ReportTable aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Employee</th>
          <th scope="col">Correction Type</th>
          <th scope="col">New Value</th>
          <th scope="col">Comments</th>
          <th scope="col">Corrected On</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <td>{line.employeeName}</td>
            <td>{line.correctionType}</td>
            <td>{line.newValue}</td>
            <td>{line.comments}</td>
            <td>{formatApiDate(line.correctedDate, DATE_UI)}</td>
          </tr>
        ))}
      </tbody>
    </ReportTable>
  );
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
  const name = signerName?.trim() ?? '';
  return (
    <figure>
      {isSignatureImage(image) ? (
        <img
          src={image}
          width={SIGNATURE_WIDTH}
          height={SIGNATURE_HEIGHT}
          alt={name ? `${who} signature of ${name}` : `${who} signature`}
        />
      ) : (
        <BlankSignature role="img" aria-label={`No ${who.toLowerCase()} signature`}>
          Not signed
        </BlankSignature>
      )}
      <figcaption>
        {who}: {name || 'None'}
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
  return (
    <Sheet
      aria-label={`Daily Timesheet, ${projectNumber}, ${date}`}
      data-report-page="timesheet"
      data-timesheet-id={timesheet.timesheetId}
    >
      <SheetTitle>Daily Timesheet</SheetTitle>
      <Fields>
        <dt>Project Number</dt>
        <dd>{projectNumber}</dd>
        <dt>Project Name</dt>
        <dd>{projectName(timesheet.project)}</dd>
        <dt>Date</dt>
        <dd>
          {date} ({timesheet.dayOfWeek || dayOfWeekName(timesheet.date)})
        </dd>
        <dt>Location</dt>
        <dd>{location(timesheet.project)}</dd>
        <dt>State</dt>
        <dd>{TIMESHEET_STATE_LABEL[timesheet.state] ?? timesheet.state}</dd>
        <dt>Timesheet ID</dt>
        <dd>{timesheet.timesheetId}</dd>
        <dt>Created By</dt>
        <dd>
          {fullName({
            firstName: timesheet.creatorEmployeeFirstName,
            lastName: timesheet.creatorEmployeeLastName,
          })}
        </dd>
      </Fields>
      <TextSection title="Approver Notes" text={timesheet.approverNotes} />
      <CrewTable records={crew} />
      <ContractLaborTable records={contractLabor} />
      <TextSection title="Out Of Scope Hours" text={timesheet.outOfScopeHoursDescription} />
      <TextSection title="Daily Journal" text={timesheet.dailyJournal} />
      <SheetSection>
        <SectionTitle>On-Site Signature / Approval</SectionTitle>
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
        <SectionTitle>Corrections</SectionTitle>
        {corrections.length === 0 ? (
          <TextBlock>No corrections.</TextBlock>
        ) : (
          <CorrectionsTable lines={corrections} label="Corrections" />
        )}
      </SheetSection>
    </Sheet>
  );
}

/** One group of standalone corrections (one work day) on its own printed page (PRINT-03). */
export function CorrectionsSheet({ group, project }: { group: CorrectionGroup; project: ReportProject }) {
  const projectNumber = formatProjectNumber(project.projectNumber);
  const date = formatApiDate(group.date, DATE_UI);
  return (
    <Sheet aria-label={`Standalone Corrections, ${projectNumber}, ${date}`} data-report-page="corrections">
      <SheetTitle>Standalone Corrections</SheetTitle>
      <Fields>
        <dt>Project Number</dt>
        <dd>{projectNumber}</dd>
        <dt>Project Name</dt>
        <dd>{projectName(project)}</dd>
        <dt>Date</dt>
        <dd>
          {date} ({dayOfWeekName(group.date)})
        </dd>
        <dt>Location</dt>
        <dd>{location(project)}</dd>
      </Fields>
      <SheetSection>
        <CorrectionsTable
          lines={group.corrections.map(projectCorrectionLine)}
          label={`Standalone corrections of ${date}`}
        />
      </SheetSection>
    </Sheet>
  );
}
