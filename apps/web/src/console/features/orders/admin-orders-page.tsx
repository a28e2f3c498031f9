// Console > Orders: find an order by number, buyer or phone, filter by status and way of paying;
// admins confirm a WhatsApp order once its money has arrived (which enrolls), cancel an unpaid
// one, or refund a paid one (which revokes its access), each after a confirmation.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUSES, paiseToRupeesFixed, type TAdminOrder } from '@padanam/contract';
import { useState } from 'react';
import { useAdminOrders, useOrderAction, type TOrderAction } from '../../../api/admin-orders';
import { ORDER_STATUS_TEXT } from '../../../components/purchase/order-status-text';
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

const ACTION_TEXT: Record<
  TOrderAction,
  { label: MessageDescriptor; question: MessageDescriptor; effect: MessageDescriptor }
> = {
  confirm: {
    label: msg`Confirm payment`,
    question: msg`Confirm this payment?`,
    effect: msg`The order becomes paid and the student is enrolled at once. Confirm only once the money has arrived.`,
  },
  cancel: { label: msg`Cancel order`, question: msg`Cancel this order?`, effect: msg`The order is closed unpaid.` },
  refund: {
    label: msg`Refund`,
    question: msg`Refund this order?`,
    effect: msg`The student loses what this order unlocked from now on. Razorpay payments are refunded through Razorpay.`,
  },
};

/** The payment services' own names, the same in every language. */
const RAZORPAY = 'Razorpay';
const WHATSAPP = 'WhatsApp';

function actionsFor(order: TAdminOrder): TOrderAction[] {
  if (order.status === 'awaiting_payment') return order.method === 'whatsapp' ? ['confirm', 'cancel'] : ['cancel'];
  if (order.status === 'failed') return ['cancel'];
  if (order.status === 'paid') return ['refund'];
  return [];
}

function itemsOf(order: TAdminOrder, i18n: I18n): string {
  return order.lines
    .map(({ paperTitle, moduleNumber }) =>
      moduleNumber === null ? paperTitle : i18n._(msg`${paperTitle}, Module ${moduleNumber}`),
    )
    .join('; ');
}

/** A paid order whose lines the student had already (two orders started before either was paid). */
function paidTwiceNote(order: TAdminOrder, i18n: I18n): string | null {
  if (order.status !== 'paid' || order.linesOwnedWhenPaid === 0) return null;
  const ownedCount = order.linesOwnedWhenPaid;
  const itemCount = order.lines.length;
  return ownedCount >= itemCount
    ? i18n._(msg`Paid twice: the student already had everything in it when this was paid. Refund it.`)
    : i18n._(
        msg`Paid twice: the student already had ${ownedCount} of its ${itemCount} items when this was paid. Refund it.`,
      );
}

/** A payment Razorpay reported at another amount or currency than the order's: it paid nothing. */
function mismatchNote(order: TAdminOrder, i18n: I18n): string | null {
  const taken = order.paymentMismatch;
  if (!taken) return null;
  // The payment's id, after the amount when Razorpay gave one: ' (pay_abc123)'.
  const payment = taken.providerPaymentId ? ` (${taken.providerPaymentId})` : '';
  const orderAmount = paiseToRupeesFixed(order.amountPaise);
  if (taken.amountPaise === null)
    return i18n._(
      msg`Payment mismatch: Razorpay reported an unknown amount${payment} for this ₹${orderAmount} order. Nothing was granted; check it in Razorpay and refund it.`,
    );
  const amount = `${paiseToRupeesFixed(taken.amountPaise)} ${taken.currency ?? ''}`.trim();
  return i18n._(
    msg`Payment mismatch: Razorpay reported ${amount}${payment} for this ₹${orderAmount} order. Nothing was granted; check it in Razorpay and refund it.`,
  );
}

function OrderStatusCell({ order }: { order: TAdminOrder }) {
  const { i18n } = useLingui();
  const notes = [paidTwiceNote(order, i18n), mismatchNote(order, i18n)].filter((note) => note !== null);
  return (
    <td>
      {i18n._(ORDER_STATUS_TEXT[order.status])}
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
  const { t, i18n } = useLingui();
  const list = useListParams(['q', 'status', 'method'] as const);
  const orders = useAdminOrders(list.params);
  const canDecide = isAdmin(useSession().user?.role);
  const action = useOrderAction();
  const [pending, setPending] = useState<{ order: TAdminOrder; action: TOrderAction } | null>(null);

  return (
    <ListPage
      title={t`Orders`}
      filters={
        <>
          <SearchField label={t`Search orders`} placeholder={t`Order number, name or phone`} {...list.bind('q')} />
          <FilterSelect
            label={t`Status`}
            allLabel={t`Any status`}
            options={ORDER_STATUSES.map((status) => [status, i18n._(ORDER_STATUS_TEXT[status])] as const)}
            {...list.bind('status')}
          />
          <FilterSelect
            label={t`Paid by`}
            allLabel={t`Either`}
            options={[
              ['whatsapp', t`WhatsApp order`],
              ['razorpay', RAZORPAY],
            ]}
            {...list.bind('method')}
          />
        </>
      }
    >
      <MutationError error={action.error} />
      <PagedTable
        query={orders}
        what={t`the orders`}
        headings={[
          t({ message: 'Order', context: 'purchase' }),
          t`When`,
          t`Buyer`,
          t`Items`,
          t`Total`,
          t`Status`,
          t`Actions`,
        ]}
        emptyMessage={t`No orders match.`}
        onPage={list.goToPage}
        row={(order) => (
          <tr key={order.id}>
            <td>
              {order.number}
              <br />
              <small>{order.method === 'razorpay' ? RAZORPAY : WHATSAPP}</small>
            </td>
            <td>{formatTime(order.createdAt)}</td>
            <td>
              {order.buyer.name}
              <br />
              <small>{order.buyer.phone}</small>
            </td>
            <td>{itemsOf(order, i18n)}</td>
            <td>₹{paiseToRupeesFixed(order.amountPaise)}</td>
            <OrderStatusCell order={order} />
            <td className="admin-table__actions">
              {canDecide &&
                actionsFor(order).map((name) => (
                  <button
                    key={name}
                    type="button"
                    className={`btn btn--small ${name === 'confirm' ? 'btn--primary' : 'btn--secondary'}`}
                    aria-label={`${i18n._(ACTION_TEXT[name].label)}: ${order.number}`}
                    disabled={action.isPending}
                    onClick={() => setPending({ order, action: name })}
                  >
                    {i18n._(ACTION_TEXT[name].label)}
                  </button>
                ))}
            </td>
          </tr>
        )}
      />
      <AlertDialogBox
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? i18n._(ACTION_TEXT[pending.action].question) : ''}
        description={
          pending
            ? `${pending.order.number}, ${pending.order.buyer.name}, ₹${paiseToRupeesFixed(pending.order.amountPaise)}. ${i18n._(ACTION_TEXT[pending.action].effect)}`
            : ''
        }
        tone={pending?.action === 'confirm' ? 'info' : 'warning'}
        confirmLabel={pending ? i18n._(ACTION_TEXT[pending.action].label) : ''}
        dismissLabel={t`Back`}
        onConfirm={() => pending && action.mutate({ orderId: pending.order.id, action: pending.action })}
      />
    </ListPage>
  );
}
