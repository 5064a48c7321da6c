import { z } from 'zod';

export interface Issue {
  path: (string | number)[];
  message: string;
}

export const fieldIssue = (path: (string | number)[], message: string): Issue => ({ path, message });

/** 400 `{ message, errors: [{ path, message }] }` through the app's zod error handling (http/errors.ts). */
export const invalid = (issues: readonly Issue[]): z.core.$ZodError =>
  new z.core.$ZodError(
    issues.map((issue) => ({
      code: 'custom' as const,
      path: issue.path,
      message: issue.message,
      input: undefined,
    })),
  );

const NUL = String.fromCharCode(0);
/** NUL cannot be stored in PostgreSQL text, and nothing a person types contains it. */
export const withoutNul = (text: string): string => text.replaceAll(NUL, '');
