// The always-visible autosave indicator, announced politely when it changes.
import { CloudOff, CloudUpload, CircleCheck } from 'lucide-react';
import type { TSaveState } from '../answer-save-queue';

const SAVE_STATE_TEXT: Record<TSaveState, string> = {
  saved: 'All answers saved',
  saving: 'Saving…',
  offline: 'Offline — answers kept on this device',
};

const SAVE_STATE_ICON = { saved: CircleCheck, saving: CloudUpload, offline: CloudOff } as const;

export function SaveStatus({ state }: { state: TSaveState }) {
  const Icon = SAVE_STATE_ICON[state];
  return (
    <p className="save-status" data-state={state} role="status">
      <Icon aria-hidden="true" className="save-status__icon" />
      {SAVE_STATE_TEXT[state]}
    </p>
  );
}
