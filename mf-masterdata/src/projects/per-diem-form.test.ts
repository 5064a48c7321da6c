import type { ProjectDetail } from 'shared-kit/master-data';
import { perDiemFormSchema, perDiemValuesOf, sharedTableSlug } from './per-diem-form';

const row = { jobClass: 'FOREMAN', jobClassAbbreviation: 'FMN', sortOrder: 1 };
const project = {
  perDiemRateTable: {
    type: 'DEFAULT',
    rows: [{ ...row, standard: 50, travel: 75, local: 40, regional: 60, national: null }],
  },
} as unknown as ProjectDetail;

describe('per diem tab form (PROJECTS-41…47)', () => {
  it('starts from the rates the project shows, amounts as text, a missing one empty', () => {
    expect(perDiemValuesOf(project)).toEqual({
      type: 'DEFAULT',
      rows: [
        {
          jobClass: 'FOREMAN',
          jobClassAbbreviation: 'FMN',
          standard: 50,
          travel: 75,
          local: '40',
          regional: '60',
          national: '',
        },
      ],
    });
  });

  it('sends a shared type alone: its rates are the catalog’s', () => {
    expect(perDiemFormSchema.parse(perDiemValuesOf(project))).toEqual({ type: 'DEFAULT', perDiemRates: [] });
  });

  it('sends a custom table as Local, Regional and National rate records', () => {
    const values = perDiemValuesOf(project);
    const custom = { type: 'PROJECT_CUSTOM', rows: [{ ...values.rows[0], national: ' 90 ' }] };
    expect(perDiemFormSchema.parse(custom)).toEqual({
      type: 'PROJECT_CUSTOM',
      perDiemRates: [
        { jobClass: 'FOREMAN', perDiemType: 'LOCAL', rate: 40 },
        { jobClass: 'FOREMAN', perDiemType: 'REGIONAL', rate: 60 },
        { jobClass: 'FOREMAN', perDiemType: 'NATIONAL', rate: 90 },
      ],
    });
  });

  it.each([
    ['', 'Per diem amount cannot be blank'],
    ['   ', 'Per diem amount cannot be blank'],
    ['-5', 'Only positive numbers are allowed'],
    ['12.5', 'Only positive numbers are allowed'],
    ['ten', 'Only positive numbers are allowed'],
  ])('refuses the custom amount %j with %j at its cell', (national, message) => {
    const values = perDiemValuesOf(project);
    const result = perDiemFormSchema.safeParse({
      type: 'PROJECT_CUSTOM',
      rows: [{ ...values.rows[0], national }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['rows', 0, 'national'], message }),
    ]);
  });

  it.each(['0', '7', '120'])('accepts the custom amount %j', (local) => {
    const values = perDiemValuesOf(project);
    expect(
      perDiemFormSchema.safeParse({
        type: 'PROJECT_CUSTOM',
        rows: [{ ...values.rows[0], local, national: '1' }],
      }).success,
    ).toBe(true);
  });

  it('does not check amounts of a shared type (they are read-only)', () => {
    expect(
      perDiemFormSchema.safeParse({ type: 'REGION_TEXAS', rows: perDiemValuesOf(project).rows }).success,
    ).toBe(true);
  });

  it('finds the URL name of each shared type, none for a custom table', () => {
    expect(sharedTableSlug('REGION_HAWAII')).toBe('region-hawaii');
    expect(sharedTableSlug('PREVAILING_WAGE')).toBe('prevailing-wage');
    expect(sharedTableSlug('PROJECT_CUSTOM')).toBeUndefined();
  });
});
