// Under the player: who teaches the class, where it belongs, what it covers, 'Mark as watched' and
// the bookmark that saves it.
import { Trans } from '@lingui/react/macro';
import type { TVideoClass } from '@padanam/contract';
import { Clock, UserRound } from 'lucide-react';
import { parseYouTubeVideoId } from '@padanam/contract';
import { SaveClassButton } from '../../../components/saved/save-class-button';
import { MarkWatchedButton } from './mark-watched-button';

export function VideoDetails({ video }: { video: TVideoClass }) {
  const isPlayable = parseYouTubeVideoId(video.tutorialUrl) !== null;
  const moduleNumber = video.moduleNumber;
  const paperTitle = video.paperTitle;
  return (
    <div className="video-details">
      <p className="video-details__context">
        <Trans>
          Module {moduleNumber} · {paperTitle}
        </Trans>
      </p>
      <ul className="video-details__facts">
        <li>
          <UserRound aria-hidden="true" />
          <span>
            <span className="visually-hidden">
              <Trans>Instructor:</Trans>{' '}
            </span>
            {video.instructor}
          </span>
        </li>
        {video.duration && (
          <li>
            <Clock aria-hidden="true" />
            <span>
              <span className="visually-hidden">
                <Trans>Duration:</Trans>{' '}
              </span>
              {video.duration}
            </span>
          </li>
        )}
      </ul>
      {video.description && <p className="video-details__description">{video.description}</p>}
      <div className="video-details__actions">
        {isPlayable && <MarkWatchedButton key={video.id} moduleId={video.moduleId} />}
        <SaveClassButton
          target={{ category: 'video', id: video.id, paperId: video.paperId, moduleId: video.moduleId }}
          title={video.title}
          isSaved={video.isSaved}
          isLabelled
        />
      </div>
    </div>
  );
}
