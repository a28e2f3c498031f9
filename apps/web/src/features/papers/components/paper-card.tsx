// One course card: logo, language, title, price (or 'Enrolled'), verified mark, add to cart, save/pin
// toggle and 'Learn now'.
// The whole card selects the paper (its title button is stretched over it); the actions sit above.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TPaper } from '@padanam/contract';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePaperPurchase } from '../hooks/use-paper-purchase';
import { usePaperSaveToggle } from '../hooks/use-paper-save-toggle';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { PaperArtwork } from '../../../components/ui/paper-artwork';
import { PaperPrice } from '../../../components/purchase/paper-price';
import { AddToCartButton } from './add-to-cart-button';
import { SavePaperButton } from './save-paper-button';

type TPaperCardProps = {
  paper: TPaper;
  isSelected: boolean;
  onSelect: () => void;
  /** One of the first cards, on screen as the page opens. */
  isAboveTheFold?: boolean;
};

export function PaperCard({ paper, isSelected, onSelect, isAboveTheFold = false }: TPaperCardProps) {
  const { t } = useLingui();
  const titleId = `paper-${paper.id}-title`;
  const saveToggle = usePaperSaveToggle(paper.id);
  const purchase = usePaperPurchase(paper.id);
  return (
    <article className="card card--tile paper-card" data-selected={isSelected ? 'true' : 'false'}>
      <ImageWithFallback
        src={paper.imageUrl}
        fallback={<PaperArtwork className="card__thumbnail" />}
        width={160}
        height={120}
        className="card__thumbnail"
        isAboveTheFold={isAboveTheFold}
      />
      <div className="card__body">
        <p className="paper-card__language">{paper.language}</p>
        <h3 className="paper-card__title" id={titleId}>
          <button
            type="button"
            className="paper-card__select card__stretched-action"
            aria-pressed={isSelected}
            onClick={onSelect}
          >
            {paper.title}
          </button>
        </h3>
        <PaperPrice paper={paper} isOwned={purchase.state === 'owned'} className="paper-card__price" />
        <div className="paper-card__footer">
          <span className="paper-card__verified">
            <BadgeCheck role="img" aria-label={t`Verified`} />
          </span>
          <div className="paper-card__actions">
            <AddToCartButton paperTitle={paper.title} state={purchase.state} onAdd={purchase.addToCart} />
            <SavePaperButton
              paperTitle={paper.title}
              isSaved={saveToggle.isSaved}
              isBusy={saveToggle.isBusy}
              onToggle={saveToggle.toggle}
            />
            <Link
              to={paths.paperDetails(paper.id)}
              className="btn btn--primary btn--small paper-card__learn"
              aria-describedby={titleId}
            >
              <Trans>Learn now</Trans>
            </Link>
          </div>
        </div>
        {purchase.error && (
          <p className="paper-card__save-error" role="alert">
            {purchase.error.message}
          </p>
        )}
        {saveToggle.hasFailed && (
          <p className="paper-card__save-error" role="alert">
            <Trans>Could not update your saved papers. Please try again.</Trans>
          </p>
        )}
      </div>
    </article>
  );
}
