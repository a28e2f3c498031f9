// My Profile > Notification (/my-profile/notification): the announcements meant for the student,
// by tab (All / Exams / Events / Padanam), searchable by content; a card marks itself read when
// opened, and an event with a registration takes one with 'Register Now'. Where the browser and
// the server allow it, the student can also turn on notifications on this device (web push).
import { useState } from 'react';
import { useNotifications } from '../../../api/notifications';
import { DocumentTitle } from '../../../components/ui/document-title';
import { LoadError } from '../../../components/ui/load-error';
import { SearchField } from '../../../components/ui/search-field';
import { TabList } from '../../../components/ui/tab-list';
import { NOTIFICATION_TABS, notificationsShown, type TNotificationTab } from '../notification-tabs';
import { NotificationCard } from './notification-card';
import { PushToggle } from './push-toggle';
import './notifications.css';

const PANEL_ID = 'notification-panel';

export function NotificationsPage() {
  const notifications = useNotifications({ isFreshOnOpen: true });
  const [tab, setTab] = useState<TNotificationTab>('all');
  const [search, setSearch] = useState('');
  const shown = notificationsShown(notifications.data?.items ?? [], tab, search);

  return (
    <section className="notifications" aria-labelledby="notifications-heading">
      <DocumentTitle title="Notification" />
      <h1 id="notifications-heading" className="notifications__title">
        Notification
        {notifications.data && notifications.data.unreadCount > 0 && (
          <span className="notifications__unread"> · {notifications.data.unreadCount} unread</span>
        )}
      </h1>
      <PushToggle />
      <SearchField label="Search notifications" placeholder="Search" value={search} onChange={setSearch} />
      <TabList
        tabs={NOTIFICATION_TABS.map(({ value, label }) => ({ value, label, id: `notification-tab-${value}` }))}
        selected={tab}
        onSelect={setTab}
        label="Notification types"
        panelId={PANEL_ID}
        className="notifications__tabs"
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`notification-tab-${tab}`} className="notifications__panel">
        {notifications.isPending ? (
          <p role="status">Loading...</p>
        ) : notifications.isError ? (
          <LoadError message="Could not load your notifications." onRetry={() => void notifications.refetch()} />
        ) : shown.length === 0 ? (
          <p className="notifications__empty">No notifications.</p>
        ) : (
          <ul className="notifications__list">
            {shown.map((item) => (
              <li key={item.id}>
                <NotificationCard notification={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
