// Up and down buttons that move one item of an ordered list (modules, notes, audio classes).
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp } from 'lucide-react';

/** The ids with the one at `index` moved by one place up (-1) or down (1). */
export function movedIds(ids: readonly number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  next.splice(index + by, 0, moved!);
  return next;
}

export function MoveButtons({
  title,
  index,
  count,
  isBusy,
  onMove,
}: {
  title: string;
  index: number;
  count: number;
  isBusy: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t`Move ${title} up`}
        disabled={index === 0 || isBusy}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t`Move ${title} down`}
        disabled={index === count - 1 || isBusy}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" />
      </button>
    </>
  );
}
