// My Profile > Notification (/my-profile/notification): announcements by tab, searchable.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function NotificationsPage() {
  return <HeadingOnlyPage title="Notification" />;
}
