// The main tab bar, Notes and Papers.
import { useLingui } from '@lingui/react/macro';
import { TabList } from '../../../components/ui/tab-list';
import { SAVED_ITEMS_TABS, type TSavedItemsTab } from '../saved-items-tabs';

export const SAVED_ITEMS_PANEL_ID = 'saved-items-panel';

export function savedItemsTabId(tab: TSavedItemsTab): string {
  return `saved-items-tab-${tab}`;
}

type TSavedItemsTabBarProps = {
  activeTab: TSavedItemsTab;
  onSelect: (tab: TSavedItemsTab) => void;
};

export function SavedItemsTabBar({ activeTab, onSelect }: TSavedItemsTabBarProps) {
  const { t } = useLingui();
  const tabs = SAVED_ITEMS_TABS.map((tab) => ({ value: tab.id, label: t(tab.label), id: savedItemsTabId(tab.id) }));
  return (
    <TabList
      tabs={tabs}
      selected={activeTab}
      onSelect={onSelect}
      label={t`Saved items`}
      panelId={SAVED_ITEMS_PANEL_ID}
      className="saved-items__tabs"
    />
  );
}
