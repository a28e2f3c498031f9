// The plans for one paper (and the module the student came from): each card's price is that
// paper's or that module's, and its button puts it in the cart.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TModuleSummary, TPaperDetails } from '@padanam/contract';
import { isInCart, useCart } from '../../../api/cart';
import { usePaperDetails, usePaperModules } from '../../../api/papers';
import { usePurchase } from '../../../components/purchase/use-purchase';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { paperPricePaise } from '../../../lib/money';
import { useSession } from '../../../lib/session/use-session';
import { BuyButton } from './buy-button';
import { PlanCard } from './plan-card';
import { MODULE_PLAN, PAPER_PLAN } from './plans';

type TPaperPlansProps = { paperId: number; moduleId: number | null };

export function PaperPlans({ paperId, moduleId }: TPaperPlansProps) {
  const paper = usePaperDetails(paperId);
  const modules = usePaperModules(paperId);
  if (paper.isError) return <LoadError message={paper.error.message} onRetry={() => void paper.refetch()} />;
  if (!paper.data || !modules.data)
    return (
      <p role="status">
        <Trans>Loading the plans...</Trans>
      </p>
    );
  const module = modules.data.find((candidate) => candidate.id === moduleId) ?? null;
  const paperTitle = paper.data.title;
  const moduleNumber = module?.number;
  const moduleTitle = module?.title;
  return (
    <>
      <p className="subscriptions__for">
        {module ? (
          <Trans>
            For <strong>{paperTitle}</strong>, Module {moduleNumber}: {moduleTitle}
          </Trans>
        ) : (
          <Trans>
            For <strong>{paperTitle}</strong>
          </Trans>
        )}
      </p>
      <div className="subscriptions__plans">
        <ModulePlan paper={paper.data} module={module} />
        <PaperPlan paper={paper.data} />
      </div>
    </>
  );
}

function PaperPlan({ paper }: { paper: TPaperDetails }) {
  const { t } = useLingui();
  const purchase = usePurchase({ paperId: paper.id }, paper.isEnrolled);
  const paperTitle = paper.title;
  return (
    <PlanCard plan={PAPER_PLAN} price={paperPricePaise(paper)}>
      <BuyButton
        label={t`Add ${paperTitle} to cart`}
        state={purchase.state}
        onAdd={purchase.addToCart}
        ownedPath={paths.paperDetails(paper.id)}
      />
      {purchase.error && <p role="alert">{purchase.error.message}</p>}
    </PlanCard>
  );
}

function ModulePlan({ paper, module }: { paper: TPaperDetails; module: TModuleSummary | null }) {
  const { t } = useLingui();
  const paperTitle = paper.title;
  const moduleNumber = module?.number;
  const isSoldAlone = module !== null && module.pricePaise !== null && !module.isFreePreview;
  const isPaperInCart = isInCart(useCart({ isEnabled: useSession().hasToken }).data, { paperId: paper.id });
  const purchase = usePurchase({ moduleId: module?.id ?? 0 }, module?.isEnrolled ?? false);
  const price =
    module && module.pricePaise !== null
      ? { pricePaise: module.pricePaise, listPricePaise: module.listPricePaise }
      : null;
  return (
    <PlanCard plan={MODULE_PLAN} price={price}>
      {module === null ? (
        <p className="plan-card__note">
          <Trans>Choose a locked module of {paperTitle} on its page to buy it on its own.</Trans>
        </p>
      ) : isPaperInCart && !module.isEnrolled ? (
        <p className="plan-card__note">
          <Trans>The whole paper is in your cart, with Module {moduleNumber}.</Trans>
        </p>
      ) : module.isEnrolled || isSoldAlone ? (
        <BuyButton
          label={t`Add Module ${moduleNumber} to cart`}
          state={purchase.state}
          onAdd={purchase.addToCart}
          ownedPath={paths.paperDetails(paper.id)}
        />
      ) : (
        <p className="plan-card__note">
          {module.isFreePreview
            ? t`Module ${moduleNumber} is free to open.`
            : t`Module ${moduleNumber} is sold only with its paper.`}
        </p>
      )}
      {purchase.error && <p role="alert">{purchase.error.message}</p>}
    </PlanCard>
  );
}
