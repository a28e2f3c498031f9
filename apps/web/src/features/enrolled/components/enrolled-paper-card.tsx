// One enrolled paper: logo, group and language, title (the link to its learning screen, stretched
// over the card) and the server's progress for it.
import type { TEnrolledPaper } from '@padanam/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { PaperArtwork } from '../../../components/ui/paper-artwork';
import { ProgressMeter } from './progress-meter';

export function EnrolledPaperCard({ paper }: { paper: TEnrolledPaper }) {
  const moduleCount = paper.modules.length;
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
        <p className="enrolled-card__meta">
          {moduleCount} {moduleCount === 1 ? 'module' : 'modules'}
        </p>
        <ProgressMeter percent={paper.progress} />
      </div>
    </article>
  );
}
