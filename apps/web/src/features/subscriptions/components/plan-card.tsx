// One plan: name, the server's price (with the struck-through price of an offer), what it
// includes, and its way to buy.
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const headingId = `plan-${plan.id}-name`;
  const planName = t(plan.name);
  const hasOffer = price !== null && price.listPricePaise !== null && price.listPricePaise > price.pricePaise;

  return (
    <article className="plan-card" data-offer={hasOffer ? 'true' : 'false'} aria-labelledby={headingId}>
      {hasOffer && (
        <p className="plan-card__badge">
          <Trans>Special offer</Trans>
        </p>
      )}
      <h2 id={headingId} className="plan-card__name">
        {planName}
      </h2>
      <p className="plan-card__summary">{t(plan.summary)}</p>
      {price && (
        <p className="plan-card__price">
          {price.isFrom && (
            <span className="plan-card__unit">
              <Trans>from</Trans>
            </span>
          )}
          {hasOffer && (
            <del className="plan-card__original">
              <span className="visually-hidden">
                <Trans>Regular price</Trans>{' '}
              </span>
              {formatPrice(price.listPricePaise!)}
            </del>
          )}
          <span className="plan-card__amount">
            {hasOffer && (
              <span className="visually-hidden">
                <Trans>Offer price</Trans>{' '}
              </span>
            )}
            {formatPrice(price.pricePaise)}
          </span>
          <span className="plan-card__unit">{t(plan.unit)}</span>
        </p>
      )}
      <ul className="plan-card__features" aria-label={t`${planName} includes`}>
        {plan.features.map((feature) => (
          <li key={feature.id}>
            <Check aria-hidden="true" className="plan-card__check" />
            {t(feature)}
          </li>
        ))}
      </ul>
      <div className="plan-card__action">{children}</div>
    </article>
  );
}
