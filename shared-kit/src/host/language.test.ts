import { createLanguageStore, LANGUAGE_STORAGE_KEY, startingLanguage } from './language.ts';

const storageWith = (stored: string | null) => {
  const values = new Map<string, string>(stored === null ? [] : [[LANGUAGE_STORAGE_KEY, stored]]);
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
};

describe('the language a page starts in', () => {
  it('is the last one chosen on this device', () => {
    expect(startingLanguage(storageWith('es'), ['en-US'])).toBe('es');
    expect(startingLanguage(storageWith('en'), ['es-MX'])).toBe('en');
  });

  it("is else the browser's first preference the portal speaks, by its primary tag", () => {
    expect(startingLanguage(storageWith(null), ['es-MX', 'en'])).toBe('es');
    expect(startingLanguage(storageWith(null), ['fr-FR', 'ES'])).toBe('es');
    expect(startingLanguage(storageWith('fr'), ['en-GB', 'es'])).toBe('en');
  });

  it('is English when nothing else says, or storage throws', () => {
    expect(startingLanguage(storageWith(null), ['de-DE'])).toBe('en');
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(startingLanguage(throwing, ['es'])).toBe('es');
  });
});

describe('the language store', () => {
  it('sets lang on the page from the start and on every change, remembers the choice, and tells subscribers', () => {
    const storage = storageWith(null);
    const root = { lang: '' };
    const store = createLanguageStore(() => storage, ['en-US'], root);
    expect(root.lang).toBe('en');
    const listener = jest.fn();
    store.subscribe(listener);
    store.setLanguage('es');
    expect([store.getLanguage(), root.lang, storage.values.get(LANGUAGE_STORAGE_KEY)]).toEqual([
      'es',
      'es',
      'es',
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
    store.setLanguage('es');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('still changes the page when storage refuses to write', () => {
    const root = { lang: '' };
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createLanguageStore(() => full, [], root);
    store.setLanguage('es');
    expect([store.getLanguage(), root.lang]).toEqual(['es', 'es']);
  });
});
