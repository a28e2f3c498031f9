// "Download for offline" on a module the student may open (the learning screen): its note PDFs and
// audio classes kept on the device, with their size said before, progress while it runs, and a way
// to remove it. Drawn in its slot (download-slots.tsx) once the page has loaded; the size joins
// the button's words when the module's lists arrive.
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Download } from 'lucide-react';
import { useState } from 'react';
import {
  downloadableFiles,
  useDownloadModule,
  useDownloads,
  useRemoveDownload,
  type TDownloadProgress,
  type TModuleToDownload,
} from '../../api/downloads';
import { useQuery } from '@tanstack/react-query';
import { moduleAudioQueryOptions, moduleNotesQueryOptions } from '../../api/learning';
import { formatFileSize } from '../../lib/file-size';
import { describeDownloadFailure } from './download-failure';
import './downloads.css';

export function ModuleDownload({ paper, module }: TModuleToDownload) {
  const { t, i18n } = useLingui();
  const ref = { paperId: paper.id, moduleId: module.id };
  const notes = useQuery(moduleNotesQueryOptions(ref));
  const audio = useQuery(moduleAudioQueryOptions(ref));
  const downloads = useDownloads();
  const [progress, setProgress] = useState<TDownloadProgress | null>(null);
  const download = useDownloadModule(setProgress);
  const remove = useRemoveDownload();

  const record = downloads.data?.find((entry) => entry.moduleId === module.id);
  const files = notes.data && audio.data ? downloadableFiles(notes.data, audio.data) : null;
  // A module with nothing to keep says so in the same place, so nothing below it moves.
  if (!record && files?.urls.length === 0) {
    return (
      <p className="module-download module-download__note">
        <Trans>Nothing in this module to download.</Trans>
      </p>
    );
  }

  if (record) {
    const downloadedSize = formatFileSize(record.sizeBytes);
    return (
      <div className="module-download">
        <p className="module-download__status">
          <CircleCheck aria-hidden="true" className="module-download__icon module-download__icon--done" />
          <Trans>Downloaded for offline · {downloadedSize}</Trans>
        </p>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={remove.isPending}
          onClick={() => remove.mutate(module.id)}
        >
          {remove.isPending ? t`Removing...` : t`Remove download`}
        </button>
      </div>
    );
  }

  const { done, total } = progress ?? { done: 0, total: 0 };
  return (
    <div className="module-download">
      <button
        type="button"
        className="btn btn--secondary btn--small"
        disabled={download.isPending || files === null || !downloads.isSuccess}
        onClick={() => {
          setProgress(null);
          download.mutate({ paper, module });
        }}
      >
        <Download aria-hidden="true" className="module-download__icon" />
        {download.isPending ? t`Downloading...` : t`Download for offline`}
        {files && !download.isPending && ` · ${formatFileSize(files.sizeBytes)}`}
      </button>
      <p className="module-download__note" role="status">
        {download.isPending && progress
          ? t`${done} of ${total} saved`
          : download.isError
            ? describeDownloadFailure(download.error, i18n)
            : ''}
      </p>
    </div>
  );
}
