// My Orders (/my-profile/orders): every order of the student, newest first, with its status.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TOrder } from '@padanam/contract';
import { Link } from 'react-router';
import { useOrders } from '../../../api/orders';
import { DocumentTitle } from '../../../components/ui/document-title';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { formatAmount } from '../../../lib/money';
import { formatOrderDate, orderStatusLabel } from '../order-text';
import './orders.css';

export function MyOrdersPage() {
  const { t } = useLingui();
  const orders = useOrders();
  return (
    <section className="orders-page" aria-labelledby="orders-heading">
      <DocumentTitle title={t`My Orders`} />
      <h1 id="orders-heading" className="orders-page__title">
        <Trans>My Orders</Trans>
      </h1>
      {orders.isPending ? (
        <p role="status">
          <Trans>Loading your orders...</Trans>
        </p>
      ) : orders.isError ? (
        <LoadError message={t`Could not load your orders.`} onRetry={() => void orders.refetch()} />
      ) : orders.data.items.length === 0 ? (
        <p className="orders-page__empty">
          <Trans>
            No orders yet. <Link to={paths.subscriptions}>See the plans</Link>
          </Trans>
        </p>
      ) : (
        <ul className="orders-list">
          {orders.data.items.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderRow({ order }: { order: TOrder }) {
  const { t } = useLingui();
  const orderNumber = order.number;
  const date = formatOrderDate(order.createdAt);
  const count = order.lines.length;
  return (
    <li className="card order-row">
      <div>
        <Link to={paths.order(order.id)} className="order-row__number">
          <Trans>Order {orderNumber}</Trans>
        </Link>
        <p className="order-row__meta">{t`${date} · ${plural(count, { one: '# item', other: '# items' })}`}</p>
      </div>
      <p className="order-row__amount">{formatAmount(order.amountPaise)}</p>
      <p className="order-status" data-status={order.status}>
        {t(orderStatusLabel(order))}
      </p>
    </li>
  );
}
