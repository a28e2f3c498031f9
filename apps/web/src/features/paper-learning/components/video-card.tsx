// One video class: thumbnail (or the bundled one), title, instructor and duration, linking to its page.
import type { TVideoClass } from '@padanam/contract';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import fallbackThumbnailUrl from '../assets/video-thumbnail-fallback.svg';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';

export function VideoCard({ video, paperId }: { video: TVideoClass; paperId: number }) {
  return (
    <Link to={paths.videoClass(paperId, video.id)} className="video-card">
      <ImageWithFallback
        src={video.thumbnailUrl}
        fallback={fallbackThumbnailUrl}
        className="video-card__thumbnail"
        width={320}
        height={180}
      />
      <span className="video-card__body">
        <span className="video-card__title">{video.title}</span>
        <span className="video-card__meta">{video.instructor}</span>
        {video.duration && (
          <span className="video-card__meta video-card__duration">
            <Clock aria-hidden="true" />
            {video.duration}
          </span>
        )}
      </span>
    </Link>
  );
}
