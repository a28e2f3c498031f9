// The price summary and Check Out. The order is made from the server's prices; the total shown
// here goes along only so the server can refuse it when a price moved since (then the cart
// reloads with the new prices and the student decides again).
import type { TCart, TPaymentMethod } from '@padanam/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCheckout, useCheckoutMethods } from '../../../api/orders';
import { AlertDialogBox } from '../../../components/ui/alert-dialog';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { formatAmount } from '../../../lib/money';
import { CheckoutDialog } from './checkout-dialog';

type TCartSummaryProps = {
  cart: TCart;
  onPricesChanged: () => void;
};

export function CartSummary({ cart, onPricesChanged }: TCartSummaryProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const methods = useCheckoutMethods();
  const checkout = useCheckout();
  const [isConfirming, setIsConfirming] = useState(false);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const listTotal = cart.items.reduce((sum, line) => sum + Math.max(line.listPricePaise ?? 0, line.pricePaise), 0);
  const available = methods.data?.methods ?? [];

  const choose = (method: TPaymentMethod) => {
    checkout.mutate(
      { method, seenTotalPaise: cart.totalPaise },
      {
        onSuccess: ({ order, whatsappUrl, payUrl }) => {
          if (payUrl) {
            // The payment page is the server's own, outside this app (it runs Razorpay Checkout).
            window.location.assign(payUrl);
            return;
          }
          if (whatsappUrl) window.open(whatsappUrl, '_blank', 'noopener,noreferrer');
          void navigate(paths.order(order.id));
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'PRICE_CHANGED') {
            onPricesChanged();
            setProblem({ title: t`Prices have changed`, message: error.message });
          } else {
            setProblem({ title: t`Error!`, message: error.message || t`Something went wrong.` });
          }
        },
      },
    );
  };

  return (
    <aside className="card cart-summary" aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading" className="cart-summary__title">
        <Trans>Price summary</Trans>
      </h2>
      <dl className="cart-summary__rows">
        <div>
          <dt>
            <Trans>Items</Trans>
          </dt>
          <dd>{cart.count}</dd>
        </div>
        {listTotal > cart.totalPaise && (
          <div>
            <dt>
              <Trans>You save</Trans>
            </dt>
            <dd>{formatAmount(listTotal - cart.totalPaise)}</dd>
          </div>
        )}
        <div className="cart-summary__total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{formatAmount(cart.totalPaise)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="btn btn--primary cart-summary__checkout"
        disabled={checkout.isPending || available.length === 0}
        onClick={() => setIsConfirming(true)}
      >
        {checkout.isPending ? t`Checking out...` : t`Check Out`}
      </button>
      {methods.isSuccess && available.length === 0 && (
        <p className="cart-summary__note">
          <Trans>Buying is not open on this server yet.</Trans>
        </p>
      )}
      <CheckoutDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        totalPaise={cart.totalPaise}
        count={cart.count}
        methods={available}
        onChoose={choose}
      />
      <AlertDialogBox
        open={problem !== null}
        onOpenChange={(open) => !open && setProblem(null)}
        title={problem?.title ?? ''}
        description={problem?.message ?? ''}
        tone="warning"
      />
    </aside>
  );
}
