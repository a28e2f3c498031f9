// The sidebar's entries (spec "Top bar and sidebar"): five always shown, one behind See More.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BookOpenCheck, Crown, House, Info, LifeBuoy, ShieldCheck, type LucideIcon } from 'lucide-react';
import { paths } from '../../config/paths';

export type TSidebarItem = {
  to: string;
  /** Read in the language on screen where the entry is drawn. */
  label: MessageDescriptor;
  icon: LucideIcon;
};

export const PRIMARY_SIDEBAR_ITEMS: readonly TSidebarItem[] = [
  { to: paths.home, label: msg`Home`, icon: House },
  { to: paths.subscriptions, label: msg`Get Pro`, icon: Crown },
  { to: paths.enrolled, label: msg`Enrolled`, icon: BookOpenCheck },
  { to: paths.aboutUs, label: msg`About us`, icon: Info },
  { to: paths.privacyPolicy, label: msg`Privacy policy`, icon: ShieldCheck },
];

export const MORE_SIDEBAR_ITEMS: readonly TSidebarItem[] = [
  { to: paths.feedbackSupport, label: msg`Feedback & Support`, icon: LifeBuoy },
];
