// The sidebar's entries (spec "Top bar and sidebar"): five always shown, one behind See More.
import { BookOpenCheck, Crown, House, Info, LifeBuoy, ShieldCheck, type LucideIcon } from 'lucide-react';
import { paths } from '../../config/paths';

export type TSidebarItem = {
  to: string;
  label: string;
  icon: LucideIcon;
};

export const PRIMARY_SIDEBAR_ITEMS: readonly TSidebarItem[] = [
  { to: paths.home, label: 'Home', icon: House },
  { to: paths.subscriptions, label: 'Get Pro', icon: Crown },
  { to: paths.enrolled, label: 'Enrolled', icon: BookOpenCheck },
  { to: paths.aboutUs, label: 'About us', icon: Info },
  { to: paths.privacyPolicy, label: 'Privacy policy', icon: ShieldCheck },
];

export const MORE_SIDEBAR_ITEMS: readonly TSidebarItem[] = [
  { to: paths.feedbackSupport, label: 'Feedback & Support', icon: LifeBuoy },
];
