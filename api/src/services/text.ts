const NUL = String.fromCharCode(0);

/** NUL cannot be stored in PostgreSQL text, and nothing a person types contains it. */
export const withoutNul = (text: string): string => text.replaceAll(NUL, '');

/** A typed text as stored: without NUL, trimmed, null when nothing is left. */
export const cleanText = (value: string | null | undefined): string | null => {
  const text = value ? withoutNul(value).trim() : '';
  return text ? text : null;
};

/** A signature's data URL as stored: without NUL (never trimmed), null when empty. */
export const cleanImage = (value: string | null | undefined): string | null => {
  const text = value ? withoutNul(value) : '';
  return text ? text : null;
};
