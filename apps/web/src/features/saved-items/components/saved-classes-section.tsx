// Below the main tabs (spec "Save Items": the content view also shows Audio Class and Video
// Class): the audio and video classes the student saved from a module's tabs or a video page.
import { Trans } from '@lingui/react/macro';
import type { TSavedItem } from '@padanam/contract';
import { itemsOfCategory } from '../saved-items-tabs';
import { SavedContentView } from './saved-content-view';

const SECTION_HEADING_ID = 'saved-classes-heading';

export function SavedClassesSection({
  items,
  onItemRemoved,
}: {
  items: readonly TSavedItem[];
  onItemRemoved: () => void;
}) {
  return (
    <section className="saved-classes" aria-labelledby={SECTION_HEADING_ID}>
      <h2 id={SECTION_HEADING_ID} className="saved-classes__heading">
        <Trans>Audio and video classes</Trans>
      </h2>
      <div className="saved-classes__groups">
        <div>
          <h3 className="saved-classes__group-title">
            <Trans>Audio Class</Trans>
          </h3>
          <SavedContentView view="audio" items={itemsOfCategory(items, 'audio')} onItemRemoved={onItemRemoved} />
        </div>
        <div>
          <h3 className="saved-classes__group-title">
            <Trans>Video Class</Trans>
          </h3>
          <SavedContentView view="video" items={itemsOfCategory(items, 'video')} onItemRemoved={onItemRemoved} />
        </div>
      </div>
    </section>
  );
}
