// One module row of the detail panel. Its Continue opens the learning screen on that module.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TModuleSummary } from '@padanam/contract';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { paths, type TPaperDetailsState } from '../../../config/paths';

/** Spec "Business constants": paper selection shows '1 hrs' when a module has no duration. */
const DEFAULT_MODULE_DURATION = msg`1 hrs`;
/** Spec: a fixed progress placeholder until progress tracking exists. */
const PROGRESS_PLACEHOLDER = '| 0/40';

type TModuleListItemProps = {
  module: TModuleSummary;
  paperId: number;
};

export function ModuleListItem({ module, paperId }: TModuleListItemProps) {
  const { t } = useLingui();
  const number = module.number;
  const titleId = `module-${module.id}-title`;
  // Spec: selectedModuleId carries the module's number within the paper, not its id.
  const state: TPaperDetailsState = { isFromEnrolledPage: true, selectedModuleId: module.number };

  return (
    <li className="module-item">
      <div className="module-item__text">
        <p className="module-item__number">
          <Trans>Module {number}</Trans>
        </p>
        <p className="module-item__title" id={titleId}>
          {module.title}
        </p>
        <p className="module-item__meta">
          <Clock aria-hidden="true" className="module-item__clock" />
          <span>{module.duration ?? t(DEFAULT_MODULE_DURATION)}</span>
          <span className="module-item__progress">{PROGRESS_PLACEHOLDER}</span>
        </p>
      </div>
      <Link
        to={paths.paperDetails(paperId)}
        state={state}
        className="btn btn--secondary btn--small"
        aria-describedby={titleId}
      >
        <Trans>Continue</Trans>
      </Link>
    </li>
  );
}
