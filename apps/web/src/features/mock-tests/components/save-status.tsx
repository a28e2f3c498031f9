// The always-visible autosave indicator, announced politely when it changes.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CloudOff, CloudUpload, CircleCheck } from 'lucide-react';
import type { TSaveState } from '../answer-save-queue';

const SAVE_STATE_TEXT: Record<TSaveState, MessageDescriptor> = {
  saved: msg`All answers saved`,
  saving: msg`Saving…`,
  offline: msg`Offline — answers kept on this device`,
};

const SAVE_STATE_ICON = { saved: CircleCheck, saving: CloudUpload, offline: CloudOff } as const;

export function SaveStatus({ state }: { state: TSaveState }) {
  const { t } = useLingui();
  const Icon = SAVE_STATE_ICON[state];
  return (
    <p className="save-status" data-state={state} role="status">
      <Icon aria-hidden="true" className="save-status__icon" />
      {t(SAVE_STATE_TEXT[state])}
    </p>
  );
}
