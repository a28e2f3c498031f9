// Page controls for a console list the server pages: previous, next, and where this page sits.
import { Trans, useLingui } from '@lingui/react/macro';

export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The controls' name: a page with two paged tables names each one's (landmarks need their own names). */
  label?: string;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="admin-pagination" aria-label={label ?? t`Pages`}>
      <p className="admin-pagination__where">
        <Trans>
          {first}–{last} of {total}
        </Trans>
      </p>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Trans>Previous</Trans>
      </button>
      <span className="admin-pagination__page">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}
