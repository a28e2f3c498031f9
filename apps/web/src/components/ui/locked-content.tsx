// What a student sees instead of material they may not open (a module of a paper they have not
// enrolled in): why, and the way to the plans. Nothing of the locked material is requested.
import { useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import './locked-content.css';

type TLockedContentProps = {
  message: string;
  title?: string;
  actionLabel?: string;
  /** Announced as it appears: when it replaces what the student just asked to open. */
  isAlert?: boolean;
  /** On the dark video stage. */
  isOnDark?: boolean;
  /** What is locked: the plans screen then sells this paper and this module. */
  buy?: { paperId: number; moduleId?: number };
};

export function LockedContent({
  message,
  title,
  actionLabel,
  isAlert = false,
  isOnDark = false,
  buy,
}: TLockedContentProps) {
  const { t } = useLingui();
  return (
    <div
      className={isOnDark ? 'locked-content locked-content--on-dark' : 'locked-content'}
      role={isAlert ? 'alert' : undefined}
    >
      <Lock aria-hidden="true" className="locked-content__icon" />
      {title && <h3 className="locked-content__title">{title}</h3>}
      <p className="locked-content__message">{message}</p>
      <Link to={buy ? paths.plansFor(buy.paperId, buy.moduleId) : paths.subscriptions} className="btn btn--primary">
        {actionLabel ?? t`See the plans`}
      </Link>
    </div>
  );
}
