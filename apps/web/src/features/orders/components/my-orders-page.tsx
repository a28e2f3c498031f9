// My Orders (/my-profile/orders): every order of the student, newest first, with its status.
import { Link } from 'react-router';
import { useOrders } from '../../../api/orders';
import { DocumentTitle } from '../../../components/ui/document-title';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { formatAmount } from '../../../lib/money';
import { formatOrderDate, orderStatusLabel } from '../order-text';
import './orders.css';

export function MyOrdersPage() {
  const orders = useOrders();
  return (
    <section className="orders-page" aria-labelledby="orders-heading">
      <DocumentTitle title="My Orders" />
      <h1 id="orders-heading" className="orders-page__title">
        My Orders
      </h1>
      {orders.isPending ? (
        <p role="status">Loading your orders...</p>
      ) : orders.isError ? (
        <LoadError message="Could not load your orders." onRetry={() => void orders.refetch()} />
      ) : orders.data.items.length === 0 ? (
        <p className="orders-page__empty">
          No orders yet. <Link to={paths.subscriptions}>See the plans</Link>
        </p>
      ) : (
        <ul className="orders-list">
          {orders.data.items.map((order) => (
            <li key={order.id} className="card order-row">
              <div>
                <Link to={paths.order(order.id)} className="order-row__number">
                  Order {order.number}
                </Link>
                <p className="order-row__meta">
                  {formatOrderDate(order.createdAt)} · {order.lines.length}{' '}
                  {order.lines.length === 1 ? 'item' : 'items'}
                </p>
              </div>
              <p className="order-row__amount">{formatAmount(order.amountPaise)}</p>
              <p className="order-status" data-status={order.status}>
                {orderStatusLabel(order)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
