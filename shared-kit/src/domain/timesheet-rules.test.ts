import {
  effectivePerDiemType,
  groupByContractorClass,
  hasDriveMilesPerDiem,
  hasFlyMilesPerDiem,
  isMobileLandscape,
  onScreenTravelHours,
  sortCrewRows,
  travelHours,
} from './timesheet-rules.ts';
import { CORRECTION_TYPE_LABEL, PER_DIEM_TYPES, perDiemTypeId } from './enums.ts';

describe('travel hours (TS-CALC-01…04)', () => {
  it('is driveMiles/50 + flyMiles/250', () => {
    expect(travelHours(100, 500)).toBe(4);
    expect(travelHours(50, 0)).toBe(1);
  });
  it('is 0 when either mileage is null', () => {
    expect(travelHours(null, 500)).toBe(0);
    expect(travelHours(100, undefined)).toBe(0);
  });
  it('on screen: editing drive gives drive/50 + fly/250, editing fly gives fly/50 + drive/250, else 0', () => {
    expect(onScreenTravelHours('driveMiles', 100, 500)).toBe(4);
    expect(onScreenTravelHours('flyMiles', 100, 500)).toBe(10.4);
    expect(onScreenTravelHours(null, 100, 500)).toBe(0);
  });
});

describe('per diem flags (TS-CALC-05/06, TS-VALID-13)', () => {
  it('sets the drive flag at 700 miles and not below', () => {
    expect(hasDriveMilesPerDiem(700)).toBe(true);
    expect(hasDriveMilesPerDiem(699.99)).toBe(false);
  });
  it('sets the fly flag for ≥1 fly mile with zero work hours and a per diem type other than None', () => {
    expect(hasFlyMilesPerDiem(1, 0, 'TRAVEL')).toBe(true);
    expect(hasFlyMilesPerDiem(0.5, 0, 'TRAVEL')).toBe(false);
    expect(hasFlyMilesPerDiem(1, 8, 'TRAVEL')).toBe(false);
    expect(hasFlyMilesPerDiem(1, 0, 'NONE')).toBe(false);
  });
  it('resets the per diem type to None when eligibility is missing', () => {
    expect(effectivePerDiemType('TRAVEL', undefined)).toBe('NONE');
    expect(effectivePerDiemType('TRAVEL', false)).toBe('NONE');
    expect(effectivePerDiemType('TRAVEL', true)).toBe('TRAVEL');
  });
});

describe('ordering (TS-CALC-09/11)', () => {
  it('sorts crew rows by job class sortOrder, then last name; unknown classes last', () => {
    const order = new Map([
      ['FOREMAN', 1],
      ['OPERATOR', 2],
    ]);
    const rows = [
      { jobClass: 'OPERATOR', lastName: 'Baker' },
      { jobClass: null, lastName: 'Adams' },
      { jobClass: 'FOREMAN', lastName: 'Young' },
      { jobClass: 'OPERATOR', lastName: 'Abbott' },
    ];
    expect(sortCrewRows(rows, order).map((row) => row.lastName)).toEqual([
      'Young',
      'Abbott',
      'Baker',
      'Adams',
    ]);
  });
  it('groups contract labor by class', () => {
    const groups = groupByContractorClass([
      { contractorClass: 'FIELD_LABOR', name: 'a' },
      { contractorClass: 'ELECTRICIAN', name: 'b' },
      { contractorClass: 'FIELD_LABOR', name: 'c' },
    ]);
    expect([...groups.keys()]).toEqual(['FIELD_LABOR', 'ELECTRICIAN']);
    expect(groups.get('FIELD_LABOR')?.map((row) => row.name)).toEqual(['a', 'c']);
  });
});

describe('constants', () => {
  it('numbers per diem types 0 to 5 (CONST-02)', () => {
    expect(PER_DIEM_TYPES.map(perDiemTypeId)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(perDiemTypeId('NATIONAL')).toBe(5);
  });
  it('labels the correction types as the seeds word them (TS-CORR-04)', () => {
    expect(Object.values(CORRECTION_TYPE_LABEL)).toEqual([
      'Add Drive Miles',
      'Add Fly Miles',
      'Update Work Hours',
      'Update Per Diem',
      'Update Truck Allowance',
    ]);
  });
  it('is mobile landscape only on a mobile device wider than tall (CONST-22)', () => {
    expect(isMobileLandscape(true, 800, 400)).toBe(true);
    expect(isMobileLandscape(true, 400, 800)).toBe(false);
    expect(isMobileLandscape(false, 800, 400)).toBe(false);
  });
});
