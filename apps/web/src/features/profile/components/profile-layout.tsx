// My Profile (/my-profile): a back arrow and a side menu around the profile's child screens,
// ending with Log out; the interface's language above each of them.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, Bookmark, Download, LogOut, NotebookPen, ReceiptText, ShieldCheck, UserPen } from 'lucide-react';
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { LanguageChoice } from '../../../components/language/language-choice';
import { BackButton } from '../../../components/ui/back-button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/use-session';
import './profile-layout.css';

const PROFILE_MENU = [
  { to: paths.editProfile, label: msg`Edit Profile`, icon: UserPen },
  { to: paths.savedItems, label: msg`Save Items`, icon: Bookmark },
  { to: paths.notifications, label: msg`Notification`, icon: Bell },
  { to: paths.myOrders, label: msg`My Orders`, icon: ReceiptText },
  { to: paths.mistakeNotebook, label: msg`Mistake Notebook`, icon: NotebookPen },
  { to: paths.myDownloads, label: msg`Downloads`, icon: Download },
  { to: paths.yourData, label: msg`Your data`, icon: ShieldCheck },
] as const;

export function ProfileLayout() {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const logOut = async () => {
    setIsLoggingOut(true);
    await session.logOut();
    void navigate(paths.login, { replace: true });
  };

  return (
    <div className="page profile-layout">
      <div className="profile-layout__top">
        <BackButton />
        <p className="profile-layout__label">
          <Trans>My Profile</Trans>
        </p>
      </div>
      <div className="profile-layout__body">
        <nav className="profile-menu" aria-label={t`Profile`}>
          <ul>
            {PROFILE_MENU.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} className="profile-menu__link">
                  <Icon aria-hidden="true" />
                  <span>{t(label)}</span>
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="profile-menu__link profile-menu__logout"
                disabled={isLoggingOut}
                onClick={() => void logOut()}
              >
                <LogOut aria-hidden="true" />
                <span>{isLoggingOut ? t`Logging out...` : t`Log out`}</span>
              </button>
            </li>
          </ul>
        </nav>
        <div className="profile-layout__content">
          <LanguageChoice />
          <Outlet />
        </div>
      </div>
    </div>
  );
}
