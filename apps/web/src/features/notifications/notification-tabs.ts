// The Notification screen's tabs (spec: All / Exams / Events / {product}) and its search, which
// matches the content text without regard to case (spec "Notification search"). The tabs' labels are
// message descriptors, read in the language on screen, but for the product's name, the same in every
// language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TAnnouncementKind, TNotification } from '@padanam/contract';
import { APP_NAME } from '../../config/brand';

export type TNotificationTab = 'all' | TAnnouncementKind;

export const NOTIFICATION_TABS: readonly { value: TNotificationTab; label: MessageDescriptor | typeof APP_NAME }[] = [
  { value: 'all', label: msg`All` },
  { value: 'exam', label: msg`Exams` },
  { value: 'event', label: msg`Events` },
  { value: 'padanam', label: APP_NAME },
];

export function notificationsShown(items: readonly TNotification[], tab: TNotificationTab, search: string) {
  const text = search.trim().toLowerCase();
  return items.filter(
    (item) => (tab === 'all' || item.kind === tab) && (text === '' || item.content.toLowerCase().includes(text)),
  );
}
