import {
  employeeQuerySchema,
  perDiemRateQuerySchema,
  projectEquipmentSchema,
  projectListQuerySchema,
  projectRosterSchema,
} from './api-master-data.ts';

describe('master-data api payloads', () => {
  it('reads sort=field ascending and sort=-field descending', () => {
    expect(projectListQuerySchema.parse({ sort: '-city' }).sort).toEqual({
      field: 'city',
      direction: 'desc',
    });
    expect(projectListQuerySchema.parse({ sort: 'pmLastName' }).sort).toEqual({
      field: 'pmLastName',
      direction: 'asc',
    });
    expect(projectListQuerySchema.safeParse({ sort: 'password' }).success).toBe(false);
  });

  it('reads the eligibility filter as 1/0 or true/false (EMPLOYEES-02)', () => {
    expect(employeeQuerySchema.parse({ perDiemEligible: '1' }).perDiemEligible).toBe(true);
    expect(employeeQuerySchema.parse({ perDiemEligible: 'false' }).perDiemEligible).toBe(false);
    expect(employeeQuerySchema.parse({}).perDiemEligible).toBeUndefined();
    expect(employeeQuerySchema.safeParse({ perDiemEligible: 'maybe' }).success).toBe(false);
  });

  it('defaults a roster row to per diem NONE (PROJECTS-34) and refuses Standard and Travel (U-17)', () => {
    const roster = projectRosterSchema.parse({
      projectEmployees: [{ employeeId: '4', jobClass: 'LABORER' }],
    });
    expect(roster.projectEmployees).toEqual([{ employeeId: 4, jobClass: 'LABORER', perDiemType: 'NONE' }]);
    const travel = projectRosterSchema.safeParse({
      projectEmployees: [{ employeeId: 4, jobClass: 'LABORER', perDiemType: 'travel' }],
    });
    expect(travel.error?.issues.map((issue) => issue.message)).toEqual([
      'Standard and Travel per diem cannot be chosen on the roster',
    ]);
  });

  it('refuses the same employee twice on a roster', () => {
    const twice = projectRosterSchema.safeParse({
      projectEmployees: [
        { employeeId: 4, jobClass: 'LABORER' },
        { employeeId: 4, jobClass: 'FOREMAN' },
      ],
    });
    expect(twice.error?.issues.map((issue) => issue.message)).toEqual([
      'An employee can be on the roster only once',
    ]);
  });

  it('needs whole equipment quantities of at least 1 and blanks an empty vendor', () => {
    expect(
      projectEquipmentSchema.parse({ equipment: [{ equipmentId: 1, quantity: '2', vendor: ' ' }] }),
    ).toEqual({
      equipment: [{ equipmentId: 1, quantity: 2, vendor: null }],
    });
    expect(projectEquipmentSchema.safeParse({ equipment: [{ equipmentId: 1, quantity: 1.5 }] }).success).toBe(
      false,
    );
  });

  it('upper-cases the per diem type of the rate lookup and uses NONE when empty (TS-CALC-08)', () => {
    expect(perDiemRateQuerySchema.parse({ perDiemType: 'local', driveMiles: '' })).toEqual({
      perDiemType: 'LOCAL',
      driveMiles: 0,
      flyMiles: 0,
      workHours: 0,
    });
    expect(perDiemRateQuerySchema.parse({}).perDiemType).toBe('NONE');
    expect(perDiemRateQuerySchema.safeParse({ driveMiles: '-1' }).success).toBe(false);
  });
});
