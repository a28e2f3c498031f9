// One order (/my-profile/orders/:orderId): its status, what to do next (pay, send the WhatsApp
// message again, or call it off while it is not paid) and the receipt, which prints on its own.
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, MessageCircle, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCancelOrder, useOrder, useReceipt } from '../../../api/orders';
import { AlertDialogBox } from '../../../components/ui/alert-dialog';
import { DocumentTitle } from '../../../components/ui/document-title';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { orderStatusLabel } from '../order-text';
import { Receipt } from './receipt';
import './orders.css';

export function OrderPage() {
  const { t } = useLingui();
  const orderId = Number(useParams().orderId);
  const order = useOrder(orderId);
  const receipt = useReceipt(orderId);
  const cancel = useCancelOrder(orderId);
  const [isConfirmingCancel, setConfirmingCancel] = useState(false);

  if (order.isPending || receipt.isPending)
    return (
      <p role="status">
        <Trans>Loading your order...</Trans>
      </p>
    );
  if (order.isError || receipt.isError)
    return (
      <LoadError
        message={(order.error ?? receipt.error)?.message || t`Could not load this order.`}
        onRetry={() => void Promise.all([order.refetch(), receipt.refetch()])}
      />
    );
  const { status, method, whatsappUrl } = order.data;
  const orderNumber = order.data.number;
  const isUnpaid = status === 'awaiting_payment' || status === 'failed';
  const canPayOnline = method === 'razorpay' && isUnpaid;

  return (
    <section className="order-page" aria-labelledby="order-heading">
      <DocumentTitle title={t`Order ${orderNumber}`} />
      <div className="order-page__top no-print">
        <h1 id="order-heading" className="orders-page__title">
          <Trans>Order {orderNumber}</Trans>
        </h1>
        <p className="order-status" data-status={status}>
          {t(orderStatusLabel(order.data))}
        </p>
      </div>
      <div className="order-page__next no-print">
        {status === 'paid' && (
          <p className="order-page__paid">
            <BadgeCheck aria-hidden="true" />{' '}
            <Trans>
              Paid. Your papers are open in <Link to={paths.enrolled}>Enrolled</Link>.
            </Trans>
          </p>
        )}
        {whatsappUrl && (
          <>
            <p>
              <Trans>
                Send this order to our team on WhatsApp and pay as they tell you. Your papers unlock as soon as the
                payment is confirmed.
              </Trans>
            </p>
            <a className="btn btn--primary" href={whatsappUrl} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" /> <Trans>Send the order on WhatsApp</Trans>
            </a>
          </>
        )}
        {canPayOnline && (
          <a className="btn btn--primary" href={`/pay/${orderId}`}>
            <Trans>Pay now</Trans>
          </a>
        )}
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> <Trans>Print</Trans>
        </button>
        {isUnpaid && (
          <button
            type="button"
            className="btn btn--secondary"
            disabled={cancel.isPending}
            onClick={() => setConfirmingCancel(true)}
          >
            {cancel.isPending ? t`Cancelling...` : t`Cancel order`}
          </button>
        )}
        {cancel.isError && (
          <p role="alert" className="order-page__error">
            {cancel.error.message}
          </p>
        )}
      </div>
      <AlertDialogBox
        open={isConfirmingCancel}
        onOpenChange={setConfirmingCancel}
        tone="warning"
        title={t`Cancel this order?`}
        description={
          method === 'whatsapp'
            ? t`Order ${orderNumber} will be cancelled. If you have already paid for it on WhatsApp, keep it: our team confirms the payment and your papers open.`
            : t`Order ${orderNumber} will be cancelled. To buy these papers later, add them to your cart again.`
        }
        confirmLabel={t`Cancel order`}
        dismissLabel={t`Keep the order`}
        onConfirm={() => cancel.mutate()}
      />
      <Receipt receipt={receipt.data} />
    </section>
  );
}
