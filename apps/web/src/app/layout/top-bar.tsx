// The bar on every screen: menu button (where there is a sidebar), brand, cart and the account entry.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, GraduationCap, Menu, ShoppingCart, X } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { useCart } from '../../api/cart';
import { useAfterLoad } from '../../lib/use-after-load';
import { useNotifications } from '../../api/notifications';
import { APP_NAME } from '../../config/brand';
import { paths } from '../../config/paths';
import { AccountMenu } from './account-menu';
import { SIDEBAR_ID } from './sidebar';

/** Spec "Top bar": 'Loading...' while the student loads, their name when logged in, else 'log in'. */
export type TTopBarAccount =
  { status: 'loading' } | { status: 'anonymous' } | { status: 'authenticated'; name: string; isStaff: boolean };

type TTopBarProps = {
  account: TTopBarAccount;
  /** False on screens without a sidebar (login, signup): no menu button there. */
  hasMenu: boolean;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
};

export function TopBar({ account, hasMenu, isMenuOpen, onToggleMenu, menuButtonRef }: TTopBarProps) {
  const { t } = useLingui();
  return (
    <header className="top-bar">
      {hasMenu && (
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button top-bar__menu"
          aria-label={t`Menu`}
          aria-expanded={isMenuOpen}
          aria-controls={SIDEBAR_ID}
          onClick={onToggleMenu}
        >
          {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      )}
      <Link to={paths.home} className="top-bar__brand">
        <GraduationCap aria-hidden="true" className="top-bar__logo" />
        <span>{APP_NAME}</span>
      </Link>
      <div className="top-bar__actions">
        {account.status === 'authenticated' && <NotificationsLink />}
        <CartLink isLoggedIn={account.status === 'authenticated'} />
        <AccountEntry account={account} />
      </div>
    </header>
  );
}

// The spec's item-count badge: the number of lines in the student's cart on the server.
function CartLink({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { t } = useLingui();
  const hasLoaded = useAfterLoad();
  const cart = useCart({ isEnabled: isLoggedIn && hasLoaded });
  const count = isLoggedIn ? (cart.data?.count ?? 0) : 0;
  return (
    <Link
      to={paths.cart}
      className="icon-button top-bar__cart"
      aria-label={count > 0 ? t`Cart, ${plural(count, { one: '# item', other: '# items' })}` : t`Cart`}
    >
      <ShoppingCart aria-hidden="true" />
      {count > 0 && (
        <span className="top-bar__cart-count" aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      )}
    </Link>
  );
}

// The unread count of the student's notifications, leading to the Notification screen.
function NotificationsLink() {
  const { t } = useLingui();
  const unread = useNotifications({ isEnabled: useAfterLoad() }).data?.unreadCount ?? 0;
  return (
    <Link
      to={paths.notifications}
      className="icon-button top-bar__cart"
      aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
    >
      <Bell aria-hidden="true" />
      {unread > 0 && (
        <span className="top-bar__cart-count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

function AccountEntry({ account }: { account: TTopBarAccount }) {
  if (account.status === 'loading') {
    return (
      <span className="top-bar__account-status">
        <Trans>Loading...</Trans>
      </span>
    );
  }
  if (account.status === 'authenticated') {
    return <AccountMenu name={account.name} isStaff={account.isStaff} />;
  }
  return (
    <Link to={paths.login} className="btn btn--primary btn--small top-bar__login">
      <Trans>log in</Trans>
    </Link>
  );
}
