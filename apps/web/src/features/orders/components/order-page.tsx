// One order (/my-profile/orders/:orderId): its status, what to do next (pay, send the WhatsApp
// message again) and the receipt, which prints on its own.
import { BadgeCheck, MessageCircle, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useOrder, useReceipt } from '../../../api/orders';
import { DocumentTitle } from '../../../components/ui/document-title';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { orderStatusLabel } from '../order-text';
import { Receipt } from './receipt';
import './orders.css';

export function OrderPage() {
  const orderId = Number(useParams().orderId);
  const order = useOrder(orderId);
  const receipt = useReceipt(orderId);

  if (order.isPending || receipt.isPending) return <p role="status">Loading your order...</p>;
  if (order.isError || receipt.isError)
    return (
      <LoadError
        message={(order.error ?? receipt.error)?.message || 'Could not load this order.'}
        onRetry={() => void Promise.all([order.refetch(), receipt.refetch()])}
      />
    );
  const { status, method, whatsappUrl } = order.data;
  const canPayOnline = method === 'razorpay' && (status === 'awaiting_payment' || status === 'failed');

  return (
    <section className="order-page" aria-labelledby="order-heading">
      <DocumentTitle title={`Order ${order.data.number}`} />
      <div className="order-page__top no-print">
        <h1 id="order-heading" className="orders-page__title">
          Order {order.data.number}
        </h1>
        <p className="order-status" data-status={status}>
          {orderStatusLabel(order.data)}
        </p>
      </div>
      <div className="order-page__next no-print">
        {status === 'paid' && (
          <p className="order-page__paid">
            <BadgeCheck aria-hidden="true" /> Paid. Your papers are open in <Link to={paths.enrolled}>Enrolled</Link>.
          </p>
        )}
        {whatsappUrl && (
          <>
            <p>
              Send this order to our team on WhatsApp and pay as they tell you. Your papers unlock as soon as the
              payment is confirmed.
            </p>
            <a className="btn btn--primary" href={whatsappUrl} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" /> Send the order on WhatsApp
            </a>
          </>
        )}
        {canPayOnline && (
          <a className="btn btn--primary" href={`/pay/${orderId}`}>
            Pay now
          </a>
        )}
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> Print
        </button>
      </div>
      <Receipt receipt={receipt.data} />
    </section>
  );
}
