// Records the class as watched. The page cannot tell when an embedded YouTube video ends without
// YouTube's script, which the CSP keeps out, so the student says so instead.
import { CircleCheck } from 'lucide-react';
import { useRecordModuleProgress } from '../../../api/progress';

export function MarkWatchedButton({ moduleId }: { moduleId: number }) {
  const progress = useRecordModuleProgress();

  if (progress.isSuccess) {
    return (
      <p className="video-details__watched" role="status">
        <CircleCheck aria-hidden="true" />
        Marked as watched
      </p>
    );
  }
  return (
    <div className="video-details__watch">
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => progress.mutate({ moduleId, kind: 'video' })}
        disabled={progress.isPending}
      >
        {progress.isPending ? 'Saving...' : 'Mark as watched'}
      </button>
      {progress.isError && (
        <p className="video-details__watch-error" role="alert">
          Could not save that. Please try again.
        </p>
      )}
    </div>
  );
}
