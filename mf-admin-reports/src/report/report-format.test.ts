import {
  formatCorrectionValue,
  formatPerDiemType,
  formatReportHours,
  formatReportMiles,
  formatTruckAllowance,
  groupProjectCorrections,
  isContractLabor,
  isSignatureImage,
  jobClassOf,
  personOf,
  projectCorrectionLine,
  reportPagesOf,
  reportRecordsOf,
  splitRecords,
  timesheetCorrectionLine,
} from './report-format';
import {
  SIGNATURE_PNG,
  contractLaborRecord,
  crewRecord,
  projectCorrection,
  timesheetCorrection,
  timesheetDetail,
} from './test-data';

describe('hours (PRINT-05)', () => {
  it('prints hours with 2 decimals: 8 as "8.00", 7.5 as "7.50", 0 as "0.00"', () => {
    expect(formatReportHours(8)).toBe('8.00');
    expect(formatReportHours(7.5)).toBe('7.50');
    expect(formatReportHours(0)).toBe('0.00');
    expect(formatReportHours(10.25)).toBe('10.25');
  });

  it('prints nothing for hours that were not recorded, never "NaN"', () => {
    expect(formatReportHours(null)).toBe('');
    expect(formatReportHours(undefined)).toBe('');
    expect(formatReportHours(Number.NaN)).toBe('');
  });
});

describe('miles (PRINT-06)', () => {
  it('prints miles as whole numbers, rounded half up: 750 as "750", 12.5 as "13", 12.49 as "12"', () => {
    expect(formatReportMiles(750)).toBe('750');
    expect(formatReportMiles(12.5)).toBe('13');
    expect(formatReportMiles(12.49)).toBe('12');
    expect(formatReportMiles(0)).toBe('0');
  });

  it('never prints a decimal point, "-0" or "NaN"', () => {
    expect(formatReportMiles(1234.99)).not.toContain('.');
    expect(formatReportMiles(-0.2)).toBe('0');
    expect(formatReportMiles(null)).toBe('');
    expect(formatReportMiles(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('truck allowance (PRINT-04)', () => {
  it('prints true as "Y"', () => {
    expect(formatTruckAllowance(true)).toBe('Y');
  });

  it('prints false, and a missing value, as "N"', () => {
    expect(formatTruckAllowance(false)).toBe('N');
    expect(formatTruckAllowance(null)).toBe('N');
    expect(formatTruckAllowance(undefined)).toBe('N');
  });
});

describe('per diem type', () => {
  it('prints the label of a known type, whatever its case', () => {
    expect(formatPerDiemType('STANDARD')).toBe('Standard');
    expect(formatPerDiemType('local')).toBe('Local');
    expect(formatPerDiemType('NONE')).toBe('None');
  });

  it('prints an unknown text as it is, and nothing for no type', () => {
    expect(formatPerDiemType('Overseas')).toBe('Overseas');
    expect(formatPerDiemType(null)).toBe('');
  });
});

describe('records and contract labor (PRINT-10)', () => {
  const records = reportRecordsOf(
    timesheetDetail({
      timesheetRecords: [crewRecord({ timesheetRecordId: 1, jobClassOverride: 'OPERATOR' })],
      contractLaborRecords: [contractLaborRecord({ timesheetRecordId: 2 })],
    }),
  );

  it('maps a crew row to a record with its employeeId and no contractor', () => {
    expect(records[0]).toMatchObject({
      employeeId: 17,
      employeeName: 'Ana Reyes',
      jobClassOverride: 'OPERATOR',
      workHours: 8,
      outOfScopeHours: 1.5,
      driveMiles: 750.4,
      flyMiles: 0,
      originAndDestination: 'Houston - Dallas',
      perDiemType: 'STANDARD',
      truckAllowance: true,
      contractorName: null,
      contractorCompanyName: null,
    });
  });

  it('maps a contract labor row to a record with no employeeId, and contractorName and contractorCompanyName', () => {
    expect(records[1]).toMatchObject({
      employeeId: null,
      contractorName: 'Ray Diaz',
      contractorCompanyName: 'Diaz Labor',
      jobClass: 'FIELD_LABOR',
      workHours: 4,
    });
  });

  it('treats a record with no employeeId as contract labor, and one with an employeeId as crew', () => {
    expect(isContractLabor({ employeeId: null })).toBe(true);
    expect(isContractLabor({ employeeId: 17 })).toBe(false);
  });

  it('splits records into crew and contract labor, keeping their order', () => {
    const mixed = [{ employeeId: 1 }, { employeeId: null }, { employeeId: 2 }, { employeeId: null }];
    expect(splitRecords(mixed)).toEqual({
      crew: [{ employeeId: 1 }, { employeeId: 2 }],
      contractLabor: [{ employeeId: null }, { employeeId: null }],
    });
  });

  it('splits a timesheet with no contract labor into crew only, and one with only contract labor likewise', () => {
    expect(splitRecords([{ employeeId: 3 }]).contractLabor).toEqual([]);
    expect(splitRecords([{ employeeId: null }]).crew).toEqual([]);
  });

  it('prints the employee for crew and the contractor for contract labor', () => {
    expect(records.map(personOf)).toEqual(['Ana Reyes', 'Ray Diaz']);
  });

  it('prints the job class override when there is one', () => {
    expect(jobClassOf({ jobClassOverride: 'OPERATOR', jobClass: 'FOREMAN' })).toBe('OPERATOR');
  });

  it('prints the applying job class when there is no override (null or blank)', () => {
    expect(jobClassOf({ jobClassOverride: null, jobClass: 'FOREMAN' })).toBe('FOREMAN');
    expect(jobClassOf({ jobClassOverride: '  ', jobClass: 'FOREMAN' })).toBe('FOREMAN');
    expect(jobClassOf({ jobClassOverride: null, jobClass: null })).toBe('');
  });
});

describe('signature images (PRINT-07)', () => {
  it('draws image data URLs (PNG from the pad, SVG from the demo data)', () => {
    expect(isSignatureImage(SIGNATURE_PNG)).toBe(true);
    expect(isSignatureImage('data:image/svg+xml;utf8,<svg/>')).toBe(true);
  });

  it('does not draw a missing signature or anything that is not an image data URL', () => {
    expect(isSignatureImage(null)).toBe(false);
    expect(isSignatureImage('')).toBe(false);
    expect(isSignatureImage('https://example.com/sig.png')).toBe(false);
    expect(isSignatureImage('javascript:alert(1)')).toBe(false);
    expect(isSignatureImage('data:text/html,<b>x</b>')).toBe(false);
  });
});

describe('correction values', () => {
  it('prints mile corrections whole, hour corrections with 2 decimals', () => {
    expect(formatCorrectionValue('ADD_DRIVE_MILES', 12.5)).toBe('13');
    expect(formatCorrectionValue('ADD_FLY_MILES', '300')).toBe('300');
    expect(formatCorrectionValue('ADD_WORK_HOURS', '2')).toBe('2.00');
    expect(formatCorrectionValue('ADD_WORK_HOURS', 9.5)).toBe('9.50');
  });

  it('prints per diem as its label and truck allowance as Y or N', () => {
    expect(formatCorrectionValue('UPDATE_PER_DIEM', 'LOCAL')).toBe('Local');
    expect(formatCorrectionValue('UPDATE_PER_DIEM', 'Regional')).toBe('Regional');
    expect(formatCorrectionValue('UPDATE_TRUCK_ALLOWANCE', true)).toBe('Y');
    expect(formatCorrectionValue('UPDATE_TRUCK_ALLOWANCE', false)).toBe('N');
    expect(formatCorrectionValue('UPDATE_TRUCK_ALLOWANCE', 'y')).toBe('Y');
  });

  it('prints nothing for a missing value, and a non-numeric mile or hour value as it is', () => {
    expect(formatCorrectionValue('ADD_DRIVE_MILES', null)).toBe('');
    expect(formatCorrectionValue('ADD_WORK_HOURS', '')).toBe('');
    expect(formatCorrectionValue('ADD_DRIVE_MILES', 'n/a')).toBe('n/a');
  });

  it('reads a timesheet correction from the value field of its type', () => {
    const line = timesheetCorrectionLine(
      timesheetCorrection({ correctionType: 'UPDATE_TRUCK_ALLOWANCE', correctionTruckAllowance: false }),
    );
    expect(line).toMatchObject({
      employeeName: 'Ana Reyes',
      correctionType: 'Update Truck Allowance',
      newValue: 'N',
      comments: 'Missed return trip',
      correctedDate: '2026-03-20',
    });
  });

  it('reads a standalone correction from its newValue text', () => {
    expect(projectCorrectionLine(projectCorrection({ newValue: '2' }))).toMatchObject({
      employeeName: 'Luis Ortega',
      correctionType: 'Update Work Hours',
      newValue: '2.00',
      comments: '',
    });
  });
});

describe('correction groups (PRINT-03)', () => {
  it('puts standalone corrections of the same work day on one page, by employee last then first name', () => {
    const groups = groupProjectCorrections([
      projectCorrection({ projectCorrectionId: 1, correctionDate: '2026-03-04', employeeLastName: 'Young' }),
      projectCorrection({ projectCorrectionId: 2, correctionDate: '2026-03-03', employeeLastName: 'Young' }),
      projectCorrection({ projectCorrectionId: 3, correctionDate: '2026-03-04', employeeLastName: 'Adams' }),
    ]);
    expect(groups.map((group) => [group.date, group.corrections.map((c) => c.projectCorrectionId)])).toEqual([
      ['2026-03-03', [2]],
      ['2026-03-04', [3, 1]],
    ]);
  });

  it('makes a separate page for each different work day, and none without corrections', () => {
    const days = ['2026-03-02', '2026-03-03', '2026-03-04'];
    expect(
      groupProjectCorrections(
        days.map((day, index) => projectCorrection({ projectCorrectionId: index, correctionDate: day })),
      ),
    ).toHaveLength(3);
    expect(groupProjectCorrections([])).toEqual([]);
  });
});

describe('report pages (PRINT-02, PRINT-03)', () => {
  it('gives one page per timesheet, in the order given', () => {
    const pages = reportPagesOf([
      timesheetDetail({ timesheetId: 1, date: '2026-03-02' }),
      timesheetDetail({ timesheetId: 2, date: '2026-03-02' }),
      timesheetDetail({ timesheetId: 3, date: '2026-03-03' }),
    ]);
    expect(pages.map((page) => page.key)).toEqual(['timesheet-1', 'timesheet-2', 'timesheet-3']);
  });

  it("puts each day's correction page after that day's timesheets, in date order", () => {
    const pages = reportPagesOf(
      [
        timesheetDetail({ timesheetId: 1, date: '2026-03-02' }),
        timesheetDetail({ timesheetId: 2, date: '2026-03-04' }),
      ],
      [
        projectCorrection({ projectCorrectionId: 7, correctionDate: '2026-03-04' }),
        projectCorrection({ projectCorrectionId: 8, correctionDate: '2026-03-03' }),
      ],
    );
    expect(pages.map((page) => page.key)).toEqual([
      'timesheet-1',
      'corrections-2026-03-03',
      'timesheet-2',
      'corrections-2026-03-04',
    ]);
  });

  it('gives no pages when there are neither timesheets nor corrections', () => {
    expect(reportPagesOf([], [])).toEqual([]);
  });
});
