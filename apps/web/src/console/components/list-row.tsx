// One row of a console list (a module, a note, a video class, an enrollment): its title, a line
// of facts, an 'archived' (or 'revoked') mark, and its buttons.
import type { ReactNode } from 'react';

export function ListRow({
  number,
  title,
  meta,
  mark,
  actions,
}: {
  number?: number;
  title: ReactNode;
  meta: ReactNode;
  /** Such as 'archived'; shown as a status badge. */
  mark?: string | null;
  actions?: ReactNode;
}) {
  return (
    <li className="admin-list__item">
      {number !== undefined && <span className="admin-list__number">{number}</span>}
      <span className="admin-list__main">
        {title}
        <span className="admin-list__meta">{meta}</span>
      </span>
      {mark && <span className="admin-status admin-status--archived">{mark}</span>}
      {actions && <span className="admin-list__actions">{actions}</span>}
    </li>
  );
}
