// Archive (or restore) one piece of a module: it leaves, or comes back to, every student screen.
export function ArchiveButton({
  isArchived,
  isBusy,
  onToggle,
}: {
  isArchived: boolean;
  isBusy: boolean;
  onToggle: () => void;
}) {
  return (
    <button type="button" className="btn btn--secondary btn--small" disabled={isBusy} onClick={onToggle}>
      {isArchived ? 'Restore' : 'Archive'}
    </button>
  );
}
