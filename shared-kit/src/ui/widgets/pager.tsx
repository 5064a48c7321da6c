import { Button, Row } from 'shared-kit';
import { useKitIntl } from 'shared-kit/i18n';

/** Number of pages for `total` items, at least 1 so an empty list still reads 'Page 1 of 1'. */
export const pageCountOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** 'Page X of Y' with previous and next buttons (TS-LIST-08, TS-LIST-14). */
export function Pager({
  page,
  pageCount,
  onPageChange,
  label,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the pager for screen readers, e.g. 'Timesheet pages'. */
  label: string;
}) {
  const intl = useKitIntl();
  return (
    <nav aria-label={label}>
      <Row>
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {intl.formatMessage({ id: 'kit.pager.previous' })}
        </Button>
        <span aria-live="polite">
          {intl.formatMessage({ id: 'kit.pager.position' }, { page, pageCount })}
        </span>
        <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
          {intl.formatMessage({ id: 'kit.pager.next' })}
        </Button>
      </Row>
    </nav>
  );
}
