import { correctionValueError, correctionValueFields, correctionValueText } from './corrections.ts';
import { MSG } from './messages.ts';

describe('correction values (TS-CORR-05…14)', () => {
  it('asks for a type before a value', () => {
    expect(correctionValueError('', '12')).toBe('Select a correction type before entering a value');
  });
  it('requires a value with "Must enter new value for correction"', () => {
    expect(correctionValueError('ADD_DRIVE_MILES', ' ')).toBe('Must enter new value for correction');
  });
  it.each(['12', '12.5', '12.25'])('accepts %s drive or fly miles', (value) => {
    expect(correctionValueError('ADD_DRIVE_MILES', value)).toBeNull();
    expect(correctionValueError('ADD_FLY_MILES', value)).toBeNull();
  });
  it.each(['12.345', '-1', 'abc'])(
    'rejects %s miles with "Only numbers are allowed for this correction type."',
    (value) => {
      expect(correctionValueError('ADD_FLY_MILES', value)).toBe(MSG.correctionMiles);
    },
  );
  it.each(['8', '10.5', '0.5'])('accepts %s work hours (pattern as written, U-22)', (value) => {
    expect(correctionValueError('ADD_WORK_HOURS', value)).toBeNull();
  });
  it.each(['100', '8.125', 'x'])('rejects %s work hours with the 1-99 message', (value) => {
    expect(correctionValueError('ADD_WORK_HOURS', value)).toBe(MSG.correctionWorkHours);
  });
  it('accepts Local, Regional or National in any case, and nothing else', () => {
    expect(correctionValueError('UPDATE_PER_DIEM', 'local')).toBeNull();
    expect(correctionValueError('UPDATE_PER_DIEM', 'NATIONAL')).toBeNull();
    expect(correctionValueError('UPDATE_PER_DIEM', 'Standard')).toBe(MSG.correctionPerDiem);
  });
  it('accepts Y or N in any case for truck allowance', () => {
    expect(correctionValueError('UPDATE_TRUCK_ALLOWANCE', 'y')).toBeNull();
    expect(correctionValueError('UPDATE_TRUCK_ALLOWANCE', 'yes')).toBe(MSG.correctionTruck);
  });
  it('sends only the value field of the type, truck allowance as a boolean', () => {
    expect(correctionValueFields('ADD_WORK_HOURS', '7.5')).toEqual({ correctionWorkHours: 7.5 });
    expect(correctionValueFields('UPDATE_PER_DIEM', 'regional')).toEqual({
      correctionPerDiemType: 'REGIONAL',
    });
    expect(correctionValueFields('UPDATE_TRUCK_ALLOWANCE', 'n')).toEqual({ correctionTruckAllowance: false });
  });
  it('refuses to build a payload without a value: "must have new value to submit"', () => {
    expect(() => correctionValueFields('ADD_DRIVE_MILES', '')).toThrow('must have new value to submit');
  });
});

describe('correctionValueText', () => {
  const stored = {
    correctionDriveMiles: null,
    correctionFlyMiles: null,
    correctionWorkHours: null,
    correctionPerDiemType: null,
    correctionTruckAllowance: null,
  };
  it('reads back the one value field of the type as the text the user typed', () => {
    expect(
      correctionValueText({ ...stored, correctionType: 'ADD_WORK_HOURS', correctionWorkHours: 7.5 }),
    ).toBe('7.5');
    expect(correctionValueText({ ...stored, correctionType: 'ADD_FLY_MILES', correctionFlyMiles: 0 })).toBe(
      '0',
    );
    expect(
      correctionValueText({
        ...stored,
        correctionType: 'UPDATE_PER_DIEM',
        correctionPerDiemType: 'regional',
      }),
    ).toBe('Regional');
    expect(
      correctionValueText({
        ...stored,
        correctionType: 'UPDATE_TRUCK_ALLOWANCE',
        correctionTruckAllowance: false,
      }),
    ).toBe('N');
  });
  it('is empty when the value is missing, and keeps an unknown per diem as stored', () => {
    expect(
      correctionValueText({ ...stored, correctionType: 'ADD_DRIVE_MILES', correctionWorkHours: 3 }),
    ).toBe('');
    expect(
      correctionValueText({ ...stored, correctionType: 'UPDATE_PER_DIEM', correctionPerDiemType: 'Mars' }),
    ).toBe('Mars');
  });
  it('round-trips with correctionValueFields', () => {
    const fields = correctionValueFields('UPDATE_PER_DIEM', 'national');
    expect(correctionValueText({ ...stored, ...fields, correctionType: 'UPDATE_PER_DIEM' })).toBe('National');
  });
});
