// The active tab's content: the Papers list, with the overall progress of the papers shown, and the
// Modules list, each with the spec's empty message (section 8).
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TEnrolledPaper } from '@padanam/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import {
  calculateProgress,
  describeNoPapers,
  filterEnrolledPapers,
  listEnrolledModules,
  type TEnrolledFilter,
} from '../enrolled-filters';
import { EnrolledModuleCard } from './enrolled-module-card';
import { EnrolledPaperCard } from './enrolled-paper-card';

type TEnrolledListsProps = {
  papers: readonly TEnrolledPaper[];
  filter: TEnrolledFilter;
};

export function EnrolledLists({ papers, filter }: TEnrolledListsProps) {
  const { i18n } = useLingui();
  const shownPapers = filterEnrolledPapers(papers, filter);
  const shownModules = listEnrolledModules(shownPapers, filter.searchText);
  // Same rule as each paper's own progress, over every module of the papers shown.
  const overallProgress = calculateProgress(shownPapers.flatMap((paper) => paper.modules));
  const isEnrolledInNothing = papers.length === 0;
  const count = shownPapers.length;

  return (
    <>
      <section className="enrolled-section" aria-labelledby="enrolled-papers-heading">
        <div className="enrolled-section__header">
          <h2 id="enrolled-papers-heading">
            <Trans>Papers</Trans>
          </h2>
          {shownPapers.length > 0 && (
            <p className="enrolled-section__summary">
              <Trans>
                <Plural value={count} one="# paper" other="# papers" /> · {overallProgress}% of modules completed
              </Trans>
            </p>
          )}
        </div>
        {shownPapers.length === 0 ? (
          <div className="status-message">
            <p className="enrolled-section__empty">{describeNoPapers(filter.tab, i18n)}</p>
            {isEnrolledInNothing && (
              <Link to={paths.papers} className="btn btn--secondary btn--small">
                <Trans>Browse papers</Trans>
              </Link>
            )}
          </div>
        ) : (
          <ul className="enrolled-grid">
            {shownPapers.map((paper) => (
              <li key={paper.id}>
                <EnrolledPaperCard paper={paper} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="enrolled-section" aria-labelledby="enrolled-modules-heading">
        <div className="enrolled-section__header">
          <h2 id="enrolled-modules-heading">
            <Trans>Modules</Trans>
          </h2>
        </div>
        {shownModules.length === 0 ? (
          <p className="status-message">
            <Trans>No modules found</Trans>
          </p>
        ) : (
          <ul className="enrolled-grid enrolled-grid--modules">
            {shownModules.map((entry) => (
              <li key={entry.module.id}>
                <EnrolledModuleCard entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
