// Under the player: who teaches the class, where it belongs, what it covers, 'Mark as watched' and
// the bookmark that saves it.
import type { TVideoClass } from '@padanam/contract';
import { Clock, UserRound } from 'lucide-react';
import { parseYouTubeVideoId } from '@padanam/contract';
import { SaveClassButton } from '../../../components/saved/save-class-button';
import { MarkWatchedButton } from './mark-watched-button';

export function VideoDetails({ video }: { video: TVideoClass }) {
  const isPlayable = parseYouTubeVideoId(video.tutorialUrl) !== null;
  return (
    <div className="video-details">
      <p className="video-details__context">
        Module {video.moduleNumber} · {video.paperTitle}
      </p>
      <ul className="video-details__facts">
        <li>
          <UserRound aria-hidden="true" />
          <span>
            <span className="visually-hidden">Instructor: </span>
            {video.instructor}
          </span>
        </li>
        {video.duration && (
          <li>
            <Clock aria-hidden="true" />
            <span>
              <span className="visually-hidden">Duration: </span>
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
