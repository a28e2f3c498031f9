// The main tab bar, Notes and Papers.
import { TabList } from '../../../components/ui/tab-list';
import { SAVED_ITEMS_TABS, type TSavedItemsTab } from '../saved-items-tabs';

export const SAVED_ITEMS_PANEL_ID = 'saved-items-panel';

export function savedItemsTabId(tab: TSavedItemsTab): string {
  return `saved-items-tab-${tab}`;
}

const TABS = SAVED_ITEMS_TABS.map((tab) => ({ value: tab.id, label: tab.label, id: savedItemsTabId(tab.id) }));

type TSavedItemsTabBarProps = {
  activeTab: TSavedItemsTab;
  onSelect: (tab: TSavedItemsTab) => void;
};

export function SavedItemsTabBar({ activeTab, onSelect }: TSavedItemsTabBarProps) {
  return (
    <TabList
      tabs={TABS}
      selected={activeTab}
      onSelect={onSelect}
      label="Saved items"
      panelId={SAVED_ITEMS_PANEL_ID}
      className="saved-items__tabs"
    />
  );
}
