// The printable receipt: order number, date, lines and total, the buyer and the seller with the
// tax fields configured on the server.
import { orderLineName, type TReceipt } from '@padanam/contract';
import { formatAmount } from '../../../lib/money';
import { formatOrderDate, orderStatusLabel } from '../order-text';

export function Receipt({ receipt }: { receipt: TReceipt }) {
  const { order, buyer, seller } = receipt;
  return (
    <article className="card receipt" aria-labelledby="receipt-heading">
      <header className="receipt__header">
        <div>
          <h2 id="receipt-heading" className="receipt__title">
            {order.status === 'paid' || order.status === 'refunded' ? 'Receipt' : 'Order summary'}
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
            <dt>Order</dt>
            <dd>{order.number}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{formatOrderDate(order.createdAt)}</dd>
          </div>
          {order.paidAt !== null && (
            <div>
              <dt>Paid</dt>
              <dd>{formatOrderDate(order.paidAt)}</dd>
            </div>
          )}
          <div>
            <dt>Status</dt>
            <dd>{orderStatusLabel(order)}</dd>
          </div>
          <div>
            {/* An order not paid yet was not paid by anything: it says how it is to be paid. */}
            <dt>{order.paidAt !== null ? 'Paid by' : 'To pay by'}</dt>
            <dd>{order.method === 'razorpay' ? 'Razorpay' : 'WhatsApp order'}</dd>
          </div>
        </dl>
      </header>
      <p className="receipt__buyer">
        Billed to {buyer.name}, {buyer.phone}
        {buyer.email ? `, ${buyer.email}` : ''}
        {buyer.college ? `, ${buyer.college}` : ''}
      </p>
      <table className="receipt__lines">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="receipt__amount">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>{orderLineName(line)}</td>
              <td className="receipt__amount">{formatAmount(line.pricePaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="receipt__amount">{formatAmount(order.amountPaise)}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
