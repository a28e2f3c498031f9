// Check Out's confirmation (spec "Cart actions"): the total, and one button for each way to pay
// this server offers. Nothing is ordered until one is chosen.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { TPaymentMethod } from '@padanam/contract';
import { ShoppingBag } from 'lucide-react';
import { formatAmount } from '../../../lib/money';
import '../../../components/ui/alert-dialog.css';

type TCheckoutDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  totalPaise: number;
  count: number;
  methods: readonly TPaymentMethod[];
  onChoose: (method: TPaymentMethod) => void;
};

const METHOD_LABELS: Record<TPaymentMethod, MessageDescriptor> = {
  razorpay: msg`Pay online (UPI, card, netbanking)`,
  whatsapp: msg`Order on WhatsApp`,
};

export function CheckoutDialog({ open, onOpenChange, totalPaise, count, methods, onChoose }: TCheckoutDialogProps) {
  const { t } = useLingui();
  const total = formatAmount(totalPaise);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <div className="alert-dialog__backdrop">
          <AlertDialog.Content className="alert-dialog" data-tone="info">
            <ShoppingBag className="alert-dialog__icon" aria-hidden="true" />
            <AlertDialog.Title className="alert-dialog__title">
              <Trans>Check out?</Trans>
            </AlertDialog.Title>
            <AlertDialog.Description className="alert-dialog__description">
              <Plural value={count} one={`# item, total ${total}.`} other={`# items, total ${total}.`} />{' '}
              {methods.includes('whatsapp') && (
                <Trans>
                  A WhatsApp order opens a message to our team in a new tab; your papers unlock when we confirm your
                  payment.
                </Trans>
              )}
            </AlertDialog.Description>
            <div className="alert-dialog__actions checkout-dialog__actions">
              <AlertDialog.Cancel className="btn btn--secondary">
                <Trans>Cancel</Trans>
              </AlertDialog.Cancel>
              {methods.map((method) => (
                <AlertDialog.Action key={method} className="btn btn--primary" onClick={() => onChoose(method)}>
                  {t(METHOD_LABELS[method])}
                </AlertDialog.Action>
              ))}
            </div>
          </AlertDialog.Content>
        </div>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
