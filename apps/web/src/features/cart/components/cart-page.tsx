// Cart (/cart, spec "Cart"): the papers and modules to buy at the server's prices, Remove with a
// confirmation, the price summary and Check Out; 'Your cart is empty' with Back when there is none.
import type { TCartLine } from '@padanam/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCart, useRemoveCartLine } from '../../../api/cart';
import { cartLineTitle } from '../../../components/purchase/cart-line-title';
import { AlertDialogBox } from '../../../components/ui/alert-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import type { TCartState } from '../../../config/paths';
import { CartLines } from './cart-lines';
import { CartSummary } from './cart-summary';
import './cart.css';

type TRemoval = { line: TCartLine; step: 'confirm' | 'removed' | 'failed' };

export function CartPage() {
  const { t, i18n } = useLingui();
  const cart = useCart();
  const remove = useRemoveCartLine();
  const navigate = useNavigate();
  const [removal, setRemoval] = useState<TRemoval | null>(null);
  const covered = (useLocation().state as TCartState | null)?.coveredByPaper ?? [];

  const confirmRemoval = () => {
    if (!removal) return;
    const { line } = removal;
    remove.mutate(line.id, {
      onSuccess: () => setRemoval({ line, step: 'removed' }),
      // The spec reloads the cart after a removal either way.
      onError: () => {
        setRemoval({ line, step: 'failed' });
        void cart.refetch();
      },
    });
  };

  // The module titles a whole paper in the cart replaced, as one list ('A and B').
  const coveredNotice = (titles: readonly string[]) => {
    const count = titles.length;
    const modules = titles.reduce((list, title) => t`${list} and ${title}`);
    return t`${plural(count, {
      one: `The whole paper includes ${modules}, so that module was taken out of your cart.`,
      other: `The whole paper includes ${modules}, so those modules were taken out of your cart.`,
    })}`;
  };
  const removalNotice = (line: TCartLine) => {
    const itemTitle = cartLineTitle(line, i18n);
    return t`${itemTitle} will be removed from your cart.`;
  };

  return (
    <div className="page cart-page">
      <PageHeader title={t`My Cart`} hasBackButton />
      {cart.isPending ? (
        <LoadingScreen />
      ) : cart.isError ? (
        <LoadError
          message={t`Could not load your cart.`}
          onRetry={() => void cart.refetch()}
          isRetrying={cart.isFetching}
        />
      ) : cart.data.count === 0 ? (
        <div className="card cart-page__empty">
          <p>
            <Trans>Your cart is empty</Trans>
          </p>
          <button type="button" className="btn btn--primary" onClick={() => void navigate(-1)}>
            <Trans>Back</Trans>
          </button>
        </div>
      ) : (
        <>
          {covered.length > 0 && (
            <p className="card cart-page__notice" role="status">
              {coveredNotice(covered)}
            </p>
          )}
          <div className="cart-page__body">
            <CartLines lines={cart.data.items} onRemove={(line) => setRemoval({ line, step: 'confirm' })} />
            <CartSummary cart={cart.data} onPricesChanged={() => void cart.refetch()} />
          </div>
        </>
      )}
      <AlertDialogBox
        open={removal?.step === 'confirm'}
        onOpenChange={(open) => !open && setRemoval(null)}
        title={t`Remove this item?`}
        description={removal ? removalNotice(removal.line) : ''}
        tone="warning"
        confirmLabel={t`Remove`}
        onConfirm={confirmRemoval}
      />
      <AlertDialogBox
        open={removal?.step === 'removed'}
        onOpenChange={(open) => !open && setRemoval(null)}
        title={t`Removed!`}
        description={t`The item has been removed.`}
        tone="success"
      />
      <AlertDialogBox
        open={removal?.step === 'failed'}
        onOpenChange={(open) => !open && setRemoval(null)}
        title={t`Error!`}
        description={t`Something went wrong.`}
        tone="danger"
      />
    </div>
  );
}
