import { Button, Row } from 'shared-kit';

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
  return (
    <nav aria-label={label}>
      <Row>
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous page
        </Button>
        <span aria-live="polite">{`Page ${page} of ${pageCount}`}</span>
        <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
          Next page
        </Button>
      </Row>
    </nav>
  );
}
