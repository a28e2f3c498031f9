// The name edit's popups, with the spec's titles and texts (sections 5 and 8).
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AlertDialogBox, type TAlertDialogTone } from '../../../components/ui/alert-dialog';
import { NAME_UPDATE_FAILED_MESSAGE, type TNameEditDialog } from '../hooks/use-name-edit';

type TDialogText = { title: string; description: string; tone: TAlertDialogTone };

function describeDialog(dialog: TNameEditDialog, i18n: I18n): TDialogText {
  switch (dialog.kind) {
    case 'no-changes':
      return { title: t(i18n)`No Changes`, description: t(i18n)`No changes detected in the name field`, tone: 'info' };
    case 'invalid':
      return { title: t(i18n)`Invalid Input`, description: t(i18n)`Name cannot be empty`, tone: 'warning' };
    case 'confirm':
      return {
        title: t(i18n)`Confirm Update`,
        description: t(i18n)`Are you sure you want to update your name?`,
        tone: 'warning',
      };
    case 'success':
      return { title: t(i18n)`Success!`, description: t(i18n)`Name updated successfully!`, tone: 'success' };
    case 'error':
      return {
        title: t(i18n)`Error!`,
        description: dialog.message ?? i18n._(NAME_UPDATE_FAILED_MESSAGE),
        tone: 'danger',
      };
  }
}

type TNameEditDialogProps = {
  dialog: TNameEditDialog | null;
  onClose: () => void;
  onConfirm: () => void;
};

export function NameEditDialog({ dialog, onClose, onConfirm }: TNameEditDialogProps) {
  const { i18n } = useLingui();
  if (!dialog) return null;
  const { title, description, tone } = describeDialog(dialog, i18n);
  const isConfirmation = dialog.kind === 'confirm';
  return (
    <AlertDialogBox
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
      tone={tone}
      {...(isConfirmation ? { confirmLabel: t(i18n)`Yes, update it!`, onConfirm } : {})}
    />
  );
}
