// One module of an enrolled paper: its number, title (the link, stretched over the card), paper,
// duration and progress. It opens the paper's learning screen on this module.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { paths, type TPaperDetailsState } from '../../../config/paths';
import { isModuleDone, type TEnrolledModuleEntry } from '../enrolled-filters';
import { ProgressMeter } from './progress-meter';

/** Spec "Business constants": the learning side's default when a module has no duration. */
const DEFAULT_MODULE_DURATION = msg`1 hr`;

export function EnrolledModuleCard({ entry }: { entry: TEnrolledModuleEntry }) {
  const { t } = useLingui();
  const { module, paperId, paperTitle } = entry;
  const number = module.number;
  // Spec: selectedModuleId carries the module's number within the paper, not its id.
  const state: TPaperDetailsState = { isFromEnrolledPage: true, selectedModuleId: module.number };
  const isDone = isModuleDone(module);

  return (
    <article className="card card--tile enrolled-card enrolled-card--module">
      <div className="card__body">
        <p className="enrolled-card__eyebrow enrolled-card__eyebrow--module">
          <Trans>Module {number}</Trans>
          {isDone && (
            <span className="enrolled-card__done">
              <CircleCheck aria-hidden="true" />
              <Trans>Completed</Trans>
            </span>
          )}
        </p>
        <h3 className="enrolled-card__title">
          <Link to={paths.paperDetails(paperId)} state={state} className="enrolled-card__link card__stretched-action">
            {module.title}
          </Link>
        </h3>
        <p className="enrolled-card__meta">{paperTitle}</p>
        <p className="enrolled-card__meta enrolled-card__duration">
          <Clock aria-hidden="true" />
          <span>{module.duration ?? t(DEFAULT_MODULE_DURATION)}</span>
        </p>
        <ProgressMeter percent={module.progress} />
      </div>
    </article>
  );
}
