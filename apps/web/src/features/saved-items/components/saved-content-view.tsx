// What one Save Items view shows: Notes (saved modules), Papers, Audio Class and Video Class, each
// the student's own saved items from the server (an empty list gets its own message, never a crash).
import type { TSavedItem } from '@padanam/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SavedItemCard } from './saved-item-card';

export type TSavedView = 'Notes' | 'Papers' | 'Audio Class' | 'Video Class';

const EMPTY_MESSAGES: Record<TSavedView, string> = {
  Notes: 'No modules saved yet.',
  Papers: 'No papers saved yet.',
  'Audio Class': 'No audio classes saved yet. Save one with its bookmark on a module’s Audio Class tab.',
  'Video Class': 'No video classes saved yet. Save one with its bookmark on a module’s Video Class tab.',
};

export function SavedContentView({
  view,
  items,
  onItemRemoved,
}: {
  view: TSavedView;
  items: readonly TSavedItem[];
  onItemRemoved: () => void;
}) {
  if (items.length === 0) {
    return (
      <div className="status-message">
        <p className="saved-items__empty">{EMPTY_MESSAGES[view]}</p>
        {(view === 'Notes' || view === 'Papers') && (
          <Link to={paths.papers} className="btn btn--secondary btn--small">
            Browse papers
          </Link>
        )}
      </div>
    );
  }
  return (
    <ul className="saved-list">
      {items.map((item) => (
        <SavedItemCard key={`${item.category}-${item.id}`} item={item} onRemoved={onItemRemoved} />
      ))}
    </ul>
  );
}
