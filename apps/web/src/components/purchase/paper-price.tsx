// What a whole paper costs the student: 'Enrolled' when it is theirs, else the Paper-Based Plan's
// price from the server (with the struck-through price of an offer, as the plans and cart show it).
import { Trans } from '@lingui/react/macro';
import type { TPaper } from '@padanam/contract';
import { CircleCheck } from 'lucide-react';
import { formatPrice, paperPricePaise } from '../../lib/money';
import './paper-price.css';

type TPaperPriceProps = {
  paper: Pick<TPaper, 'price' | 'listPrice'>;
  isOwned: boolean;
  className?: string;
};

export function PaperPrice({ paper, isOwned, className }: TPaperPriceProps) {
  const classes = (modifier: string) => ['paper-price', modifier, className].filter(Boolean).join(' ');
  if (isOwned) {
    return (
      <p className={classes('paper-price--owned')}>
        <CircleCheck aria-hidden="true" />
        <Trans context="a paper the student has">Enrolled</Trans>
      </p>
    );
  }
  const { pricePaise, listPricePaise } = paperPricePaise(paper);
  const hasOffer = listPricePaise !== null && listPricePaise > pricePaise;
  return (
    <p className={classes(hasOffer ? 'paper-price--offer' : '')}>
      {hasOffer && (
        <del className="paper-price__list">
          <span className="visually-hidden">
            <Trans>Regular price</Trans>{' '}
          </span>
          {formatPrice(listPricePaise)}
        </del>
      )}
      <span className="paper-price__amount">
        {hasOffer && (
          <span className="visually-hidden">
            <Trans>Offer price</Trans>{' '}
          </span>
        )}
        {formatPrice(pricePaise)}
      </span>
    </p>
  );
}
