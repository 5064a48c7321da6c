import { act, render, screen } from '@testing-library/react';
import { setLanguage } from 'shared-kit/host';
import {
  AREA_LABEL,
  formatHours,
  PER_DIEM_TYPE_LABEL,
  TIMESHEET_ACTION_LABEL,
  TIMESHEET_STATE_LABEL,
  TIMESHEET_STATES,
  TIMESHEET_TOAST,
} from 'shared-kit';
import { catalogueProblems, seedTextProblems } from '../testing/catalogues.ts';
import {
  formatIn,
  I18nProvider,
  KIT_CATALOGUES,
  type Catalogues,
  messagesFor,
  useFormatHours,
  useIntl,
  validationKeyOf,
  withCatalogues,
} from './index.ts';
import { plainTextOf } from './kit-text.ts';

/** The kit's English entries that are seed texts, copied character for character from the seeds (not in the repo). */
const KIT_SEED_TEXTS = {
  'kit.dataErrors': 'Please fix the following errors before submitting again',
  'kit.dataErrors.title': 'Data Errors',
  'kit.state.OPEN': 'Open',
  'kit.state.PENDING_APPROVAL': 'Pending Approval',
  'kit.state.IN_REVIEW': 'In Review',
  'kit.state.APPROVED': 'Approved',
  'kit.state.REJECTED': 'Rejected',
  'kit.state.COMPLETED': 'Completed',
};

describe("the kit's catalogues", () => {
  it('have the same keys and ICU arguments in English and Spanish, and every message parses', () => {
    expect(catalogueProblems(KIT_CATALOGUES)).toEqual([]);
  });

  it('keep the seed texts in English character for character, as the constants the api and tests use', () => {
    expect(seedTextProblems(KIT_CATALOGUES.en, KIT_SEED_TEXTS)).toEqual([]);
    for (const [action, label] of Object.entries(TIMESHEET_ACTION_LABEL))
      expect(KIT_CATALOGUES.en[`kit.action.${action}`]).toBe(label);
    for (const [name, text] of Object.entries(TIMESHEET_TOAST)) {
      expect(KIT_CATALOGUES.en[`kit.toast.${name}`]).toBe(text);
      expect(validationKeyOf(text)).toBe(`kit.toast.${name}`);
    }
    for (const [area, label] of Object.entries(AREA_LABEL))
      expect(KIT_CATALOGUES.en[`kit.area.${area}`]).toBe(label);
    for (const [type, label] of Object.entries(PER_DIEM_TYPE_LABEL))
      expect(KIT_CATALOGUES.en[`kit.perDiem.${type}`]).toBe(label);
    for (const state of TIMESHEET_STATES)
      expect(KIT_CATALOGUES.en[`kit.state.${state}`]).toBe(TIMESHEET_STATE_LABEL[state]);
  });
});

describe('messagesFor', () => {
  it("lays a package's messages over the kit's, and English under a language that lacks a key", () => {
    const messages = messagesFor('es', {
      en: { 'a.only': 'Only English', 'a.both': 'Both' },
      es: { 'a.both': 'Ambos' },
    });
    expect(messages['a.both']).toBe('Ambos');
    expect(messages['a.only']).toBe('Only English');
    expect(messages['kit.retry']).toBe('Reintentar');
  });
});

function Hours({ values }: { values: number[] }) {
  const formatHours = useFormatHours();
  return <p>{values.map(formatHours).join(' | ')}</p>;
}

describe('as a production build ships them (each message its ICU AST, shared-kit/federation/catalogue-loader.cjs)', () => {
  // The type says strings (what jest and typecheck read); a production build's are these.
  const compiled = {
    en: { 'shell.x.saved': [{ type: 0, value: 'Saved' }] },
    es: { 'shell.x.saved': [{ type: 0, value: 'Guardado' }] },
  } as unknown as Catalogues;

  it('formatIn formats a message outside React, in the language asked, from strings or ASTs', () => {
    expect(formatIn('es', compiled, 'shell.x.saved')).toBe('Guardado');
    expect(formatIn('en', compiled, 'shell.x.saved')).toBe('Saved');
    expect(
      formatIn('es', { en: { 'a.n': '{n, plural, one {# Hour} other {# Hours}}' }, es: {} }, 'kit.hours', {
        hours: 2.5,
      }),
    ).toBe('2,5 Horas');
  });

  it("reads a validation message's English from its AST as from its string; a message with arguments has none", () => {
    expect(plainTextOf('Must have some work hours')).toBe('Must have some work hours');
    expect(plainTextOf([{ type: 0, value: 'Must have some work hours' }])).toBe('Must have some work hours');
    expect(plainTextOf([{ type: 1, value: 'name' }])).toBeUndefined();
    expect(
      plainTextOf([
        { type: 0, value: 'Hi ' },
        { type: 1, value: 'name' },
      ]),
    ).toBeUndefined();
    expect(plainTextOf(undefined)).toBeUndefined();
  });
});

describe('hours', () => {
  afterEach(() => act(() => setLanguage('en')));

  it("read as the seeds write them in English ('1 Hour', '7.5 Hours'), as formatHours does", () => {
    act(() => setLanguage('en'));
    render(
      <I18nProvider catalogues={{ en: {}, es: {} }}>
        <Hours values={[0, 1, 7.5, 12.25]} />
      </I18nProvider>,
    );
    expect(screen.getByText([0, 1, 7.5, 12.25].map(formatHours).join(' | '))).toBeInTheDocument();
  });

  it('follow the language in Spanish: a decimal comma and the plural', () => {
    act(() => setLanguage('es'));
    render(
      <I18nProvider catalogues={{ en: {}, es: {} }}>
        <Hours values={[1, 7.5, 8]} />
      </I18nProvider>,
    );
    expect(screen.getByText('1 Hora | 7,5 Horas | 8 Horas')).toBeInTheDocument();
  });
});

describe('withCatalogues', () => {
  afterEach(() => act(() => setLanguage('en')));

  it("renders an area's App in its catalogues and keeps what the lifecycles read from it", () => {
    const preload = jest.fn(() => Promise.resolve());
    const titleOf = () => 'Area';
    const App = Object.assign(
      function App() {
        return <p>{useIntl().formatMessage({ id: 'area.hello' })}</p>;
      },
      { preload, titleOf },
    );
    const Wrapped = withCatalogues(App, {
      en: { 'area.hello': 'Hello crew' },
      es: { 'area.hello': 'Hola cuadrilla' },
    });
    expect([Wrapped.preload, Wrapped.titleOf]).toEqual([preload, titleOf]);
    act(() => setLanguage('es'));
    render(<Wrapped />);
    expect(screen.getByText('Hola cuadrilla')).toBeInTheDocument();
  });
});
