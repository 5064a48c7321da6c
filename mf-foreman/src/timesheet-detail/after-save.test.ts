import { sameValues, valuesAfterSave } from './after-save';
import {
  emptyContractLaborRow,
  emptyCrewRow,
  savedTimesheetValues,
  type ContractLaborRowValues,
  type CrewRowValues,
  type TimesheetFormValues,
} from './form-values';
import { crewRecord, timesheetDetail } from './test-data';

const onScreen = (overrides: Partial<TimesheetFormValues> = {}): TimesheetFormValues => ({
  ...savedTimesheetValues(timesheetDetail()),
  ...overrides,
});
const crewRow = (overrides: Partial<CrewRowValues>): CrewRowValues => ({ ...emptyCrewRow(), ...overrides });
const laborRow = (overrides: Partial<ContractLaborRowValues>): ContractLaborRowValues => ({
  ...emptyContractLaborRow(),
  ...overrides,
});
const ids = (rows: ReadonlyArray<{ timesheetRecordId: number | null }>) =>
  rows.map((row) => row.timesheetRecordId);

describe('valuesAfterSave: what the form holds when a write answers', () => {
  it('is the saved timesheet when nothing changed while the write was under way', () => {
    const sent = onScreen({ dailyJournal: '  Set forms.  ' });
    const saved = savedTimesheetValues(timesheetDetail({ dailyJournal: 'Set forms.', version: 4 }));
    expect(valuesAfterSave(sent, sent, saved)).toEqual(saved);
  });

  it('keeps a journal typed after the write was sent, and takes the rest from the answer', () => {
    const sent = onScreen({ dailyJournal: 'Set forms.', foremanSignerName: 'Frank Foreman' });
    const current = { ...sent, dailyJournal: 'Set forms. Poured at 2.' };
    const saved = savedTimesheetValues(timesheetDetail({ foremanSignerName: 'Frank  Foreman', version: 4 }));
    const after = valuesAfterSave(sent, current, saved);
    expect(after.dailyJournal).toBe('Set forms. Poured at 2.');
    expect(after.foremanSignerName).toBe('Frank  Foreman');
    expect(after.version).toBe(4);
    expect(sameValues(after, saved)).toBe(false);
  });

  it("gives a crew row sent new the api's id, and keeps a row added during the write new", () => {
    const added = crewRow({ employeeId: '30', firstName: 'Cody', workHours: '8' });
    const sent = onScreen({
      timesheetRecords: [...onScreen().timesheetRecords, added],
    });
    const during = crewRow({ employeeId: '31', firstName: 'Dee' });
    const current = { ...sent, timesheetRecords: [...sent.timesheetRecords, during] };
    // The api answers in job class order: the new row first.
    const saved = savedTimesheetValues(
      timesheetDetail({
        version: 4,
        timesheetRecords: [
          crewRecord({ timesheetRecordId: 950, employeeId: 30 }),
          crewRecord({ timesheetRecordId: 901 }),
        ],
      }),
    );
    const after = valuesAfterSave(sent, current, saved);
    expect(ids(after.timesheetRecords)).toEqual([901, 950, null]);
    expect(after.timesheetRecords[2]).toEqual(during);
  });

  it("keeps a change made during the write to a row sent new, under the api's id (so it is not added twice)", () => {
    const added = laborRow({ contractor: 'Dale Whitaker', workHours: '6' });
    const sent = onScreen({ contractLaborRecords: [added] });
    const current = { ...sent, contractLaborRecords: [{ ...added, workHours: '9.5' }] };
    const saved = savedTimesheetValues(
      timesheetDetail({
        version: 4,
        contractLaborRecords: [
          {
            timesheetRecordId: 501,
            contractor: 'Dale Whitaker',
            contractorCompanyName: '',
            contractorClass: 'FIELD_LABOR',
            workHours: 6,
            outOfScopeHours: 0,
          },
        ],
      }),
    );
    const [row] = valuesAfterSave(sent, current, saved).contractLaborRecords;
    expect(row).toMatchObject({ timesheetRecordId: 501, workHours: '9.5', rowKey: 'saved-501' });
  });

  it('gives new contract labor rows their ids in the order sent, and leaves a row removed during the write out', () => {
    const first = laborRow({ contractor: 'Ann', workHours: '4' });
    const second = laborRow({ contractor: 'Ben', workHours: '5' });
    const sent = onScreen({ contractLaborRecords: [first, second] });
    const current = { ...sent, contractLaborRecords: [second] };
    const laborRecord = (timesheetRecordId: number, contractor: string, workHours: number) => ({
      timesheetRecordId,
      contractor,
      contractorCompanyName: '',
      contractorClass: 'FIELD_LABOR',
      workHours,
      outOfScopeHours: 0,
    });
    const saved = savedTimesheetValues(
      timesheetDetail({ contractLaborRecords: [laborRecord(601, 'Ann', 4), laborRecord(602, 'Ben', 5)] }),
    );
    const after = valuesAfterSave(sent, current, saved);
    expect(after.contractLaborRecords).toEqual([saved.contractLaborRecords[1]]);
  });
});

describe('sameValues', () => {
  it('compares form values deeply, a missing field as undefined', () => {
    expect(sameValues({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValues({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(sameValues({ a: undefined }, {})).toBe(true);
    expect(sameValues([], {})).toBe(false);
    expect(sameValues(null, {})).toBe(false);
  });
});
