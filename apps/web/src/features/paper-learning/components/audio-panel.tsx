// The Audio Class tab: a player per audio class.
import { Trans, useLingui } from '@lingui/react/macro';
import { useModuleAudio } from '../../../api/learning';
import { AudioClassPlayer } from './audio-class-player';
import { ContentLoadError, ContentLoading } from './content-load-state';

export function AudioPanel({ paperId, moduleId }: { paperId: number; moduleId: number }) {
  const { t } = useLingui();
  const audioQuery = useModuleAudio({ paperId, moduleId });

  if (audioQuery.isPending) return <ContentLoading label={t`Loading audio classes...`} />;
  if (audioQuery.isError) {
    return (
      <ContentLoadError
        failure={t`Could not load the audio classes`}
        error={audioQuery.error}
        isRetrying={audioQuery.isFetching}
        onRetry={() => void audioQuery.refetch()}
      />
    );
  }
  if (audioQuery.data.length === 0) {
    return (
      <p className="content-status">
        <Trans>No audio content available for this module.</Trans>
      </p>
    );
  }

  return (
    <ul className="content-list">
      {audioQuery.data.map((audioClass) => (
        <AudioClassPlayer key={audioClass.id} audioClass={audioClass} paperId={paperId} />
      ))}
    </ul>
  );
}
