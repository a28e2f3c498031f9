// One module card: 'Module {n}', title, the server's price or 'Enrolled', duration, bookmark, a lock when it cannot be opened,
// and 'Learn now'.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TModuleSummary } from '@padanam/contract';
import { Bookmark, Clock, Lock } from 'lucide-react';
import { DEFAULT_MODULE_DURATION } from '../learning-constants';
import { ModulePrice } from './module-price';
import { useModuleBookmark } from '../hooks/use-module-bookmark';

type TPaperModuleCardProps = {
  module: TModuleSummary;
  isSelected: boolean;
  onLearnNow: () => void;
};

export function PaperModuleCard({ module, isSelected, onLearnNow }: TPaperModuleCardProps) {
  const { t } = useLingui();
  const bookmark = useModuleBookmark(module);
  const number = module.number;
  const errorMessage = bookmark.error?.message;
  const titleId = `paper-module-${module.id}-title`;

  return (
    <li className="paper-module" data-selected={isSelected ? 'true' : 'false'} aria-current={isSelected || undefined}>
      <div className="paper-module__top">
        <p className="paper-module__number">
          <Trans>Module {number}</Trans>
        </p>
        <div className="paper-module__icons">
          {!module.canOpen && (
            <span className="paper-module__lock">
              <Lock role="img" aria-label={t`Locked`} />
            </span>
          )}
          <button
            type="button"
            className="icon-button paper-module__bookmark"
            aria-label={t`Save Module ${number}`}
            aria-pressed={bookmark.isSaved}
            disabled={bookmark.isPending}
            onClick={bookmark.toggle}
          >
            <Bookmark aria-hidden="true" fill={bookmark.isSaved ? 'currentColor' : 'none'} />
          </button>
        </div>
      </div>
      <h3 className="paper-module__title" id={titleId}>
        {module.title}
      </h3>
      <p className="paper-module__meta">
        <ModulePrice module={module} />
        <span className="paper-module__duration">
          <Clock aria-hidden="true" />
          {module.duration ?? t(DEFAULT_MODULE_DURATION)}
        </span>
      </p>
      <button
        type="button"
        className={`btn btn--small ${isSelected ? 'btn--primary' : 'btn--secondary'}`}
        aria-describedby={titleId}
        onClick={onLearnNow}
      >
        <Trans>Learn now</Trans>
      </button>
      {bookmark.error && (
        <p className="paper-module__error" role="alert">
          {bookmark.isSaved
            ? t`Could not remove the bookmark: ${errorMessage}`
            : t`Could not save this module: ${errorMessage}`}
        </p>
      )}
    </li>
  );
}
