// My Profile → Downloads (/my-profile/downloads): the modules kept on this device for offline
// study, the space they take, and a way to remove one or all. It reads the device only, so it opens
// offline too.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

export function DownloadsPage() {
  const { t } = useLingui();
  return (
    <section className="downloads-page" aria-labelledby="downloads-heading">
      <DocumentTitle title={t`Downloads`} />
      <h1 id="downloads-heading" className="downloads-page__title">
        <Trans>Downloads</Trans>
      </h1>
      {canDownloadForOffline() ? (
        <DownloadList />
      ) : (
        <p className="downloads-page__empty">
          <Trans>This browser cannot keep downloads. Open Padanam in Chrome or install it.</Trans>
        </p>
      )}
    </section>
  );
}

function DownloadList() {
  const { t } = useLingui();
  const downloads = useDownloads();
  const removeAll = useRemoveAllDownloads();
  const [isConfirming, setIsConfirming] = useState(false);

  if (downloads.isPending) {
    return (
      <p role="status">
        <Trans>Loading your downloads...</Trans>
      </p>
    );
  }
  if (downloads.isError) {
    return (
      <LoadError message={t`Could not read the downloads on this device.`} onRetry={() => void downloads.refetch()} />
    );
  }
  const records = downloads.data;
  const usedBytes = records.reduce((total, record) => total + record.sizeBytes, 0);
  const moduleCount = records.length;
  const usedSize = formatFileSize(usedBytes);

  return (
    <>
      <DeviceSpace usedBytes={usedBytes} />
      {records.length === 0 ? (
        <p className="downloads-page__empty">
          <Trans>Nothing downloaded yet. Open a module you have access to and choose Download for offline.</Trans>
        </p>
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
            {removeAll.isPending ? t`Removing...` : t`Remove all downloads`}
          </button>
          <AlertDialogBox
            open={isConfirming}
            onOpenChange={setIsConfirming}
            tone="warning"
            title={t`Remove all downloads?`}
            description={t`${plural(moduleCount, { one: '# module', other: '# modules' })} (${usedSize}) will be removed from this device. You can download them again when you are online.`}
            confirmLabel={t`Remove all`}
            onConfirm={() => removeAll.mutate()}
          />
        </>
      )}
    </>
  );
}

function DownloadRow({ record }: { record: TDownloadRecord }) {
  const { t, i18n } = useLingui();
  const { moduleNumber, moduleTitle } = record;
  const remove = useRemoveDownload();
  const titleId = `download-${record.moduleId}-title`;
  // selectedModuleId carries the module's number within the paper.
  const state: TPaperDetailsState = { isFromEnrolledPage: true, selectedModuleId: record.moduleNumber };
  return (
    <li className="card download-row">
      <div className="download-row__text">
        <p className="download-row__paper">{record.paperTitle}</p>
        <h2 id={titleId} className="download-row__title">
          <Trans>
            Module {moduleNumber}: {moduleTitle}
          </Trans>
        </h2>
        <p className="download-row__meta">{describeContents(record, i18n)}</p>
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
          {remove.isPending ? t`Removing...` : t`Remove`}
        </button>
        <Link
          to={paths.paperDetails(record.paperId)}
          state={state}
          className="btn btn--primary btn--small"
          aria-describedby={titleId}
        >
          <Trans>Open</Trans>
        </Link>
      </div>
    </li>
  );
}

function describeContents(record: TDownloadRecord, i18n: I18n): string {
  const { noteCount, audioCount } = record;
  const downloadedOn = formatIndiaDate(record.downloadedAt);
  const parts = [];
  if (noteCount > 0) parts.push(i18n._(msg`${plural(noteCount, { one: '# note', other: '# notes' })}`));
  if (audioCount > 0) {
    parts.push(i18n._(msg`${plural(audioCount, { one: '# audio class', other: '# audio classes' })}`));
  }
  parts.push(formatFileSize(record.sizeBytes));
  parts.push(i18n._(msg`Downloaded ${downloadedOn}`));
  return parts.join(' · ');
}
