// My Profile → Downloads (/my-profile/downloads): the modules kept on this device for offline
// study, the space they take, and a way to remove one or all. It reads the device only, so it opens
// offline too.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDownloads, useRemoveAllDownloads, useRemoveDownload } from '../../../api/downloads';
import { AlertDialogBox } from '../../../components/ui/alert-dialog';
import { DocumentTitle } from '../../../components/ui/document-title';
import { LoadError } from '../../../components/ui/load-error';
import { paths, type TPaperDetailsState } from '../../../config/paths';
import { formatFileSize } from '../../../lib/file-size';
import { formatIndiaDate } from '../../../lib/india-time';
import type { TDownloadRecord } from '../../../lib/offline-downloads/download-store';
import { canDownloadForOffline } from '../../../lib/offline-downloads/downloads-on-device';
import { DeviceSpace } from './device-space';
import './downloads-page.css';

export const NO_DOWNLOADS_MESSAGE =
  'Nothing downloaded yet. Open a module you have access to and choose Download for offline.';
export const CANNOT_DOWNLOAD_MESSAGE = 'This browser cannot keep downloads. Open Padanam in Chrome or install it.';

export function DownloadsPage() {
  return (
    <section className="downloads-page" aria-labelledby="downloads-heading">
      <DocumentTitle title="Downloads" />
      <h1 id="downloads-heading" className="downloads-page__title">
        Downloads
      </h1>
      {canDownloadForOffline() ? <DownloadList /> : <p className="downloads-page__empty">{CANNOT_DOWNLOAD_MESSAGE}</p>}
    </section>
  );
}

function DownloadList() {
  const downloads = useDownloads();
  const removeAll = useRemoveAllDownloads();
  const [isConfirming, setIsConfirming] = useState(false);

  if (downloads.isPending) return <p role="status">Loading your downloads...</p>;
  if (downloads.isError) {
    return (
      <LoadError message="Could not read the downloads on this device." onRetry={() => void downloads.refetch()} />
    );
  }
  const records = downloads.data;
  const usedBytes = records.reduce((total, record) => total + record.sizeBytes, 0);

  return (
    <>
      <DeviceSpace usedBytes={usedBytes} />
      {records.length === 0 ? (
        <p className="downloads-page__empty">{NO_DOWNLOADS_MESSAGE}</p>
      ) : (
        <>
          <ul className="downloads-list">
            {records.map((record) => (
              <DownloadRow key={record.moduleId} record={record} />
            ))}
          </ul>
          <button
            type="button"
            className="btn btn--secondary downloads-page__remove-all"
            disabled={removeAll.isPending}
            onClick={() => setIsConfirming(true)}
          >
            {removeAll.isPending ? 'Removing...' : 'Remove all downloads'}
          </button>
          <AlertDialogBox
            open={isConfirming}
            onOpenChange={setIsConfirming}
            tone="warning"
            title="Remove all downloads?"
            description={`${records.length} ${records.length === 1 ? 'module' : 'modules'} (${formatFileSize(usedBytes)}) will be removed from this device. You can download them again when you are online.`}
            confirmLabel="Remove all"
            onConfirm={() => removeAll.mutate()}
          />
        </>
      )}
    </>
  );
}

function DownloadRow({ record }: { record: TDownloadRecord }) {
  const remove = useRemoveDownload();
  const titleId = `download-${record.moduleId}-title`;
  // selectedModuleId carries the module's number within the paper.
  const state: TPaperDetailsState = { isFromEnrolledPage: true, selectedModuleId: record.moduleNumber };
  return (
    <li className="card download-row">
      <div className="download-row__text">
        <p className="download-row__paper">{record.paperTitle}</p>
        <h2 id={titleId} className="download-row__title">
          Module {record.moduleNumber}: {record.moduleTitle}
        </h2>
        <p className="download-row__meta">{describeContents(record)}</p>
      </div>
      <div className="download-row__actions">
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-describedby={titleId}
          disabled={remove.isPending}
          onClick={() => remove.mutate(record.moduleId)}
        >
          <Trash2 aria-hidden="true" className="download-row__icon" />
          {remove.isPending ? 'Removing...' : 'Remove'}
        </button>
        <Link
          to={paths.paperDetails(record.paperId)}
          state={state}
          className="btn btn--primary btn--small"
          aria-describedby={titleId}
        >
          Open
        </Link>
      </div>
    </li>
  );
}

function describeContents(record: TDownloadRecord): string {
  const parts = [];
  if (record.noteCount > 0) parts.push(`${record.noteCount} ${record.noteCount === 1 ? 'note' : 'notes'}`);
  if (record.audioCount > 0) {
    parts.push(`${record.audioCount} ${record.audioCount === 1 ? 'audio class' : 'audio classes'}`);
  }
  parts.push(formatFileSize(record.sizeBytes));
  parts.push(`Downloaded ${formatIndiaDate(record.downloadedAt)}`);
  return parts.join(' · ');
}
