// An accessible alert dialog (Radix: focus trap, Escape, labelled title and description), styled
// here. Radix's Overlay is left out on purpose: it locks scrolling by injecting a <style> element,
// which the CSP (style-src 'self') refuses. The backdrop and the scroll lock are plain CSS instead.
import { useLingui } from '@lingui/react/macro';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { CircleAlert, CircleCheck, CircleX, Info, type LucideIcon } from 'lucide-react';
import './alert-dialog.css';

export type TAlertDialogTone = 'info' | 'success' | 'warning' | 'danger';

const TONE_ICONS: Record<TAlertDialogTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: CircleAlert,
  danger: CircleX,
};

type TAlertDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  tone?: TAlertDialogTone;
  /** The confirming action; without one the dialog only has its dismiss button. */
  confirmLabel?: string;
  onConfirm?: () => void;
  dismissLabel?: string;
};

export function AlertDialogBox({
  open,
  onOpenChange,
  title,
  description,
  tone = 'info',
  confirmLabel,
  onConfirm,
  dismissLabel,
}: TAlertDialogProps) {
  const { t } = useLingui();
  const dismissText = dismissLabel ?? (confirmLabel ? t`Cancel` : t`OK`);
  const Icon = TONE_ICONS[tone];
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <div className="alert-dialog__backdrop">
          <AlertDialog.Content className="alert-dialog" data-tone={tone}>
            <Icon className="alert-dialog__icon" aria-hidden="true" />
            <AlertDialog.Title className="alert-dialog__title">{title}</AlertDialog.Title>
            <AlertDialog.Description className="alert-dialog__description">{description}</AlertDialog.Description>
            <div className="alert-dialog__actions">
              <AlertDialog.Cancel className={`btn ${confirmLabel ? 'btn--secondary' : 'btn--primary'}`}>
                {dismissText}
              </AlertDialog.Cancel>
              {confirmLabel && (
                <AlertDialog.Action className="btn btn--primary" onClick={onConfirm}>
                  {confirmLabel}
                </AlertDialog.Action>
              )}
            </div>
          </AlertDialog.Content>
        </div>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
