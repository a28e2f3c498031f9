// The course card's save/pin icon: a toggle button named after the paper and the action it takes.
import { useLingui } from '@lingui/react/macro';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import './save-paper-button.css';

type TSavePaperButtonProps = {
  paperTitle: string;
  isSaved: boolean;
  isBusy: boolean;
  onToggle: () => void;
};

export function SavePaperButton({ paperTitle, isSaved, isBusy, onToggle }: TSavePaperButtonProps) {
  const { t } = useLingui();
  const Icon = isSaved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      className="save-paper-button"
      aria-label={isSaved ? t`Remove ${paperTitle} from saved` : t`Save ${paperTitle}`}
      aria-pressed={isSaved}
      // aria-disabled, not disabled: a disabled button would drop keyboard focus mid-request.
      aria-disabled={isBusy}
      aria-busy={isBusy}
      onClick={onToggle}
    >
      <Icon aria-hidden="true" />
    </button>
  );
}
