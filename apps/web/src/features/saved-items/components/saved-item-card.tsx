// One saved module or paper: what it is, 'Learn now', and a way to take it off the list.
// A module shows 'Module : {number}', its course (the paper) and its title (spec "Save Items").
import type { TSavedItem } from '@padanam/contract';
import { BookOpen, NotebookText, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useRemoveSavedItem } from '../../../api/saved';
import { learnNowLink } from '../learn-now-link';

type TSavedItemCardProps = {
  item: TSavedItem;
  /** The card disappears once removed; the list takes keyboard focus instead of losing it. */
  onRemoved: () => void;
};

export function SavedItemCard({ item, onRemoved }: TSavedItemCardProps) {
  const removal = useRemoveSavedItem();
  const titleId = `saved-${item.category}-${item.id}-title`;
  const link = learnNowLink(item);
  const Icon = item.category === 'module' ? NotebookText : BookOpen;

  const remove = () => {
    if (removal.isPending) return;
    removal.mutate({ category: item.category, id: item.id }, { onSuccess: onRemoved });
  };

  return (
    <li className="card saved-card">
      <span className="saved-card__icon" aria-hidden="true">
        <Icon />
      </span>
      <div className="saved-card__body">
        {item.category === 'module' ? (
          <>
            <p className="saved-card__eyebrow">Module : {item.module}</p>
            <p className="saved-card__course">{item.paperTitle}</p>
          </>
        ) : (
          <p className="saved-card__eyebrow">{item.paperType} paper</p>
        )}
        <h3 className="saved-card__title" id={titleId}>
          {item.title}
        </h3>
      </div>
      <div className="saved-card__actions">
        <button
          type="button"
          className="btn btn--small saved-card__remove"
          aria-label={`Remove ${item.title} from saved`}
          // aria-disabled, not disabled: a disabled button would drop keyboard focus mid-request.
          aria-disabled={removal.isPending}
          onClick={remove}
        >
          <Trash2 aria-hidden="true" className="saved-card__button-icon" />
          <span>{removal.isPending ? 'Removing...' : 'Remove'}</span>
        </button>
        <Link to={link.to} state={link.state} className="btn btn--primary btn--small" aria-describedby={titleId}>
          Learn now
        </Link>
      </div>
      {removal.isError && (
        <p className="saved-card__error" role="alert">
          Could not remove “{item.title}”. Please try again.
        </p>
      )}
    </li>
  );
}
