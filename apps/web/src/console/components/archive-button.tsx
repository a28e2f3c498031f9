// Archive (or restore) one piece of a module: it leaves, or comes back to, every student screen.
import { useLingui } from '@lingui/react/macro';

export function ArchiveButton({
  isArchived,
  isBusy,
  onToggle,
}: {
  isArchived: boolean;
  isBusy: boolean;
  onToggle: () => void;
}) {
  const { t } = useLingui();
  return (
    <button type="button" className="btn btn--secondary btn--small" disabled={isBusy} onClick={onToggle}>
      {isArchived ? t`Restore` : t`Archive`}
    </button>
  );
}
