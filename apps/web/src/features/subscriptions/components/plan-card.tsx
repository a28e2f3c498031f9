// One plan: name, the server's price (with the struck-through price of an offer), what it
// includes, and its way to buy.
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPrice } from '../../../lib/money';
import type { TPlan } from './plans';

export type TPlanPrice = {
  pricePaise: number;
  listPricePaise: number | null;
  /** The lowest of several prices ('from ₹69'). */
  isFrom?: boolean;
};

type TPlanCardProps = {
  plan: TPlan;
  price: TPlanPrice | null;
  /** The buy path: a button or link. */
  children: ReactNode;
};

export function PlanCard({ plan, price, children }: TPlanCardProps) {
  const headingId = `plan-${plan.id}-name`;
  const hasOffer = price !== null && price.listPricePaise !== null && price.listPricePaise > price.pricePaise;

  return (
    <article className="plan-card" data-offer={hasOffer ? 'true' : 'false'} aria-labelledby={headingId}>
      {hasOffer && <p className="plan-card__badge">Special offer</p>}
      <h2 id={headingId} className="plan-card__name">
        {plan.name}
      </h2>
      <p className="plan-card__summary">{plan.summary}</p>
      {price && (
        <p className="plan-card__price">
          {price.isFrom && <span className="plan-card__unit">from</span>}
          {hasOffer && (
            <del className="plan-card__original">
              <span className="visually-hidden">Regular price </span>
              {formatPrice(price.listPricePaise!)}
            </del>
          )}
          <span className="plan-card__amount">
            {hasOffer && <span className="visually-hidden">Offer price </span>}
            {formatPrice(price.pricePaise)}
          </span>
          <span className="plan-card__unit">{plan.unit}</span>
        </p>
      )}
      <ul className="plan-card__features" aria-label={`${plan.name} includes`}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Check aria-hidden="true" className="plan-card__check" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="plan-card__action">{children}</div>
    </article>
  );
}
