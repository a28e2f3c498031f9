// The All / Major / Minor / Common tabs.
import { TabList } from '../../../components/ui/tab-list';
import { ENROLLED_TABS, type TEnrolledTab } from '../enrolled-filters';

export const ENROLLED_TAB_PANEL_ID = 'enrolled-tab-panel';

export function enrolledTabId(tab: TEnrolledTab): string {
  return `enrolled-tab-${tab.toLowerCase()}`;
}

const TABS = ENROLLED_TABS.map((tab) => ({ value: tab, label: tab, id: enrolledTabId(tab) }));

type TEnrolledTypeTabsProps = {
  activeTab: TEnrolledTab;
  onSelect: (tab: TEnrolledTab) => void;
};

export function EnrolledTypeTabs({ activeTab, onSelect }: TEnrolledTypeTabsProps) {
  return (
    <TabList
      tabs={TABS}
      selected={activeTab}
      onSelect={onSelect}
      label="Paper groups"
      panelId={ENROLLED_TAB_PANEL_ID}
      className="enrolled__tabs"
    />
  );
}
