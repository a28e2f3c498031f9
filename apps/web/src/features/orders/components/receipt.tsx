// The printable receipt: order number, date, lines and total, the buyer and the seller with the
// tax fields configured on the server.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TReceipt } from '@padanam/contract';
import { formatAmount } from '../../../lib/money';
import { formatOrderDate, orderLineName, orderStatusLabel } from '../order-text';

export function Receipt({ receipt }: { receipt: TReceipt }) {
  const { t, i18n } = useLingui();
  const { order, buyer, seller } = receipt;
  // 'Anjali Menon, +91 9000000001, anjali@example.in, Farook College': what the buyer gave.
  const buyerDetails = [buyer.name, buyer.phone, buyer.email, buyer.college].filter(Boolean).join(', ');
  return (
    <article className="card receipt" aria-labelledby="receipt-heading">
      <header className="receipt__header">
        <div>
          <h2 id="receipt-heading" className="receipt__title">
            {order.status === 'paid' || order.status === 'refunded' ? t`Receipt` : t`Order summary`}
          </h2>
          <p className="receipt__seller">{seller.name}</p>
          {seller.address && <p className="receipt__muted">{seller.address}</p>}
          {seller.taxFields.map((field) => (
            <p key={field.label} className="receipt__muted">
              {field.label}: {field.value}
            </p>
          ))}
        </div>
        <dl className="receipt__facts">
          <div>
            <dt>
              <Trans>Order</Trans>
            </dt>
            <dd>{order.number}</dd>
          </div>
          <div>
            <dt>
              <Trans>Date</Trans>
            </dt>
            <dd>{formatOrderDate(order.createdAt)}</dd>
          </div>
          {order.paidAt !== null && (
            <div>
              <dt>
                <Trans>Paid</Trans>
              </dt>
              <dd>{formatOrderDate(order.paidAt)}</dd>
            </div>
          )}
          <div>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd>{t(orderStatusLabel(order))}</dd>
          </div>
          <div>
            {/* An order not paid yet was not paid by anything: it says how it is to be paid. */}
            <dt>{order.paidAt !== null ? t`Paid by` : t`To pay by`}</dt>
            {/* eslint-disable-next-line lingui/no-unlocalized-strings -- Razorpay is a brand */}
            <dd>{order.method === 'razorpay' ? 'Razorpay' : t`WhatsApp order`}</dd>
          </div>
        </dl>
      </header>
      <p className="receipt__buyer">
        <Trans>Billed to {buyerDetails}</Trans>
      </p>
      <table className="receipt__lines">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Item</Trans>
            </th>
            <th scope="col" className="receipt__amount">
              <Trans>Price</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>{orderLineName(line, i18n)}</td>
              <td className="receipt__amount">{formatAmount(line.pricePaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <Trans>Total</Trans>
            </th>
            <td className="receipt__amount">{formatAmount(order.amountPaise)}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
