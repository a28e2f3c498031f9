// The paper's banner: its image (or the bundled one), title, description and price (or 'Enrolled').
import { Trans } from '@lingui/react/macro';
import type { TPaperDetails } from '@padanam/contract';
import fallbackImageUrl from '../assets/paper-banner-fallback.svg';
import { PaperPrice } from '../../../components/purchase/paper-price';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';

export function PaperBanner({ paper }: { paper: TPaperDetails }) {
  const type = paper.type;
  const language = paper.language;
  return (
    <section className="paper-banner" aria-labelledby="paper-title">
      <ImageWithFallback
        src={paper.imageUrl}
        fallback={fallbackImageUrl}
        className="paper-banner__image"
        width={160}
        height={120}
        isAboveTheFold
      />
      <div className="paper-banner__text">
        <p className="paper-banner__meta">
          <Trans>
            {type} paper · {language}
          </Trans>
        </p>
        <h1 id="paper-title" className="paper-banner__title">
          {paper.title}
        </h1>
        {paper.description && <p className="paper-banner__description">{paper.description}</p>}
        <PaperPrice paper={paper} isOwned={paper.isEnrolled} className="paper-banner__price" />
      </div>
    </section>
  );
}
