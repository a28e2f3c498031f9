// What one Save Items view shows: Notes (saved modules), Papers, Audio Class and Video Class, each
// the student's own saved items from the server (an empty list gets its own message, never a crash).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TSavedItem } from '@padanam/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { TSavedItemsTab } from '../saved-items-tabs';
import { SavedItemCard } from './saved-item-card';

/** The main tabs' views (Notes, Papers), and the audio and video classes below them. */
export type TSavedView = TSavedItemsTab | 'audio' | 'video';

const EMPTY_MESSAGES: Record<TSavedView, MessageDescriptor> = {
  notes: msg`No modules saved yet.`,
  papers: msg`No papers saved yet.`,
  audio: msg`No audio classes saved yet. Save one with its bookmark on a module’s Audio Class tab.`,
  video: msg`No video classes saved yet. Save one with its bookmark on a module’s Video Class tab.`,
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
  const { t } = useLingui();
  if (items.length === 0) {
    return (
      <div className="status-message">
        <p className="saved-items__empty">{t(EMPTY_MESSAGES[view])}</p>
        {(view === 'notes' || view === 'papers') && (
          <Link to={paths.papers} className="btn btn--secondary btn--small">
            <Trans>Browse papers</Trans>
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
