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
  cataloguesHere,
  formatIn,
  FormattedMessage,
  I18nProvider,
  loadCatalogues,
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
  it('have the same keys and ICU arguments in English and Spanish, and every message parses', async () => {
    expect(await catalogueProblems(KIT_CATALOGUES)).toEqual([]);
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

  it("renders an area's App in its catalogues and keeps what the lifecycles read from it", async () => {
    const preload = jest.fn(() => Promise.resolve());
    const titleOf = () => 'Area';
    const App = Object.assign(
      function App() {
        return <p>{useIntl().formatMessage({ id: 'area.hello' })}</p>;
      },
      { preload, titleOf },
    );
    const spanish = jest.fn(() => Promise.resolve({ default: { 'area.hello': 'Hola cuadrilla' } }));
    const Wrapped = withCatalogues(App, { en: { 'area.hello': 'Hello crew' }, es: spanish });
    expect(Wrapped.titleOf).toBe(titleOf);
    act(() => setLanguage('es'));
    // The lifecycles' preload fetches the screen's code and the page's language side by side.
    await Wrapped.preload?.({ pathname: '/area', search: '' });
    expect(preload).toHaveBeenCalledWith({ pathname: '/area', search: '' });
    expect(spanish).toHaveBeenCalledTimes(1);
    render(<Wrapped />);
    expect(screen.getByText('Hola cuadrilla')).toBeInTheDocument();
    expect(spanish).toHaveBeenCalledTimes(1);
  });
});

describe('a language fetched when a page shows it', () => {
  afterEach(() => act(() => setLanguage('en')));

  function Hello() {
    return <p>{useIntl().formatMessage({ id: 'area.hello' })}</p>;
  }
  /** A Spanish catalogue whose fetch the test answers. */
  function heldSpanish() {
    let answer!: (catalogue: { default: Record<string, string> }) => void;
    let fail!: (error: Error) => void;
    const loader = jest.fn(
      () =>
        new Promise<{ default: Record<string, string> }>((resolve, reject) => {
          answer = resolve;
          fail = reject;
        }),
    );
    return {
      loader,
      answer: (catalogue: Record<string, string>) => answer({ default: catalogue }),
      fail: (error: Error) => fail(error),
    };
  }

  it('shows nothing until the messages of a page that starts in Spanish are here: no flash of English', async () => {
    const spanish = heldSpanish();
    act(() => setLanguage('es'));
    render(
      <I18nProvider catalogues={{ en: { 'area.hello': 'Hello crew' }, es: spanish.loader }}>
        <Hello />
      </I18nProvider>,
    );
    expect(screen.queryByText('Hello crew')).not.toBeInTheDocument();
    await act(async () => spanish.answer({ 'area.hello': 'Hola cuadrilla' }));
    expect(screen.getByText('Hola cuadrilla')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('keeps the language shown until the chosen one has arrived, and asks for it once', async () => {
    const spanish = heldSpanish();
    const catalogues = { en: { 'area.hello': 'Hello crew' }, es: spanish.loader };
    act(() => setLanguage('en'));
    const { rerender } = render(
      <I18nProvider catalogues={catalogues}>
        <Hello />
      </I18nProvider>,
    );
    expect(spanish.loader).not.toHaveBeenCalled();
    act(() => setLanguage('es'));
    rerender(
      <I18nProvider catalogues={catalogues}>
        <Hello />
      </I18nProvider>,
    );
    expect(screen.getByText('Hello crew')).toBeInTheDocument();
    await act(async () => spanish.answer({ 'area.hello': 'Hola cuadrilla' }));
    expect(screen.getByText('Hola cuadrilla')).toBeInTheDocument();
    act(() => setLanguage('en'));
    act(() => setLanguage('es'));
    expect(screen.getByText('Hola cuadrilla')).toBeInTheDocument();
    expect(spanish.loader).toHaveBeenCalledTimes(1);
  });

  it('shows English when the messages cannot be fetched (offline before Spanish was ever shown), and asks again later', async () => {
    const spanish = heldSpanish();
    const catalogues = { en: { 'area.hello': 'Hello crew' }, es: spanish.loader };
    act(() => setLanguage('es'));
    render(
      <I18nProvider catalogues={catalogues}>
        <Hello />
      </I18nProvider>,
    );
    await act(async () => spanish.fail(new TypeError('Failed to fetch')));
    expect(screen.getByText('Hello crew')).toBeInTheDocument();
    expect(cataloguesHere('es', catalogues)).toBe(false);
    const again = loadCatalogues('es', catalogues);
    spanish.answer({ 'area.hello': 'Hola cuadrilla' });
    await again;
    expect(spanish.loader).toHaveBeenCalledTimes(2);
    expect(cataloguesHere('es', catalogues)).toBe(true);
    expect(messagesFor('es', catalogues)['area.hello']).toBe('Hola cuadrilla');
  });
});

describe('useIntl and FormattedMessage', () => {
  it('render a message in the language of the I18nProvider above them', async () => {
    render(
      <I18nProvider catalogues={{ en: { 'area.count': '{n, plural, one {# row} other {# rows}}' }, es: {} }}>
        <p>
          <FormattedMessage id="area.count" values={{ n: 2 }} />
        </p>
      </I18nProvider>,
    );
    expect(await screen.findByText('2 rows')).toBeInTheDocument();
  });

  it('need an I18nProvider above them: outside one they say so instead of showing keys', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<FormattedMessage id="kit.retry" />)).toThrow(/I18nProvider/);
    quiet.mockRestore();
  });
});
