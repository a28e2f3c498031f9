// Subscriptions (/subscrptions, spelled so in the spec): the two plans. No purchase action here.
import { PageHeader } from '../../../components/ui/page-header';
import { PlanCard } from './plan-card';
import { PLANS } from './plans';
import './subscriptions.css';

export function SubscriptionsPage() {
  return (
    <div className="page subscriptions">
      <PageHeader title="Unlock Premium Access" hasBackButton />
      <div className="subscriptions__plans">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
    </div>
  );
}
