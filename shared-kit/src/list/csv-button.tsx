import { useState } from 'react';
import { Button, notify } from 'shared-kit';
import { downloadCsv, saveCsvOfRows } from './csv.ts';
import type { CsvDownload, CsvOfRows } from './csv.ts';

/**
 * 'Export CSV' (PROJECTS-07, EMPLOYEES-04): downloads the list's CSV from the api (`path`), or makes it in the browser
 * from the list's rows (`columns`, `rows`), and saves it as `filename`. Busy while the file comes; a failure is a
 * toast with the server's message.
 */
export function CsvDownloadButton<Row>({
  children = 'Export CSV',
  failureMessage = 'CSV export failed',
  ...download
}: (CsvDownload | CsvOfRows<Row>) & { children?: string; failureMessage?: string }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await ('path' in download ? downloadCsv(download) : saveCsvOfRows(download));
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
