// Under the player: who teaches the class, where it belongs, what it covers, and 'Mark as watched'.
import type { TVideoClass } from '@padanam/contract';
import { Clock, UserRound } from 'lucide-react';
import { parseYouTubeVideoId } from '@padanam/contract';
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
      {isPlayable && <MarkWatchedButton key={video.id} moduleId={video.moduleId} />}
    </div>
  );
}
