// Spec section 4, "Edit name": unchanged -> 'No Changes'; empty -> 'Invalid Input'; otherwise ask,
// and on yes send the trimmed name. Success refreshes the student and shows 'Success!' for 2 s.
import { msg } from '@lingui/core/macro';
import type { TUser } from '@padanam/contract';
import { useEffect, useState } from 'react';
import { hasServerMessage } from '../../../lib/api-error';
import { useUpdateName } from '../../../api/me';

/** Spec section 9: the success popup timer. */
export const SUCCESS_POPUP_MS = 2000;
export const NAME_UPDATE_FAILED_MESSAGE = msg`Failed to update name. Please try again.`;

export type TNameEditDialog =
  | { kind: 'no-changes' }
  | { kind: 'invalid' }
  | { kind: 'confirm'; name: string }
  | { kind: 'success' }
  /** The server's message, or null when it gave none (NAME_UPDATE_FAILED_MESSAGE is shown). */
  | { kind: 'error'; message: string | null };

type TNameEditOptions = {
  currentName: string;
  onUpdated: (user: TUser) => void;
};

export function useNameEdit({ currentName, onUpdated }: TNameEditOptions) {
  const [dialog, setDialog] = useState<TNameEditDialog | null>(null);
  const updateName = useUpdateName();

  useEffect(() => {
    if (dialog?.kind !== 'success') return;
    const timer = window.setTimeout(() => setDialog(null), SUCCESS_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [dialog]);

  const requestSave = (typedName: string) => {
    const name = typedName.trim();
    if (name === currentName) setDialog({ kind: 'no-changes' });
    else if (name === '') setDialog({ kind: 'invalid' });
    else setDialog({ kind: 'confirm', name });
  };

  const confirm = () => {
    if (dialog?.kind !== 'confirm') return;
    setDialog(null);
    updateName.mutate(dialog.name, {
      onSuccess: (user) => {
        onUpdated(user);
        setDialog({ kind: 'success' });
      },
      onError: (error) => setDialog({ kind: 'error', message: hasServerMessage(error) ? error.message : null }),
    });
  };

  return { dialog, requestSave, confirm, closeDialog: () => setDialog(null), isSaving: updateName.isPending };
}
