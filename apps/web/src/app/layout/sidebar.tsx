// The main navigation. A fixed column on wide screens; on narrow ones a drawer the burger opens.
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState, type Ref } from 'react';
import { NavLink, useLocation } from 'react-router';
import { MORE_SIDEBAR_ITEMS, PRIMARY_SIDEBAR_ITEMS, type TSidebarItem } from './sidebar-items';

export const SIDEBAR_ID = 'app-sidebar';
const MORE_ITEMS_ID = 'app-sidebar-more';

type TSidebarProps = {
  /** Only meaningful on narrow screens, where the sidebar is a drawer. */
  isOpen: boolean;
  firstLinkRef?: Ref<HTMLAnchorElement>;
};

export function Sidebar({ isOpen, firstLinkRef }: TSidebarProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  // Opened on a deep link to a "more" page, so its highlighted entry is not hidden.
  const [isShowingMore, setIsShowingMore] = useState(() =>
    MORE_SIDEBAR_ITEMS.some((item) => item.to === pathname.toLowerCase()),
  );

  return (
    <nav id={SIDEBAR_ID} className="sidebar" data-open={isOpen ? 'true' : 'false'} aria-label={t`Main`}>
      <ul className="sidebar__list">
        {PRIMARY_SIDEBAR_ITEMS.map((item, index) => (
          <SidebarLink key={item.to} item={item} linkRef={index === 0 ? firstLinkRef : undefined} />
        ))}
      </ul>
      {/* The wrapper always exists so aria-controls points at a real element. */}
      <div id={MORE_ITEMS_ID}>
        {isShowingMore && (
          <ul className="sidebar__list">
            {MORE_SIDEBAR_ITEMS.map((item) => (
              <SidebarLink key={item.to} item={item} />
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        className="sidebar__toggle"
        aria-expanded={isShowingMore}
        aria-controls={MORE_ITEMS_ID}
        onClick={() => setIsShowingMore((value) => !value)}
      >
        {isShowingMore ? <Trans>See Less</Trans> : <Trans>See More</Trans>}
        {isShowingMore ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
      </button>
    </nav>
  );
}

function SidebarLink({ item, linkRef }: { item: TSidebarItem; linkRef?: Ref<HTMLAnchorElement> | undefined }) {
  const { t } = useLingui();
  const Icon = item.icon;
  return (
    <li>
      {/* `end` keeps Home from matching every path; NavLink sets aria-current="page". */}
      <NavLink to={item.to} end className="sidebar__link" ref={linkRef}>
        <Icon aria-hidden="true" className="sidebar__icon" />
        <span>{t(item.label)}</span>
      </NavLink>
    </li>
  );
}
