import { useSearchParams, DATE_DEFAULT, formatApiDate } from 'shared-kit';
import { NextReleasePage } from '../common/next-release-page';

/** /foreman/timesheets — the Timesheets list comes in a later issue; the requested week is echoed. */
export default function TimesheetsPage() {
  const [searchParams] = useSearchParams();
  const startOfWeek = searchParams.get('startOfWeek');
  return (
    <NextReleasePage>
      {startOfWeek && <p>Requested week starting {formatApiDate(startOfWeek, DATE_DEFAULT)}.</p>}
    </NextReleasePage>
  );
}
