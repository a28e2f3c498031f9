// One audio class. The file needs the session token, so 'Play audio' fetches its bytes and the
// player plays them from a blob: URL. Playing to the end counts towards the module's progress.
import type { TAudioClass } from '@padanam/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Headphones, Play } from 'lucide-react';
import { useState } from 'react';
import { useRecordModuleProgress } from '../../../api/progress';
import { SaveClassButton } from '../../../components/saved/save-class-button';
import { formatDurationSeconds } from '../../../lib/format-duration';
import { useAudioFileUrl } from '../hooks/use-audio-file-url';
import { ContentLoadError, ContentLoading } from './content-load-state';

export function AudioClassPlayer({ audioClass, paperId }: { audioClass: TAudioClass; paperId: number }) {
  const { t } = useLingui();
  const [isRequested, setIsRequested] = useState(false);
  const audioFile = useAudioFileUrl(audioClass.fileUrl, isRequested);
  const recordProgress = useRecordModuleProgress();
  const titleId = `audio-${audioClass.id}-title`;
  const { state } = audioFile;

  return (
    <li className="content-item content-item--stacked">
      <div className="content-item__row">
        <Headphones aria-hidden="true" className="content-item__icon" />
        <div className="content-item__text">
          <h3 className="content-item__title" id={titleId}>
            {audioClass.title}
          </h3>
          {audioClass.description && <p className="content-item__description">{audioClass.description}</p>}
          {audioClass.durationSeconds !== null && (
            <p className="content-item__meta">{formatDurationSeconds(audioClass.durationSeconds)}</p>
          )}
        </div>
        <span className="content-item__save">
          <SaveClassButton
            target={{ category: 'audio', id: audioClass.id, paperId, moduleId: audioClass.moduleId }}
            title={audioClass.title}
            isSaved={audioClass.isSaved}
          />
        </span>
      </div>

      {audioClass.fileUrl === null ? (
        <p className="content-status">
          <Trans>This audio class is not available.</Trans>
        </p>
      ) : state.status === 'idle' ? (
        <button
          type="button"
          className="btn btn--primary btn--small content-item__action"
          aria-describedby={titleId}
          onClick={() => setIsRequested(true)}
        >
          <Play aria-hidden="true" className="content-item__button-icon" />
          <Trans>Play audio</Trans>
        </button>
      ) : state.status === 'loading' ? (
        <ContentLoading label={t`Loading audio...`} />
      ) : state.status === 'error' ? (
        <ContentLoadError
          failure={t`Could not load the audio`}
          error={state.error instanceof Error ? state.error : new Error(t`Unknown error`)}
          isRetrying={false}
          onRetry={audioFile.retry}
        />
      ) : (
        // The student asked to play, so it starts at once.
        <audio
          className="audio-player"
          src={state.url}
          controls
          autoPlay
          aria-labelledby={titleId}
          onEnded={() => recordProgress.mutate({ moduleId: audioClass.moduleId, kind: 'audio' })}
        />
      )}
    </li>
  );
}
