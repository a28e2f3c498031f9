// Console > Orders: find an order by number, buyer or phone, filter by status and way of paying;
// admins confirm a WhatsApp order once its money has arrived (which enrolls), cancel an unpaid
// one, or refund a paid one (which revokes its access), each after a confirmation.
import { ORDER_STATUSES, ORDER_STATUS_LABELS, paiseToRupeesFixed, type TAdminOrder } from '@padanam/contract';
import { useState } from 'react';
import { useAdminOrders, useOrderAction, type TOrderAction } from '../../../api/admin-orders';
import { AlertDialogBox } from '../../../components/ui/alert-dialog';
import { SearchField } from '../../../components/ui/search-field';
import { useSession } from '../../../lib/session/use-session';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { MutationError } from '../../components/mutation-error';
import { PagedTable } from '../../components/paged-table';
import { formatTime } from '../../lib/format';
import { isAdmin } from '../../lib/staff-access';
import { useListParams } from '../../lib/use-list-params';

const ACTION_TEXT: Record<TOrderAction, { label: string; question: string; effect: string }> = {
  confirm: {
    label: 'Confirm payment',
    question: 'Confirm this payment?',
    effect: 'The order becomes paid and the student is enrolled at once. Confirm only once the money has arrived.',
  },
  cancel: { label: 'Cancel order', question: 'Cancel this order?', effect: 'The order is closed unpaid.' },
  refund: {
    label: 'Refund',
    question: 'Refund this order?',
    effect: 'The student loses what this order unlocked from now on. Razorpay payments are refunded through Razorpay.',
  },
};

function actionsFor(order: TAdminOrder): TOrderAction[] {
  if (order.status === 'awaiting_payment') return order.method === 'whatsapp' ? ['confirm', 'cancel'] : ['cancel'];
  if (order.status === 'failed') return ['cancel'];
  if (order.status === 'paid') return ['refund'];
  return [];
}

function itemsOf(order: TAdminOrder): string {
  return order.lines
    .map((line) => (line.moduleNumber === null ? line.paperTitle : `${line.paperTitle}, Module ${line.moduleNumber}`))
    .join('; ');
}

/** A paid order whose lines the student had already (two orders started before either was paid). */
function paidTwiceNote(order: TAdminOrder): string | null {
  if (order.status !== 'paid' || order.linesOwnedWhenPaid === 0) return null;
  const what =
    order.linesOwnedWhenPaid >= order.lines.length
      ? 'everything in it'
      : `${order.linesOwnedWhenPaid} of its ${order.lines.length} items`;
  return `Paid twice: the student already had ${what} when this was paid. Refund it.`;
}

/** A payment Razorpay reported at another amount or currency than the order's: it paid nothing. */
function mismatchNote(order: TAdminOrder): string | null {
  const taken = order.paymentMismatch;
  if (!taken) return null;
  const amount =
    taken.amountPaise === null
      ? 'an unknown amount'
      : `${paiseToRupeesFixed(taken.amountPaise)} ${taken.currency ?? ''}`.trim();
  const payment = taken.providerPaymentId ? ` (${taken.providerPaymentId})` : '';
  return `Payment mismatch: Razorpay reported ${amount}${payment} for this ₹${paiseToRupeesFixed(order.amountPaise)} order. Nothing was granted; check it in Razorpay and refund it.`;
}

function OrderStatusCell({ order }: { order: TAdminOrder }) {
  const notes = [paidTwiceNote(order), mismatchNote(order)].filter((note) => note !== null);
  return (
    <td>
      {ORDER_STATUS_LABELS[order.status]}
      {notes.map((note) => (
        <span key={note}>
          <br />
          <small className="admin-field__error">{note}</small>
        </span>
      ))}
    </td>
  );
}

export function AdminOrdersPage() {
  const list = useListParams(['q', 'status', 'method'] as const);
  const orders = useAdminOrders(list.params);
  const canDecide = isAdmin(useSession().user?.role);
  const action = useOrderAction();
  const [pending, setPending] = useState<{ order: TAdminOrder; action: TOrderAction } | null>(null);

  return (
    <ListPage
      title="Orders"
      filters={
        <>
          <SearchField label="Search orders" placeholder="Order number, name or phone" {...list.bind('q')} />
          <FilterSelect
            label="Status"
            allLabel="Any status"
            options={ORDER_STATUSES.map((status) => [status, ORDER_STATUS_LABELS[status]] as const)}
            {...list.bind('status')}
          />
          <FilterSelect
            label="Paid by"
            allLabel="Either"
            options={[
              ['whatsapp', 'WhatsApp order'],
              ['razorpay', 'Razorpay'],
            ]}
            {...list.bind('method')}
          />
        </>
      }
    >
      <MutationError error={action.error} />
      <PagedTable
        query={orders}
        what="the orders"
        headings={['Order', 'When', 'Buyer', 'Items', 'Total', 'Status', 'Actions']}
        emptyMessage="No orders match."
        onPage={list.goToPage}
        row={(order) => (
          <tr key={order.id}>
            <td>
              {order.number}
              <br />
              <small>{order.method === 'razorpay' ? 'Razorpay' : 'WhatsApp'}</small>
            </td>
            <td>{formatTime(order.createdAt)}</td>
            <td>
              {order.buyer.name}
              <br />
              <small>{order.buyer.phone}</small>
            </td>
            <td>{itemsOf(order)}</td>
            <td>₹{paiseToRupeesFixed(order.amountPaise)}</td>
            <OrderStatusCell order={order} />
            <td className="admin-table__actions">
              {canDecide &&
                actionsFor(order).map((name) => (
                  <button
                    key={name}
                    type="button"
                    className={`btn btn--small ${name === 'confirm' ? 'btn--primary' : 'btn--secondary'}`}
                    aria-label={`${ACTION_TEXT[name].label}: ${order.number}`}
                    disabled={action.isPending}
                    onClick={() => setPending({ order, action: name })}
                  >
                    {ACTION_TEXT[name].label}
                  </button>
                ))}
            </td>
          </tr>
        )}
      />
      <AlertDialogBox
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? ACTION_TEXT[pending.action].question : ''}
        description={
          pending
            ? `${pending.order.number}, ${pending.order.buyer.name}, ₹${paiseToRupeesFixed(pending.order.amountPaise)}. ${ACTION_TEXT[pending.action].effect}`
            : ''
        }
        tone={pending?.action === 'confirm' ? 'info' : 'warning'}
        confirmLabel={pending ? ACTION_TEXT[pending.action].label : ''}
        dismissLabel="Back"
        onConfirm={() => pending && action.mutate({ orderId: pending.order.id, action: pending.action })}
      />
    </ListPage>
  );
}
