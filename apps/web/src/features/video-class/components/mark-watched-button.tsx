// Records the class as watched. The page cannot tell when an embedded YouTube video ends without
// YouTube's script, which the CSP keeps out, so the student says so instead.
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { useRecordModuleProgress } from '../../../api/progress';

export function MarkWatchedButton({ moduleId }: { moduleId: number }) {
  const { t } = useLingui();
  const progress = useRecordModuleProgress();

  if (progress.isSuccess) {
    return (
      <p className="video-details__watched" role="status">
        <CircleCheck aria-hidden="true" />
        <Trans>Marked as watched</Trans>
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
        {progress.isPending ? t`Saving...` : t`Mark as watched`}
      </button>
      {progress.isError && (
        <p className="video-details__watch-error" role="alert">
          <Trans>Could not save that. Please try again.</Trans>
        </p>
      )}
    </div>
  );
}
