// zod/mini, as user.ts: this schema is part of GET /user, which every page loads.
import * as z from 'zod/mini';

/** The portal's languages; the first is the default (issue 43). */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const UNKNOWN_LANGUAGE_TEXT = `Language must be one of: ${LANGUAGES.join(', ')}`;

export const languageSchema = z.enum(LANGUAGES, { error: UNKNOWN_LANGUAGE_TEXT });

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** PUT /user/language: the language the signed-in user picked. */
export const userLanguageBodySchema = z.object({ language: languageSchema });
export type UserLanguageBody = z.infer<typeof userLanguageBodySchema>;
