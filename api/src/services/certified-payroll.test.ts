import { weekDays } from 'shared-kit/domain';
import type { ExportCorrectionRow } from '../db/repositories/payroll-export.ts';
import {
  certifiedPayrollHours,
  correctionEntryOf,
  notPrevailingWage,
  type HoursEntry,
} from './certified-payroll.ts';

// Monday 2 March to Sunday 8 March 2026.
const DAYS = weekDays('2026-03-02');

const entry = (overrides: Partial<HoursEntry>): HoursEntry => ({
  employeeId: 1,
  firstName: 'Rosa',
  lastName: 'Roberts',
  accumaticaId: 'EMP-1',
  jobClass: 'ELECTRICIAN',
  date: '2026-03-02',
  hours: 8,
  ...overrides,
});

const correctionRow = (overrides: Partial<ExportCorrectionRow>): ExportCorrectionRow => ({
  employeeId: 1,
  accumaticaId: 'EMP-1',
  payrollProviderId: 'PP-1',
  lastName: 'Roberts',
  firstName: 'Rosa',
  employeeClass: 'WKLYHRLY',
  department: 'FIELD',
  laborItem: 'LABOR',
  jobClass: 'LABORER',
  date: '2026-03-03',
  projectNumber: 'P24DAL03',
  projectStateCode: 'TX',
  prevailingWage: true,
  standalone: false,
  correctionType: 'ADD_WORK_HOURS',
  correctionDriveMiles: null,
  correctionFlyMiles: null,
  correctionWorkHours: 2,
  correctionPerDiemType: null,
  correctionTruckAllowance: null,
  newValue: null,
  comments: null,
  ...overrides,
});

describe('the certified payroll hours block (WH-347)', () => {
  it('puts each worker and job class on one line with hours Monday to Sunday and the totals', () => {
    const block = certifiedPayrollHours(
      DAYS,
      [
        entry({ date: '2026-03-02', hours: 8 }),
        entry({ date: '2026-03-03', hours: 7.5 }),
        entry({ employeeId: 2, firstName: 'Ann', lastName: 'Adams', date: '2026-03-08', hours: 4.25 }),
      ],
      [],
    );
    expect(block.workers.map((worker) => [worker.lastName, worker.dailyHours, worker.totalHours])).toEqual([
      ['Adams', [0, 0, 0, 0, 0, 0, 4.25], 4.25],
      ['Roberts', [8, 7.5, 0, 0, 0, 0, 0], 15.5],
    ]);
    expect(block.dailyTotals).toEqual([8, 7.5, 0, 0, 0, 0, 4.25]);
    expect(block.totalHours).toBe(19.75);
  });

  it('gives a worker in two classifications a line for each', () => {
    const block = certifiedPayrollHours(
      DAYS,
      [entry({ jobClass: 'ELECTRICIAN' }), entry({ jobClass: 'FOREMAN', date: '2026-03-04', hours: 6 })],
      [],
    );
    expect(block.workers.map((worker) => [worker.jobClass, worker.totalHours])).toEqual([
      ['ELECTRICIAN', 8],
      ['FOREMAN', 6],
    ]);
  });

  it('adds a correction on its day under the class the worker had that day, and counts it as correction hours', () => {
    const block = certifiedPayrollHours(
      DAYS,
      [entry({ date: '2026-03-03', hours: 8 })],
      [entry({ jobClass: 'LABORER', date: '2026-03-03', hours: 1.5 })],
    );
    expect(block.workers).toHaveLength(1);
    expect(block.workers[0]).toEqual(
      expect.objectContaining({
        jobClass: 'ELECTRICIAN',
        dailyHours: [0, 9.5, 0, 0, 0, 0, 0],
        correctionHours: 1.5,
        totalHours: 9.5,
      }),
    );
  });

  it("puts a correction on a day without work under the worker's busiest class, else the correction's own", () => {
    const block = certifiedPayrollHours(
      DAYS,
      [
        entry({ jobClass: 'FOREMAN', hours: 2 }),
        entry({ jobClass: 'ELECTRICIAN', date: '2026-03-04', hours: 9 }),
      ],
      [
        entry({ jobClass: 'LABORER', date: '2026-03-06', hours: 3 }),
        entry({ employeeId: 5, lastName: 'Zed', jobClass: 'LABORER', date: '2026-03-07', hours: 2 }),
      ],
    );
    expect(block.workers.map((worker) => [worker.lastName, worker.jobClass, worker.dailyHours])).toEqual([
      ['Roberts', 'ELECTRICIAN', [0, 0, 9, 0, 3, 0, 0]],
      ['Roberts', 'FOREMAN', [2, 0, 0, 0, 0, 0, 0]],
      ['Zed', 'LABORER', [0, 0, 0, 0, 0, 2, 0]],
    ]);
    expect(block.totalHours).toBe(16);
  });

  it('ignores hours dated outside the week and sums without floating-point noise', () => {
    const block = certifiedPayrollHours(
      DAYS,
      [entry({ hours: 0.1 }), entry({ hours: 0.2 }), entry({ date: '2026-03-09', hours: 8 })],
      [],
    );
    expect(block.totalHours).toBe(0.3);
    expect(block.dailyTotals[0]).toBe(0.3);
  });

  it('is empty for a week without approved work', () => {
    expect(certifiedPayrollHours(DAYS, [], [])).toEqual({
      workers: [],
      dailyTotals: [0, 0, 0, 0, 0, 0, 0],
      totalHours: 0,
    });
  });

  it('reads Update Work Hours corrections as the export does: crew by its value, standalone by its text', () => {
    expect(correctionEntryOf(correctionRow({}))?.hours).toBe(2);
    expect(
      correctionEntryOf(correctionRow({ standalone: true, correctionWorkHours: null, newValue: '10.5' }))
        ?.hours,
    ).toBe(10.5);
    expect(
      correctionEntryOf(correctionRow({ correctionType: 'ADD_DRIVE_MILES', correctionDriveMiles: 40 })),
    ).toBeNull();
  });

  it('says which project is not prevailing wage', () => {
    expect(notPrevailingWage('P24HOU01')).toBe(
      'Project P-24 HOU 01 is not a prevailing wage project; certified payroll covers prevailing wage projects only.',
    );
  });
});
