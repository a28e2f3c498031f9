// The bar on every screen: menu button (where there is a sidebar), brand, cart and the account entry.
import { CircleUser, GraduationCap, Menu, ShoppingCart, X } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { APP_NAME } from '../../config/brand';
import { paths } from '../../config/paths';
import { SIDEBAR_ID } from './sidebar';

/** Spec "Top bar": 'Loading...' while the student loads, their name when logged in, else 'log in'. */
export type TTopBarAccount =
  { status: 'loading' } | { status: 'anonymous' } | { status: 'authenticated'; name: string };

type TTopBarProps = {
  account: TTopBarAccount;
  cartCount: number;
  /** False on screens without a sidebar (login, signup): no menu button there. */
  hasMenu: boolean;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
};

export function TopBar({ account, cartCount, hasMenu, isMenuOpen, onToggleMenu, menuButtonRef }: TTopBarProps) {
  return (
    <header className="top-bar">
      {hasMenu && (
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button top-bar__menu"
          aria-label="Menu"
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
        <CartLink count={cartCount} />
        <AccountEntry account={account} />
      </div>
    </header>
  );
}

function CartLink({ count }: { count: number }) {
  const hasItems = count > 0;
  return (
    <Link
      to={paths.cart}
      className="icon-button top-bar__cart"
      aria-label={hasItems ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
    >
      <ShoppingCart aria-hidden="true" />
      {hasItems && (
        <span className="top-bar__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

function AccountEntry({ account }: { account: TTopBarAccount }) {
  if (account.status === 'loading') {
    return <span className="top-bar__account-status">Loading...</span>;
  }
  if (account.status === 'authenticated') {
    return (
      <Link to={paths.myProfile} className="top-bar__profile">
        <CircleUser aria-hidden="true" />
        <span className="top-bar__profile-name">{account.name}</span>
      </Link>
    );
  }
  return (
    <Link to={paths.login} className="btn btn--primary btn--small top-bar__login">
      log in
    </Link>
  );
}
