import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { DATE_INPUT_INVALID, setLanguage } from 'shared-kit';
import { MASTER_DATA_MSG } from 'shared-kit/domain';
import {
  I18nProvider,
  KIT_CATALOGUES,
  messagesFor,
  useTranslateMessage,
  validationKeyOf,
} from 'shared-kit/i18n';
import { MSG } from '../domain/messages.ts';
import { FUTURE_TIMESHEET_DATE_TEXT } from '../domain/timesheet-form.ts';

/** The kit's Spanish (fetched before the tests, src/test-setup.ts). */
const SPANISH = (): Readonly<Record<string, string>> => messagesFor('es');

describe("the domain's validation messages in the kit's catalogue", () => {
  it.each(Object.entries(MSG))(
    '%s is the seed text itself in English, and has a Spanish',
    (name, english) => {
      expect(KIT_CATALOGUES.en[`kit.validation.${name}`]).toBe(english);
      expect(validationKeyOf(english)).toBe(`kit.validation.${name}`);
      expect(SPANISH()[`kit.validation.${name}`]).not.toBe(english);
    },
  );

  it.each(
    (['reportProjectEmpty', 'reportStartRequired', 'reportEndRequired', 'reportStartAfterEnd'] as const).map(
      (name) => [name, MASTER_DATA_MSG[name]] as const,
    ),
  )("holds the Timesheets Report's %s (REPORTS-04…07) by its English, with a Spanish", (name, english) => {
    expect(KIT_CATALOGUES.en[`kit.validation.${name}`]).toBe(english);
    expect(validationKeyOf(english)).toBe(`kit.validation.${name}`);
    expect(SPANISH()[`kit.validation.${name}`]).not.toBe(english);
  });

  it("holds the date picker's message too", () => {
    expect(validationKeyOf(DATE_INPUT_INVALID)).toBe('kit.validation.dateInputInvalid');
  });

  it('holds the refusal of a future date (U-30), shown by the page and answered by the api alike', () => {
    expect(validationKeyOf(FUTURE_TIMESHEET_DATE_TEXT)).toBe('kit.validation.futureTimesheetDate');
    expect(SPANISH()['kit.validation.futureTimesheetDate']).not.toBe(FUTURE_TIMESHEET_DATE_TEXT);
  });
});

function Shown({ message }: { message: string }) {
  return <p>{useTranslateMessage()(message)}</p>;
}

describe('a message shown in Spanish', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('is looked up by its English, from a schema or a server 400 alike', () => {
    act(() => setLanguage('es'));
    render(
      <I18nProvider catalogues={{ en: {}, es: {} }}>
        <Shown message={MSG.dailyJournalRequired} />
      </I18nProvider>,
    );
    expect(screen.getByText('El diario del día no puede quedar vacío')).toBeInTheDocument();
  });

  it("is a catalogue entry's text when it came as a production build's AST, never the AST", () => {
    const compiled = [
      { type: 0, value: 'Your language could not be saved to your profile. It stays on this device.' },
    ];
    render(<Shown message={compiled as unknown as string} />);
    expect(
      screen.getByText('Your language could not be saved to your profile. It stays on this device.'),
    ).toBeVisible();
    act(() => setLanguage('es'));
    render(
      <I18nProvider catalogues={{ en: {}, es: {} }}>
        <Shown message={[{ type: 0, value: MSG.dailyJournalRequired }] as unknown as string} />
      </I18nProvider>,
    );
    expect(screen.getByText('El diario del día no puede quedar vacío')).toBeInTheDocument();
  });

  it('is shown as it came when the kit does not know it', () => {
    act(() => setLanguage('es'));
    render(
      <I18nProvider catalogues={{ en: {}, es: {} }}>
        <Shown message="Timesheet was changed by another user" />
      </I18nProvider>,
    );
    expect(screen.getByText('Timesheet was changed by another user')).toBeInTheDocument();
  });
});
