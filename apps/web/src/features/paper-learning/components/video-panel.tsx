// The Video Class tab: the module's videos, each opening the video page.
import { useModuleVideos } from '../../../api/learning';
import { ContentLoadError, ContentLoading } from './content-load-state';
import { VideoCard } from './video-card';

export function VideoPanel({ paperId, moduleId }: { paperId: number; moduleId: number }) {
  const videosQuery = useModuleVideos({ paperId, moduleId });

  if (videosQuery.isPending) return <ContentLoading label="Loading video classes..." />;
  if (videosQuery.isError) {
    return (
      <ContentLoadError
        subject="the video classes"
        error={videosQuery.error}
        isRetrying={videosQuery.isFetching}
        onRetry={() => void videosQuery.refetch()}
      />
    );
  }
  if (videosQuery.data.length === 0) {
    return <p className="content-status">No video content available for this module.</p>;
  }

  return (
    <ul className="video-grid">
      {videosQuery.data.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} paperId={paperId} />
        </li>
      ))}
    </ul>
  );
}
