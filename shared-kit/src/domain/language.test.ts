import {
  LANGUAGES,
  UNKNOWN_LANGUAGE_TEXT,
  isLanguage,
  languageSchema,
  userLanguageBodySchema,
} from './language.ts';
import { signedInUserSchema } from './user.ts';

const user = { employeeId: 1, firstName: 'Frank', lastName: 'Morales', roles: [] };

describe('the user language (issue 43)', () => {
  it('offers English first, as the default, and Spanish', () => {
    expect(LANGUAGES).toEqual(['en', 'es']);
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
  });

  it('refuses an unknown language with "Language must be one of: en, es"', () => {
    const result = userLanguageBodySchema.safeParse({ language: 'fr' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['language'], message: UNKNOWN_LANGUAGE_TEXT });
    expect(UNKNOWN_LANGUAGE_TEXT).toBe('Language must be one of: en, es');
    expect(languageSchema.safeParse('ES').success).toBe(false);
    expect(userLanguageBodySchema.safeParse({}).error?.issues[0]?.message).toBe(UNKNOWN_LANGUAGE_TEXT);
  });

  it('reads GET /user with a language, with null, and from an older api without one', () => {
    expect(signedInUserSchema.parse({ ...user, language: 'es' }).language).toBe('es');
    expect(signedInUserSchema.parse({ ...user, language: null }).language).toBeNull();
    expect(signedInUserSchema.parse(user).language).toBeUndefined();
  });

  it('reads a language this build does not know as never chosen instead of failing the sign-in', () => {
    expect(signedInUserSchema.parse({ ...user, language: 'fr' }).language).toBeNull();
  });
});
