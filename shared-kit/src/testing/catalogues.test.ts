import { catalogueProblems, seedTextProblems } from './catalogues.ts';

describe('catalogueProblems', () => {
  it('accepts catalogues with the same keys and arguments', async () => {
    expect(
      await catalogueProblems({
        en: { hours: '{count, plural, one {Hour} other {Hours}}', title: 'Timesheets' },
        es: { hours: '{count, plural, one {Hora} other {Horas}}', title: 'Partes diarios' },
      }),
    ).toEqual([]);
  });

  it('names a key one language lacks, either way round', async () => {
    expect(await catalogueProblems({ en: { a: 'A', b: 'B' }, es: { a: 'A', c: 'C' } })).toEqual([
      'en: c is missing (es has it)',
      'es: b is missing (en has it)',
    ]);
  });

  it('names a message that does not parse and an empty one', async () => {
    expect(await catalogueProblems({ en: { a: 'Hello {name' }, es: { a: '' } })).toEqual([
      expect.stringMatching(/^en: a does not parse/),
      'es: a is empty',
    ]);
  });

  it('names a translation that drops the plural or renames an argument', async () => {
    expect(
      await catalogueProblems({
        en: { hours: '{count, plural, one {# Hour} other {# Hours}}', who: 'By {name}' },
        es: { hours: '{count} Horas', who: 'Por {nombre}' },
      }),
    ).toEqual([
      'es: hours uses {count:argument} where en uses {count:plural}',
      'es: who uses {nombre:argument} where en uses {name:argument}',
    ]);
  });
});

it('reads a language its catalogues fetch (a loader), as a page does', async () => {
  expect(
    await catalogueProblems({
      en: { a: 'A', b: 'B' },
      es: () => Promise.resolve({ default: { a: 'A' } }),
    }),
  ).toEqual(['es: b is missing (en has it)']);
});

describe('seedTextProblems', () => {
  it('names an English entry that is not its seed text character for character', () => {
    expect(
      seedTextProblems({ ok: 'Timesheets', off: 'Time sheets' }, { ok: 'Timesheets', off: 'Timesheets' }),
    ).toEqual(['off: "Time sheets" is not the seed\'s "Timesheets"']);
  });
});
