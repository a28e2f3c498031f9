// One saved module, paper, audio or video class: what it is, 'Learn now', and a way to take it off
// the list. A module shows 'Module : {number}', its course (the paper) and its title (spec "Save
// Items"); a class also shows its length (and a video its instructor).
import { Trans, useLingui } from '@lingui/react/macro';
import type { TSavedItem } from '@padanam/contract';
import { BookOpen, Headphones, NotebookText, PlayCircle, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useRemoveSavedItem } from '../../../api/saved';
import { formatDurationSeconds } from '../../../lib/format-duration';
import { learnNowLink } from '../learn-now-link';

const ICONS = { module: NotebookText, paper: BookOpen, audio: Headphones, video: PlayCircle } as const;

type TSavedItemCardProps = {
  item: TSavedItem;
  /** The card disappears once removed; the list takes keyboard focus instead of losing it. */
  onRemoved: () => void;
};

export function SavedItemCard({ item, onRemoved }: TSavedItemCardProps) {
  const { t } = useLingui();
  const removal = useRemoveSavedItem();
  const { title, paperType, module: moduleNumber } = item;
  const titleId = `saved-${item.category}-${item.id}-title`;
  const link = learnNowLink(item);
  const Icon = ICONS[item.category];
  const classFacts = [
    item.durationSeconds !== null ? formatDurationSeconds(item.durationSeconds) : item.duration,
    item.instructor,
  ].filter(Boolean);

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
        {item.category === 'paper' ? (
          <p className="saved-card__eyebrow">
            <Trans>{paperType} paper</Trans>
          </p>
        ) : (
          <>
            <p className="saved-card__eyebrow">
              <Trans>Module : {moduleNumber}</Trans>
            </p>
            <p className="saved-card__course">{item.paperTitle}</p>
          </>
        )}
        <h3 className="saved-card__title" id={titleId}>
          {item.title}
        </h3>
        {classFacts.length > 0 && <p className="saved-card__course">{classFacts.join(' · ')}</p>}
      </div>
      <div className="saved-card__actions">
        <button
          type="button"
          className="btn btn--small saved-card__remove"
          // The words on the button first (WCAG 2.5.3, label in name), 'Removing...' included.
          aria-label={removal.isPending ? t`Removing... ${title} from saved` : t`Remove ${title} from saved`}
          // aria-disabled, not disabled: a disabled button would drop keyboard focus mid-request.
          aria-disabled={removal.isPending}
          onClick={remove}
        >
          <Trash2 aria-hidden="true" className="saved-card__button-icon" />
          <span>{removal.isPending ? t`Removing...` : t`Remove`}</span>
        </button>
        <Link to={link.to} state={link.state} className="btn btn--primary btn--small" aria-describedby={titleId}>
          <Trans>Learn now</Trans>
        </Link>
      </div>
      {removal.isError && (
        <p className="saved-card__error" role="alert">
          <Trans>Could not remove “{title}”. Please try again.</Trans>
        </p>
      )}
    </li>
  );
}
