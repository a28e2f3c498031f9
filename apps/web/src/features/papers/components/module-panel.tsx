// The right side (anchor #moduleDetails): the selected paper's banner, its modules, and Continue.
import { Trans } from '@lingui/react/macro';
import type { TPaper } from '@padanam/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePaperModules } from '../../../api/papers';
import { ModuleListItem } from './module-list-item';

export const MODULE_PANEL_ID = 'moduleDetails';
const PANEL_HEADING_ID = 'module-panel-heading';

export function ModulePanel({ paper }: { paper: TPaper | null }) {
  return (
    <section id={MODULE_PANEL_ID} className="card module-panel" aria-labelledby={PANEL_HEADING_ID}>
      {paper ? (
        <SelectedPaperDetails paper={paper} />
      ) : (
        <>
          <h2 id={PANEL_HEADING_ID} className="visually-hidden">
            <Trans>Course details</Trans>
          </h2>
          <p className="status-message">
            <Trans>Select a course to view details</Trans>
          </p>
        </>
      )}
    </section>
  );
}

function SelectedPaperDetails({ paper }: { paper: TPaper }) {
  const modulesQuery = usePaperModules(paper.id);

  return (
    <>
      <div className="module-panel__banner">
        <p className="module-panel__language">{paper.language}</p>
        <h2 id={PANEL_HEADING_ID} className="module-panel__title">
          {paper.title}
        </h2>
        {paper.description && <p className="module-panel__description">{paper.description}</p>}
      </div>

      <h3 className="module-panel__subheading">
        <Trans>Select Modules</Trans>
      </h3>
      {modulesQuery.isPending ? (
        <p className="module-panel__status" role="status">
          <Trans>Loading modules...</Trans>
        </p>
      ) : modulesQuery.isError ? (
        <div className="status-message status-message--error" role="alert">
          <p>
            <Trans>Could not load the modules of this paper.</Trans>
          </p>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => void modulesQuery.refetch()}
            disabled={modulesQuery.isFetching}
          >
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : modulesQuery.data.length === 0 ? (
        <p className="module-panel__status">
          <Trans>No modules available for this course</Trans>
        </p>
      ) : (
        <ol className="module-list">
          {modulesQuery.data.map((module) => (
            <ModuleListItem key={module.id} module={module} paperId={paper.id} />
          ))}
        </ol>
      )}

      <Link to={paths.paperDetails(paper.id)} className="btn btn--primary module-panel__continue">
        <Trans>Continue</Trans>
      </Link>
    </>
  );
}
