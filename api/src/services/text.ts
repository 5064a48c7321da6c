const NUL = String.fromCharCode(0);

/** NUL cannot be stored in PostgreSQL text, and nothing a person types contains it. */
export const withoutNul = (text: string): string => text.replaceAll(NUL, '');
