/** A LIKE pattern that matches `text` literally anywhere: %, _ and \ in user input are not wildcards. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
