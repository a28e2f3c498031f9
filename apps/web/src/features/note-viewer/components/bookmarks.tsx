// The student's bookmarks in this note: a toggle for the page on screen and the list beside the
// note, each a way back to its page. Kept on the server, so every device has them.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TNoteBookmark } from '@padanam/contract';
import { Bookmark, BookmarkCheck } from 'lucide-react';

type TBookmarkToggleProps = {
  pageNumber: number;
  isBookmarked: boolean;
  isSaving: boolean;
  onToggle: () => void;
};

export function BookmarkToggle({ pageNumber, isBookmarked, isSaving, onToggle }: TBookmarkToggleProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="btn btn--secondary btn--small pdf-viewer__bookmark-toggle"
      aria-pressed={isBookmarked}
      aria-disabled={isSaving}
      onClick={() => !isSaving && onToggle()}
    >
      {isBookmarked ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      {isBookmarked ? t`Page ${pageNumber} bookmarked` : t`Bookmark page ${pageNumber}`}
    </button>
  );
}

type TBookmarkListProps = {
  bookmarks: TNoteBookmark[];
  currentPage: number;
  onOpen: (pageNumber: number) => void;
};

export function BookmarkList({ bookmarks, currentPage, onOpen }: TBookmarkListProps) {
  return (
    <nav className="pdf-viewer__bookmarks" aria-labelledby="note-bookmarks-heading">
      <h2 id="note-bookmarks-heading" className="pdf-viewer__side-heading">
        <Trans>Bookmarks</Trans>
      </h2>
      {bookmarks.length === 0 ? (
        <p className="pdf-viewer__side-empty">
          <Trans>No bookmarks yet. Bookmark a page to come back to it.</Trans>
        </p>
      ) : (
        <ul className="pdf-viewer__bookmark-list">
          {bookmarks.map(({ page }) => (
            <li key={page}>
              <button
                type="button"
                className="pdf-viewer__bookmark-link"
                aria-current={page === currentPage ? 'page' : undefined}
                onClick={() => onOpen(page)}
              >
                <Trans>Page {page}</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
