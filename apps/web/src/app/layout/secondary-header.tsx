// A strip under the top bar with shortcuts into paper selection, one per paper group.
// Hidden where it would distract (login, signup, subscriptions, profile): see layout-rules.
// No link is marked current: the tab on /papers can change without the address changing.
import { Link } from 'react-router';
import { paths, type TPapersState } from '../../config/paths';

const PAPER_SHORTCUTS = ['Major', 'Minor', 'Common'] as const;

export function SecondaryHeader() {
  return (
    <nav className="secondary-header" aria-label="Browse papers">
      <span className="secondary-header__label" aria-hidden="true">
        Papers
      </span>
      <ul className="secondary-header__list">
        {PAPER_SHORTCUTS.map((paperType) => (
          <li key={paperType}>
            <Link to={paths.papers} state={{ paperType } satisfies TPapersState} className="secondary-header__link">
              {paperType}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
