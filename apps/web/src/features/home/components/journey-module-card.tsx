// One Continue Journey card: 'Module {number}', a bookmark when saved, the title, and Continue.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TRecommendation } from '@padanam/contract';
import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function JourneyModuleCard({ module }: { module: TRecommendation }) {
  const { t } = useLingui();
  const titleId = `journey-module-${module.id}-title`;
  const moduleNumber = module.number;
  return (
    <article className="card module-card" aria-labelledby={titleId}>
      <div className="module-card__top">
        <p className="module-card__number">
          <Trans>Module {moduleNumber}</Trans>
        </p>
        {module.isSaved && (
          <Bookmark role="img" aria-label={t`Saved`} className="module-card__saved" fill="currentColor" />
        )}
      </div>
      <h3 id={titleId} className="module-card__title">
        {module.title}
      </h3>
      <p className="module-card__paper">{module.paperTitle}</p>
      <Link
        to={paths.moduleSummary(module.id)}
        className="btn btn--primary btn--small module-card__continue"
        aria-describedby={titleId}
      >
        <Trans>Continue</Trans>
      </Link>
    </article>
  );
}
