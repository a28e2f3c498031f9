// The 16:9 area at the top of the page: the player, or why there is none.
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TVideoClass } from '@padanam/contract';
import { CircleAlert, VideoOff } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { hasServerMessage, isApiError } from '../../../lib/api-error';
import { VIDEO_MESSAGES } from '../video-messages';
import { parseYouTubeVideoId } from '@padanam/contract';
import { LockedContent } from '../../../components/ui/locked-content';
import { YouTubePlayer } from './youtube-player';

export function VideoStage({ videoQuery }: { videoQuery: UseQueryResult<TVideoClass> }) {
  return (
    <div className="video-stage">
      <StageContent videoQuery={videoQuery} />
    </div>
  );
}

function StageContent({ videoQuery }: { videoQuery: UseQueryResult<TVideoClass> }) {
  const { t } = useLingui();
  if (videoQuery.isPending) {
    return (
      <p className="video-stage__message" role="status">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  if (videoQuery.isError) {
    const { error } = videoQuery;
    if (isApiError(error) && error.code === 'NOT_ENROLLED')
      return <LockedContent isAlert isOnDark message={error.message} />;
    if (isApiError(error) && error.status === 401) {
      return (
        <div className="video-stage__message" role="status">
          <p>{t(VIDEO_MESSAGES.loggedOut)}</p>
          <Link to={paths.login} className="btn btn--primary">
            <Trans>Log in</Trans>
          </Link>
        </div>
      );
    }
    return (
      <VideoLoadError
        message={hasServerMessage(error) ? error.message : t(VIDEO_MESSAGES.loadFailedDefault)}
        isRetrying={videoQuery.isFetching}
        onRetry={() => void videoQuery.refetch()}
      />
    );
  }

  const video = videoQuery.data;
  const youTubeId = parseYouTubeVideoId(video.tutorialUrl);
  if (youTubeId) return <YouTubePlayer videoId={youTubeId} title={video.title} />;
  return (
    <div className="video-stage__message">
      <VideoOff aria-hidden="true" className="video-stage__icon" />
      <p className="video-stage__placeholder">{t(VIDEO_MESSAGES.notAvailable)}</p>
      {!video.tutorialUrl?.trim() && <p role="status">{t(VIDEO_MESSAGES.urlMissing)}</p>}
    </div>
  );
}

type TVideoLoadErrorProps = { message: string; isRetrying?: boolean; onRetry?: () => void };

export function VideoLoadError({ message, isRetrying = false, onRetry }: TVideoLoadErrorProps) {
  const { t } = useLingui();
  return (
    <div className="video-stage__message" role="alert">
      <CircleAlert aria-hidden="true" className="video-stage__icon" />
      <p className="video-stage__error-title">{t(VIDEO_MESSAGES.loadFailedTitle)}</p>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn btn--primary" onClick={onRetry} disabled={isRetrying}>
          <Trans>Try Again</Trans>
        </button>
      )}
    </div>
  );
}
