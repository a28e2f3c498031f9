// The name edit's popups, with the spec's titles and texts (sections 5 and 8).
import { AlertDialogBox, type TAlertDialogTone } from '../../../components/ui/alert-dialog';
import type { TNameEditDialog } from '../hooks/use-name-edit';

type TDialogText = { title: string; description: string; tone: TAlertDialogTone };

function describeDialog(dialog: TNameEditDialog): TDialogText {
  switch (dialog.kind) {
    case 'no-changes':
      return { title: 'No Changes', description: 'No changes detected in the name field', tone: 'info' };
    case 'invalid':
      return { title: 'Invalid Input', description: 'Name cannot be empty', tone: 'warning' };
    case 'confirm':
      return { title: 'Confirm Update', description: 'Are you sure you want to update your name?', tone: 'warning' };
    case 'success':
      return { title: 'Success!', description: 'Name updated successfully!', tone: 'success' };
    case 'error':
      return { title: 'Error!', description: dialog.message, tone: 'danger' };
  }
}

type TNameEditDialogProps = {
  dialog: TNameEditDialog | null;
  onClose: () => void;
  onConfirm: () => void;
};

export function NameEditDialog({ dialog, onClose, onConfirm }: TNameEditDialogProps) {
  if (!dialog) return null;
  const { title, description, tone } = describeDialog(dialog);
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
      {...(isConfirmation ? { confirmLabel: 'Yes, update it!', onConfirm } : {})}
    />
  );
}
