// A strip under the top bar with shortcuts into paper selection, one per paper group.
// Hidden where it would distract (login, signup, subscriptions, profile): see layout-rules.
// No link is marked current: the tab on /papers can change without the address changing.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths, type TPapersState } from '../../config/paths';

// The paper types, official names kept as they are in every language (and the state sent to /papers).
// eslint-disable-next-line lingui/no-unlocalized-strings
const PAPER_SHORTCUTS = ['Major', 'Minor', 'Common'] as const;

export function SecondaryHeader() {
  const { t } = useLingui();
  return (
    <nav className="secondary-header" aria-label={t`Browse papers`}>
      <span className="secondary-header__label" aria-hidden="true">
        <Trans>Papers</Trans>
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
