// The Video Class tab: the module's videos, each opening the video page, each with its bookmark.
import { Trans, useLingui } from '@lingui/react/macro';
import { useModuleVideos } from '../../../api/learning';
import { SaveClassButton } from '../../../components/saved/save-class-button';
import { ContentLoadError, ContentLoading } from './content-load-state';
import { VideoCard } from './video-card';

export function VideoPanel({ paperId, moduleId }: { paperId: number; moduleId: number }) {
  const { t } = useLingui();
  const videosQuery = useModuleVideos({ paperId, moduleId });

  if (videosQuery.isPending) return <ContentLoading label={t`Loading video classes...`} />;
  if (videosQuery.isError) {
    return (
      <ContentLoadError
        failure={t`Could not load the video classes`}
        error={videosQuery.error}
        isRetrying={videosQuery.isFetching}
        onRetry={() => void videosQuery.refetch()}
      />
    );
  }
  if (videosQuery.data.length === 0) {
    return (
      <p className="content-status">
        <Trans>No video content available for this module.</Trans>
      </p>
    );
  }

  return (
    <ul className="video-grid">
      {videosQuery.data.map((video) => (
        <li key={video.id} className="video-grid__item">
          <VideoCard video={video} paperId={paperId} />
          <span className="video-grid__save">
            <SaveClassButton
              target={{ category: 'video', id: video.id, paperId, moduleId }}
              title={video.title}
              isSaved={video.isSaved}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
