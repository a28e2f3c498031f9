// Your data → Download my data: ask for a copy of everything Padanam holds about you (once a day),
// see each copy's state, and download a ready one, once (the server deletes it then, or a week
// after it was made).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FileArchive, FolderDown } from 'lucide-react';
import type { TDataExport, TDataExportStatus } from '@padanam/contract';
import { useDataExports, useDownloadDataExport, useRequestDataExport } from '../../../api/data-exports';
import { LoadError } from '../../../components/ui/load-error';
import { hasServerMessage } from '../../../lib/api-error';
import { formatFileSize } from '../../../lib/file-size';
import { formatIndiaDate, formatIndiaDateTime } from '../../../lib/india-time';
import './data-export.css';

const STATUS_WORDS: Record<TDataExportStatus, MessageDescriptor> = {
  queued: msg`Waiting to be made`,
  building: msg`Being made`,
  ready: msg`Ready to download`,
  downloaded: msg`Downloaded`,
  expired: msg`Deleted after 7 days`,
  failed: msg`Could not be made`,
};

export function DataExport() {
  const { t } = useLingui();
  const exports = useDataExports();
  const request = useRequestDataExport();

  return (
    <section className="card your-data__section" aria-labelledby="data-export-heading">
      <h2 id="data-export-heading" className="your-data__title">
        <FolderDown aria-hidden="true" />
        <Trans>Download my data</Trans>
      </h2>
      <p>
        <Trans>
          A ZIP file with everything Padanam holds about you: your profile, logins, enrollments, orders, test answers,
          progress, notes you made, doubts, feedback and the files you uploaded.
        </Trans>
      </p>
      <button type="button" className="btn btn--primary" disabled={request.isPending} onClick={() => request.mutate()}>
        <FileArchive aria-hidden="true" className="data-export__icon" />
        {request.isPending ? t`Asking...` : t`Ask for a copy of my data`}
      </button>
      {request.isSuccess && (
        <p className="data-export__note" role="status">
          <Trans>Asked. Your copy is being made; it shows here when it is ready, usually within a few minutes.</Trans>
        </p>
      )}
      {request.isError && (
        <p className="data-export__error" role="alert">
          {hasServerMessage(request.error) ? request.error.message : t`Could not ask for a copy. Please try again.`}
        </p>
      )}
      <p className="data-export__note">
        <Trans>You can ask once a day. A copy can be downloaded once, within 7 days; after that it is deleted.</Trans>
      </p>
      {exports.isPending ? (
        <p role="status">
          <Trans>Loading your copies...</Trans>
        </p>
      ) : exports.isError ? (
        <LoadError message={t`Could not load your copies.`} onRetry={() => void exports.refetch()} />
      ) : exports.data.length === 0 ? null : (
        <ul className="data-export-list" aria-label={t`Your copies`}>
          {exports.data.map((item) => (
            <DataExportRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The name the server gives the file: padanam-my-data-<India date it was made>.zip. */
export function fileNameOf(item: TDataExport): string {
  const madeOn = new Date((item.readyAt ?? item.requestedAt) + IST_OFFSET_MS).toISOString().slice(0, 10);
  return `padanam-my-data-${madeOn}.zip`;
}

function DataExportRow({ item }: { item: TDataExport }) {
  const { t, i18n } = useLingui();
  const download = useDownloadDataExport();
  const requestedAt = formatIndiaDateTime(item.requestedAt);
  const titleId = `data-export-${item.id}-title`;
  const fileName = fileNameOf(item);
  const expiresOn = item.expiresAt === null ? null : formatIndiaDate(item.expiresAt);
  return (
    <li className="data-export-row">
      <div className="data-export-row__text">
        <h3 id={titleId} className="data-export-row__title">
          <Trans>Asked on {requestedAt}</Trans>
        </h3>
        <p className="data-export-row__meta">
          <span className={`data-export-row__status data-export-row__status--${item.status}`}>
            {i18n._(STATUS_WORDS[item.status])}
          </span>
          {item.status === 'ready' && item.sizeBytes !== null && <> · {formatFileSize(item.sizeBytes)}</>}
          {item.status === 'ready' && expiresOn !== null && <> · {t`Deleted on ${expiresOn} if not downloaded`}</>}
        </p>
        {download.isError && (
          <p className="data-export__error" role="alert">
            {hasServerMessage(download.error) ? download.error.message : t`Could not download it. Please try again.`}
          </p>
        )}
      </div>
      {item.status === 'ready' && (
        <div className="data-export-row__actions">
          <button
            type="button"
            className="btn btn--primary btn--small"
            aria-describedby={titleId}
            disabled={download.isPending}
            onClick={() => download.mutate({ id: item.id, fileName })}
          >
            <Download aria-hidden="true" className="data-export__icon" />
            {download.isPending ? t`Downloading...` : t`Download (works once)`}
          </button>
        </div>
      )}
    </li>
  );
}
