// Subscriptions (/subscrptions, spelled so in the spec): 'Unlock Premium Access' and the two plans,
// each with a way to buy. Opened from a locked module (`?paper=…&module=…`), the cards sell that
// paper and that module at their own prices; opened alone, they show today's prices and lead to
// the papers.
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { GeneralPlans } from './general-plans';
import { PaperPlans } from './paper-plans';
import './subscriptions.css';

function idFrom(value: string | null): number | null {
  return value !== null && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

export function SubscriptionsPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const paperId = idFrom(params.get('paper'));
  const moduleId = idFrom(params.get('module'));

  return (
    <div className="page subscriptions">
      <PageHeader title={t`Unlock Premium Access`} hasBackButton />
      {paperId === null ? <GeneralPlans /> : <PaperPlans paperId={paperId} moduleId={moduleId} />}
    </div>
  );
}
