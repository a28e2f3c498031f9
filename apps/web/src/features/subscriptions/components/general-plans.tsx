// The plans without a paper in mind: today's prices from the server, and the way to the papers.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { usePlanPrices } from '../../../api/plans';
import { paths } from '../../../config/paths';
import { PlanCard } from './plan-card';
import { MODULE_PLAN, PAPER_PLAN } from './plans';

export function GeneralPlans() {
  const prices = usePlanPrices();
  const module = prices.data?.module ?? null;
  const paper = prices.data?.paper ?? null;
  return (
    <div className="subscriptions__plans">
      <PlanCard
        plan={MODULE_PLAN}
        price={module && { pricePaise: module.fromPaise, listPricePaise: module.listPricePaise, isFrom: true }}
      >
        <Link to={paths.papers} className="btn btn--primary">
          <Trans>Choose a module</Trans>
        </Link>
      </PlanCard>
      <PlanCard
        plan={PAPER_PLAN}
        price={paper && { pricePaise: paper.fromPaise, listPricePaise: paper.listPricePaise, isFrom: true }}
      >
        <Link to={paths.papers} className="btn btn--primary">
          <Trans>Choose a paper</Trans>
        </Link>
      </PlanCard>
    </div>
  );
}
