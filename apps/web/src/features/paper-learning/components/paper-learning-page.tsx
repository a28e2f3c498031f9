// Paper learning (/paper-details/:paperId, spec "Course learning"): the paper's banner, its module
// cards, and the selected module's notes, audio, videos and mock tests.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { BackButton } from '../../../components/ui/back-button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { usePaperData } from '../hooks/use-paper-data';
import { readModuleRequest, type TModuleRequest } from '../select-initial-module';
import { PaperDownloadSlot } from '../../../components/downloads/download-slots';
import { PaperBanner } from './paper-banner';
import { PaperModules } from './paper-modules';
import './paper-learning.css';

const PAGE_TITLE = msg`Course details`;

export function PaperLearningPage() {
  const { paperId } = useParams();
  const location = useLocation();
  const id = parsePaperId(paperId);

  if (id === null) {
    return (
      <PaperStatusPage>
        <p className="status-message status-message--error" role="alert">
          <Trans>No course ID provided</Trans>
        </p>
      </PaperStatusPage>
    );
  }
  // A new navigation here (new key) starts over on the module its state asks for.
  return <PaperLearning key={`${id}:${location.key}`} paperId={id} request={readModuleRequest(location.state)} />;
}

function PaperLearning({ paperId, request }: { paperId: number; request: TModuleRequest }) {
  const { t } = useLingui();
  const paperData = usePaperData(paperId);

  if (paperData.status === 'loading') {
    return (
      <PaperStatusPage>
        <LoadingScreen />
      </PaperStatusPage>
    );
  }
  if (paperData.status === 'not-found') {
    return (
      <PaperStatusPage>
        <div className="status-message" role="alert">
          <p>
            <Trans>Course not found</Trans>
          </p>
          <BackButton variant="text" label={t`Go Back`} />
        </div>
      </PaperStatusPage>
    );
  }
  if (paperData.status === 'error') {
    const message = paperData.message;
    return (
      <PaperStatusPage>
        <LoadError
          message={t`Failed to load course data: ${message}`}
          onRetry={paperData.retry}
          isRetrying={paperData.isRetrying}
        />
      </PaperStatusPage>
    );
  }

  const { paper, modules } = paperData;
  return (
    <div className="page paper-learning">
      <DocumentTitle title={paper.title} />
      <div className="page-header paper-learning__header">
        <BackButton />
        <p className="paper-learning__crumb">{t(PAGE_TITLE)}</p>
      </div>
      <PaperBanner paper={paper} />
      <PaperDownloadSlot paper={paper} modules={modules} />
      {modules.length === 0 ? (
        <p className="status-message">
          <Trans>No modules available for this course</Trans>
        </p>
      ) : (
        <PaperModules paper={paper} modules={modules} request={request} />
      )}
    </div>
  );
}

function PaperStatusPage({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="page paper-learning">
      <PageHeader title={t(PAGE_TITLE)} hasBackButton />
      {children}
    </div>
  );
}

/** Ids are positive whole numbers; anything else is as good as no id. */
function parsePaperId(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
