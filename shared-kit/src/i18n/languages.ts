/**
 * The portal's languages. Local stand-ins until helper A's `LANGUAGES`, `languageSchema` and `Language`
 * ('shared-kit/domain', the profile's language) are merged: then this file is deleted and its users take those names.
 */
export const PORTAL_LANGUAGES = ['en', 'es'] as const;
export type PortalLanguage = (typeof PORTAL_LANGUAGES)[number];

export const isPortalLanguage = (value: unknown): value is PortalLanguage =>
  typeof value === 'string' && (PORTAL_LANGUAGES as readonly string[]).includes(value);
