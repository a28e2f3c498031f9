// My Profile (/my-profile): a back arrow and a side menu around the profile's child screens.
import { Bell, Bookmark, UserPen } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { BackButton } from '../../../components/ui/back-button';
import { paths } from '../../../config/paths';
import './profile-layout.css';

const PROFILE_MENU = [
  { to: paths.editProfile, label: 'Edit Profile', icon: UserPen },
  { to: paths.savedItems, label: 'Save Items', icon: Bookmark },
  { to: paths.notifications, label: 'Notification', icon: Bell },
] as const;

export function ProfileLayout() {
  return (
    <div className="page profile-layout">
      <div className="profile-layout__top">
        <BackButton />
        <p className="profile-layout__label">My Profile</p>
      </div>
      <div className="profile-layout__body">
        <nav className="profile-menu" aria-label="Profile">
          <ul>
            {PROFILE_MENU.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} className="profile-menu__link">
                  <Icon aria-hidden="true" />
                  <span>{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="profile-layout__content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
