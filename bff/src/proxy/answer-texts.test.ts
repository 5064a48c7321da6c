import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { KEYS_UNAVAILABLE_MESSAGE } from '../auth/require-token.ts';
import { API_TIMEOUT_MESSAGE, API_UNAVAILABLE_MESSAGE } from './api-proxy.ts';

// The bff answers in English; the portal shows its 502–504 texts in the page's language by looking them up by their
// English in the kit's catalogue (kit.answer.…, docs/i18n.md §4). These keep the two the same text. The catalogues
// are read as the JSON the kit ships (its React side is not for node).
const kitDir = join(dirname(createRequire(import.meta.url).resolve('shared-kit/domain')), '../i18n/kit');
const catalogue = (language: 'en' | 'es'): Record<string, string> =>
  JSON.parse(readFileSync(join(kitDir, `${language}.json`), 'utf8')) as Record<string, string>;

describe("the bff's gateway answers in the kit's catalogue", () => {
  it.each([
    ['kit.answer.apiUnavailable', API_UNAVAILABLE_MESSAGE],
    ['kit.answer.apiTimeout', API_TIMEOUT_MESSAGE],
    ['kit.answer.signInUnavailable', KEYS_UNAVAILABLE_MESSAGE],
  ])('%s is the English the bff sends, and has its own Spanish', (key, english) => {
    expect(catalogue('en')[key]).toBe(english);
    expect(catalogue('es')[key]).toEqual(expect.stringMatching(/Intente de nuevo en un momento\.$/));
  });
});
