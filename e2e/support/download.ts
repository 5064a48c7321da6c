import fs from 'node:fs';
import type { Page } from '@playwright/test';

/** Clicks the button that downloads a CSV; the file's name and its non-empty lines (CRLF or LF). */
export async function downloadCsv(
  page: Page,
  button = 'Export CSV',
): Promise<{ filename: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const lines = fs
    .readFileSync((await download.path())!, 'utf8')
    .split(/\r?\n/)
    .filter(Boolean);
  return { filename: download.suggestedFilename(), lines };
}
