// The Notification screen's tabs (spec: All / Exams / Events / {product}) and its search, which
// matches the content text without regard to case (spec "Notification search").
import type { TAnnouncementKind, TNotification } from '@padanam/contract';
import { APP_NAME } from '../../config/brand';

export type TNotificationTab = 'all' | TAnnouncementKind;

export const NOTIFICATION_TABS: readonly { value: TNotificationTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'exam', label: 'Exams' },
  { value: 'event', label: 'Events' },
  { value: 'padanam', label: APP_NAME },
];

export function notificationsShown(items: readonly TNotification[], tab: TNotificationTab, search: string) {
  const text = search.trim().toLowerCase();
  return items.filter(
    (item) => (tab === 'all' || item.kind === tab) && (text === '' || item.content.toLowerCase().includes(text)),
  );
}
