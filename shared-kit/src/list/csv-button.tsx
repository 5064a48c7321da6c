import { useState } from 'react';
import { Button, notify } from 'shared-kit';
import { downloadCsv } from './csv.ts';
import type { CsvDownload } from './csv.ts';

/**
 * 'Export CSV' (PROJECTS-07, EMPLOYEES-04): downloads the list's CSV from the api and saves it as `filename`. Busy
 * while the file comes; a failure is a toast with the server's message.
 */
export function CsvDownloadButton({
  children = 'Export CSV',
  failureMessage = 'CSV export failed',
  ...download
}: CsvDownload & { children?: string; failureMessage?: string }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadCsv(download);
    } catch (error) {
      notify.error(failureMessage, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" disabled={busy} aria-busy={busy} onClick={() => void onClick()}>
      {children}
    </Button>
  );
}
