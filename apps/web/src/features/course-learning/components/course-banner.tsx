// The paper's banner: its image (or the bundled one), title and description.
import type { TPaperDetails } from '@padanam/contract';
import fallbackImageUrl from '../assets/course-banner-fallback.svg';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';

export function CourseBanner({ paper }: { paper: TPaperDetails }) {
  return (
    <section className="course-banner" aria-labelledby="course-title">
      <ImageWithFallback
        src={paper.imageUrl}
        fallbackSrc={fallbackImageUrl}
        className="course-banner__image"
        width={160}
        height={120}
      />
      <div className="course-banner__text">
        <p className="course-banner__meta">
          {paper.type} paper · {paper.language}
        </p>
        <h1 id="course-title" className="course-banner__title">
          {paper.title}
        </h1>
        {paper.description && <p className="course-banner__description">{paper.description}</p>}
      </div>
    </section>
  );
}
