// The Save Items tabs (spec "My Profile → Save Items": Notes and Papers) and the `?tab=` value that
// opens one of them, so the paper selection can land a freshly saved paper on Papers.
import { msg } from '@lingui/core/macro';
import type { TSavedItem } from '@padanam/contract';

export const SAVED_ITEMS_TABS = [
  { id: 'notes', label: msg`Notes`, heading: msg`Saved notes` },
  { id: 'papers', label: msg`Papers`, heading: msg`Saved papers` },
] as const;

export type TSavedItemsTab = (typeof SAVED_ITEMS_TABS)[number]['id'];

const DEFAULT_TAB: TSavedItemsTab = 'notes';

/** Anything but a known tab id (or no `?tab=` at all) opens Notes. */
export function savedItemsTabFromParam(value: string | null): TSavedItemsTab {
  return SAVED_ITEMS_TABS.find((tab) => tab.id === value)?.id ?? DEFAULT_TAB;
}

/** Notes are the saved modules (category module); Papers the saved papers. */
export function itemsOfTab(items: readonly TSavedItem[], tab: TSavedItemsTab): TSavedItem[] {
  return itemsOfCategory(items, tab === 'notes' ? 'module' : 'paper');
}

export function itemsOfCategory(items: readonly TSavedItem[], category: TSavedItem['category']): TSavedItem[] {
  return items.filter((item) => item.category === category);
}
