// Cart (/cart, spec "Cart"): the papers and modules to buy at the server's prices, Remove with a
// confirmation, the price summary and Check Out; 'Your cart is empty' with Back when there is none.
import type { TCartLine } from '@padanam/contract';
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

  return (
    <div className="page cart-page">
      <PageHeader title="My Cart" hasBackButton />
      {cart.isPending ? (
        <LoadingScreen />
      ) : cart.isError ? (
        <LoadError
          message="Could not load your cart."
          onRetry={() => void cart.refetch()}
          isRetrying={cart.isFetching}
        />
      ) : cart.data.count === 0 ? (
        <div className="card cart-page__empty">
          <p>Your cart is empty</p>
          <button type="button" className="btn btn--primary" onClick={() => void navigate(-1)}>
            Back
          </button>
        </div>
      ) : (
        <>
          {covered.length > 0 && (
            <p className="card cart-page__notice" role="status">
              The whole paper includes {covered.join(' and ')}, so{' '}
              {covered.length === 1 ? 'that module was' : 'those modules were'} taken out of your cart.
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
        title="Remove this item?"
        description={removal ? `${cartLineTitle(removal.line)} will be removed from your cart.` : ''}
        tone="warning"
        confirmLabel="Remove"
        onConfirm={confirmRemoval}
      />
      <AlertDialogBox
        open={removal?.step === 'removed'}
        onOpenChange={(open) => !open && setRemoval(null)}
        title="Removed!"
        description="The item has been removed."
        tone="success"
      />
      <AlertDialogBox
        open={removal?.step === 'failed'}
        onOpenChange={(open) => !open && setRemoval(null)}
        title="Error!"
        description="Something went wrong."
        tone="danger"
      />
    </div>
  );
}
