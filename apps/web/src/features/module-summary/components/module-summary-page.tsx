// Module summary (/module-summary/:moduleId, spec "Module summary"): the module's own summary line
// as the sub-heading (the spec's fixed line on microeconomic theory was wrong under every other
// module; staff write the line, and the server sends the title when they have not), the
// description, then Continue Learning (the learning screen on this module) and View Note.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TModuleDetails } from '@padanam/contract';
import { BookOpen, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths, type TPaperDetailsState } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useModuleDetails } from '../../../api/modules';
import './module-summary.css';

export function ModuleSummaryPage() {
  const { moduleId } = useParams();
  const id = parseModuleId(moduleId);

  if (id === null) {
    return (
      <SummaryFrame>
        <p className="status-message status-message--error" role="alert">
          <Trans>Module not found</Trans>
        </p>
      </SummaryFrame>
    );
  }
  return <ModuleSummary key={id} moduleId={id} />;
}

function ModuleSummary({ moduleId }: { moduleId: number }) {
  const { t } = useLingui();
  const moduleQuery = useModuleDetails(moduleId);

  if (moduleQuery.isPending) {
    return (
      <SummaryFrame>
        <p className="status-message" role="status">
          <Trans>Loading...</Trans>
        </p>
      </SummaryFrame>
    );
  }
  if (moduleQuery.isError) {
    const { error } = moduleQuery;
    const isMissing = isApiError(error) && error.status === 404;
    const needsLogin = isApiError(error) && error.status === 401;
    const message = error.message || t`Unknown error`;
    return (
      <SummaryFrame>
        <div className="status-message status-message--error" role="alert">
          <p>{isMissing ? t`Module not found` : t`Failed to load the module: ${message}`}</p>
          {needsLogin ? (
            <Link to={paths.login} className="btn btn--primary">
              <Trans>Log in</Trans>
            </Link>
          ) : (
            !isMissing && (
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => void moduleQuery.refetch()}
                disabled={moduleQuery.isFetching}
              >
                <Trans>Retry</Trans>
              </button>
            )
          )}
        </div>
      </SummaryFrame>
    );
  }

  return (
    <SummaryFrame>
      <ModuleSummaryContent module={moduleQuery.data} />
    </SummaryFrame>
  );
}

function ModuleSummaryContent({ module }: { module: TModuleDetails }) {
  // Spec: the learning screen opens on this module; selectedModuleId is its number in the paper.
  const continueState: TPaperDetailsState = { isFromEnrolledPage: true, selectedModuleId: module.number };
  const paperTitle = module.paperTitle;
  const number = module.number;
  const title = module.title;

  return (
    <article className="card module-summary" aria-labelledby="module-summary-subheading">
      <p className="module-summary__module">
        <Trans>
          {paperTitle} · Module {number}: {title}
        </Trans>
      </p>
      <h2 id="module-summary-subheading" className="module-summary__subheading">
        {module.summaryLine}
      </h2>
      <p className="module-summary__description">{module.description}</p>
      <div className="module-summary__actions">
        <Link to={paths.paperDetails(module.paperId)} state={continueState} className="btn btn--primary">
          <BookOpen aria-hidden="true" className="module-summary__icon" />
          <Trans>Continue Learning</Trans>
        </Link>
        <Link to={paths.viewNote(module.id)} className="btn btn--secondary">
          <FileText aria-hidden="true" className="module-summary__icon" />
          <Trans>View Note</Trans>
        </Link>
      </div>
    </article>
  );
}

function SummaryFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="page module-summary-page">
      <PageHeader title={t`Summary`} hasBackButton />
      {children}
    </div>
  );
}

/** Ids are positive whole numbers; anything else cannot name a module. */
function parseModuleId(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
