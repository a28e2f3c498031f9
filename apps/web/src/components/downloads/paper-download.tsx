// "Download paper for offline" on the learning screen: every module of the paper the student may
// open. The modules' notes and audio are listed first, so the dialog says how many modules and how
// much space before anything is fetched; modules already downloaded are left as they are.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TPaperDetails } from '@padanam/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { planPaperDownload, useDownloadPaper, useDownloads, type TDownloadProgress } from '../../api/downloads';
import { formatFileSize } from '../../lib/file-size';
import type { TDownloadRecord } from '../../lib/offline-downloads/download-store';
import { AlertDialogBox } from '../ui/alert-dialog';
import { describeDownloadFailure } from './download-failure';
import './downloads.css';

type TPlanState = { status: 'idle' } | { status: 'planning' } | { status: 'failed'; error: unknown };

/** Drawn in its slot (download-slots.tsx) once the page has loaded. */
export function PaperDownload({ paper }: { paper: TPaperDetails }) {
  const { t, i18n } = useLingui();
  const downloads = useDownloads();
  const [planState, setPlanState] = useState<TPlanState>({ status: 'idle' });
  const [plans, setPlans] = useState<TDownloadRecord[] | null>(null);
  const [progress, setProgress] = useState<TDownloadProgress | null>(null);
  const download = useDownloadPaper(setProgress);

  const plan = async () => {
    setPlanState({ status: 'planning' });
    try {
      const downloaded = new Set(downloads.data?.map((entry) => entry.moduleId));
      setPlans((await planPaperDownload(paper)).filter((entry) => !downloaded.has(entry.moduleId)));
      setPlanState({ status: 'idle' });
    } catch (error) {
      setPlanState({ status: 'failed', error });
    }
  };

  const sizeBytes = plans?.reduce((total, entry) => total + entry.sizeBytes, 0) ?? 0;
  const moduleCount = plans?.length ?? 0;
  const size = formatFileSize(sizeBytes);
  const { done, total } = progress ?? { done: 0, total: 0 };
  const isBusy = planState.status === 'planning' || download.isPending;

  return (
    <div className="module-download paper-download">
      <button type="button" className="btn btn--secondary btn--small" disabled={isBusy} onClick={() => void plan()}>
        <Download aria-hidden="true" className="module-download__icon" />
        {download.isPending ? t`Downloading paper...` : t`Download paper for offline`}
      </button>
      <p className="module-download__note" role="status">
        {download.isPending && progress
          ? t`${done} of ${total} modules saved`
          : download.isSuccess
            ? t`Every module you can open is downloaded.`
            : download.isError
              ? describeDownloadFailure(download.error, i18n)
              : planState.status === 'failed'
                ? describeDownloadFailure(planState.error, i18n)
                : ''}
      </p>
      <AlertDialogBox
        open={plans !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPlans(null);
        }}
        title={t`Download paper for offline`}
        description={
          moduleCount === 0
            ? t`Every module you can open in this paper is already downloaded.`
            : t`${plural(moduleCount, { one: '# module', other: '# modules' })} · ${size} of notes and audio will be kept on this device.`
        }
        confirmLabel={moduleCount === 0 ? undefined : t`Download`}
        onConfirm={() => {
          if (plans) download.mutate(plans);
          setPlans(null);
        }}
      />
    </div>
  );
}
