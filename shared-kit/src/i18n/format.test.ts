import { createIntl } from './format.ts';

describe('createIntl (the formatter I18nProvider gives)', () => {
  const messages = {
    'kit.hours': '{hours, plural, one {# Hour} other {# Hours}}',
    'kit.retry': 'Retry',
    'a.section': 'Errors in {section}',
  };

  it('formats ICU plurals and numbers in its language', () => {
    expect(createIntl({ locale: 'en', messages }).formatMessage({ id: 'kit.hours' }, { hours: 1 })).toBe(
      '1 Hour',
    );
    expect(createIntl({ locale: 'en', messages }).formatMessage({ id: 'kit.hours' }, { hours: 7.5 })).toBe(
      '7.5 Hours',
    );
    expect(createIntl({ locale: 'es', messages }).formatMessage({ id: 'kit.hours' }, { hours: 7.5 })).toBe(
      '7,5 Hours',
    );
    expect(
      createIntl({ locale: 'en', messages }).formatMessage({ id: 'a.section' }, { section: 'Crew' }),
    ).toBe('Errors in Crew');
  });

  it('shows a missing key as its default text, else the key, and says so', () => {
    const onError = jest.fn();
    const intl = createIntl({ locale: 'en', messages, onError });
    expect(intl.formatMessage({ id: 'kit.nowhere', defaultMessage: 'Approved' })).toBe('Approved');
    expect(intl.formatMessage({ id: 'kit.nowhere' })).toBe('kit.nowhere');
    expect(onError).toHaveBeenCalledTimes(2);
    expect(String(onError.mock.calls[0][0])).toContain('kit.nowhere');
  });

  it('shows a message it cannot format (a value missing) as its key, and says so', () => {
    const onError = jest.fn();
    expect(createIntl({ locale: 'en', messages, onError }).formatMessage({ id: 'a.section' })).toBe(
      'a.section',
    );
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('prepares each message once and formats it again with new values', () => {
    const intl = createIntl({ locale: 'en', messages });
    expect(intl.formatMessage({ id: 'kit.hours' }, { hours: 2 })).toBe('2 Hours');
    expect(intl.formatMessage({ id: 'kit.hours' }, { hours: 1 })).toBe('1 Hour');
    expect(intl.locale).toBe('en');
  });
});
