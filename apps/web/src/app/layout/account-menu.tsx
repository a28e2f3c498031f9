// The logged-in student's chip in the top bar: their name links to My Profile (spec "Top bar"), and
// a chevron beside it opens a short list of their own places, the leaderboard among them (and,
// for teachers and admins, the staff console).
// A disclosure (a button that shows a list of links), not an ARIA menu: Tab moves through the links
// as anywhere else; Escape and a click outside close it, and so does following a link.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, CircleUser } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useOpenUntilNavigation } from './use-open-until-navigation';

export const ACCOUNT_MENU_ITEMS = [
  { to: paths.myProfile, label: msg`My profile` },
  { to: paths.myMockTests, label: msg`My mock tests` },
  { to: paths.leaderboard, label: msg`Leaderboard` },
  { to: paths.savedItems, label: msg`Saved items` },
] as const;

export function AccountMenu({ name, isStaff = false }: { name: string; isStaff?: boolean }) {
  const { t } = useLingui();
  const { isOpen, close, toggle } = useOpenUntilNavigation();

  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
    };
  }, [isOpen, close]);

  return (
    <div className="account-menu" ref={containerRef}>
      <div className="top-bar__profile">
        <Link to={paths.myProfile} className="top-bar__profile-link">
          <CircleUser aria-hidden="true" />
          <span className="top-bar__profile-name">{name}</span>
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className="top-bar__profile-toggle"
          aria-label={t`Account menu`}
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={toggle}
        >
          <ChevronDown aria-hidden="true" />
        </button>
      </div>
      <ul id={listId} className="account-menu__list" hidden={!isOpen}>
        {ACCOUNT_MENU_ITEMS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="account-menu__link">
              {t(item.label)}
            </Link>
          </li>
        ))}
        {isStaff && (
          <li>
            <Link to={paths.staffConsole} className="account-menu__link">
              <Trans>Staff console</Trans>
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}
