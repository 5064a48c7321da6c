const NEW_PROJECT = 'New Project';
const MAX_DISPLAY_LENGTH = 15;

/** Normalised form of a project number: no spaces or hyphens, upper-case (U-39). */
export const normaliseProjectNumber = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * Display form (CONST-16/17): normalised, hyphen after the 1st character, spaces after positions 4, 8 and 11,
 * at most 15 characters; 'New Project' is kept as it is. Example: p13abc01xyz → P-13 ABC 01 XYZ.
 */
export const formatProjectNumber = (value: string | null | undefined): string => {
  if (!value) return '';
  if (value === NEW_PROJECT) return value;
  const plain = normaliseProjectNumber(value);
  let display = plain.slice(0, 1);
  if (plain.length > 1) display += `-${plain.slice(1)}`;
  for (const position of [4, 8, 11]) {
    if (display.length > position) display = `${display.slice(0, position)} ${display.slice(position)}`;
  }
  return display.slice(0, MAX_DISPLAY_LENGTH);
};
