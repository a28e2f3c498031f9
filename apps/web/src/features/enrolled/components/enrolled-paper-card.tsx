// One enrolled paper: logo, group and language, title (the link to its learning screen, stretched
// over the card) and the server's progress for it. That figure counts finished modules only (spec
// section 5), so the card says what it is made of: modules completed, and those under way with their
// own progress, so a paper whose one module is 67% done does not read as untouched.
import { useLingui } from '@lingui/react/macro';
import type { TEnrolledPaper } from '@padanam/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { PaperArtwork } from '../../../components/ui/paper-artwork';
import { describeModuleCounts, describeModulesInProgress } from '../enrolled-filters';
import { ProgressMeter } from './progress-meter';

export function EnrolledPaperCard({ paper }: { paper: TEnrolledPaper }) {
  const { t, i18n } = useLingui();
  const progress = paper.progress;
  return (
    <article className="card card--tile enrolled-card">
      <ImageWithFallback
        src={paper.imageUrl}
        fallback={<PaperArtwork className="card__thumbnail" />}
        width={160}
        height={120}
        className="card__thumbnail"
      />
      <div className="card__body">
        <p className="enrolled-card__eyebrow">
          {paper.type} · {paper.language}
        </p>
        <h3 className="enrolled-card__title">
          <Link to={paths.paperDetails(paper.id)} className="enrolled-card__link card__stretched-action">
            {paper.title}
          </Link>
        </h3>
        <p className="enrolled-card__meta">{describeModuleCounts(paper.modules, i18n)}</p>
        <ProgressMeter
          percent={paper.progress}
          text={t`${progress}% of modules completed`}
          detail={describeModulesInProgress(paper.modules, i18n)}
        />
      </div>
    </article>
  );
}
