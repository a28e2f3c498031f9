// One plan: name, price (with the struck-through price of an offer) and what it includes.
import { Check } from 'lucide-react';
import type { TPlan } from './plans';

export function PlanCard({ plan }: { plan: TPlan }) {
  const headingId = `plan-${plan.id}-name`;
  const hasOffer = plan.originalPrice !== undefined;

  return (
    <article className="plan-card" data-offer={hasOffer ? 'true' : 'false'} aria-labelledby={headingId}>
      {hasOffer && <p className="plan-card__badge">Special offer</p>}
      <h2 id={headingId} className="plan-card__name">
        {plan.name}
      </h2>
      <p className="plan-card__summary">{plan.summary}</p>
      <p className="plan-card__price">
        {hasOffer && (
          <del className="plan-card__original">
            <span className="visually-hidden">Regular price </span>₹{plan.originalPrice}
          </del>
        )}
        <span className="plan-card__amount">
          {hasOffer && <span className="visually-hidden">Offer price </span>}₹{plan.price}
        </span>
        <span className="plan-card__unit">{plan.unit}</span>
      </p>
      <ul className="plan-card__features" aria-label={`${plan.name} includes`}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Check aria-hidden="true" className="plan-card__check" />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}
