// My Profile > Notification (/my-profile/notification): the announcements meant for the student,
// by tab (All / Exams / Events / Padanam), searchable by content; a card marks itself read when
// opened, and an event with a registration takes one with 'Register Now'. Where the browser and
// the server allow it, the student can also turn on notifications on this device (web push).
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const notifications = useNotifications({ isFreshOnOpen: true });
  const [tab, setTab] = useState<TNotificationTab>('all');
  const [search, setSearch] = useState('');
  const unreadCount = notifications.data?.unreadCount ?? 0;
  const shown = notificationsShown(notifications.data?.items ?? [], tab, search);

  return (
    <section className="notifications" aria-labelledby="notifications-heading">
      <DocumentTitle title={t`Notification`} />
      <h1 id="notifications-heading" className="notifications__title">
        <Trans>Notification</Trans>
        {unreadCount > 0 && (
          <span className="notifications__unread">
            {' '}
            · <Trans>{unreadCount} unread</Trans>
          </span>
        )}
      </h1>
      <PushToggle />
      <SearchField label={t`Search notifications`} placeholder={t`Search`} value={search} onChange={setSearch} />
      <TabList
        tabs={NOTIFICATION_TABS.map(({ value, label }) => ({
          value,
          label: typeof label === 'string' ? label : t(label),
          id: `notification-tab-${value}`,
        }))}
        selected={tab}
        onSelect={setTab}
        label={t`Notification types`}
        panelId={PANEL_ID}
        className="notifications__tabs"
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`notification-tab-${tab}`} className="notifications__panel">
        {notifications.isPending ? (
          <p role="status">
            <Trans>Loading...</Trans>
          </p>
        ) : notifications.isError ? (
          <LoadError message={t`Could not load your notifications.`} onRetry={() => void notifications.refetch()} />
        ) : shown.length === 0 ? (
          <p className="notifications__empty">
            <Trans>No notifications.</Trans>
          </p>
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
