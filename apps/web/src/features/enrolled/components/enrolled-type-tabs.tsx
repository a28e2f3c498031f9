// The All / Major / Minor / Common tabs. The paper types are official names, the same in every
// language; All is translated.
import { useLingui } from '@lingui/react/macro';
import { TabList } from '../../../components/ui/tab-list';
import { ENROLLED_TABS, type TEnrolledTab } from '../enrolled-filters';

export const ENROLLED_TAB_PANEL_ID = 'enrolled-tab-panel';

export function enrolledTabId(tab: TEnrolledTab): string {
  return `enrolled-tab-${tab.toLowerCase()}`;
}

type TEnrolledTypeTabsProps = {
  activeTab: TEnrolledTab;
  onSelect: (tab: TEnrolledTab) => void;
};

export function EnrolledTypeTabs({ activeTab, onSelect }: TEnrolledTypeTabsProps) {
  const { t } = useLingui();
  const tabs = ENROLLED_TABS.map((tab) => ({
    value: tab,
    label: tab === 'All' ? t`All` : tab,
    id: enrolledTabId(tab),
  }));
  return (
    <TabList
      tabs={tabs}
      selected={activeTab}
      onSelect={onSelect}
      label={t`Paper groups`}
      panelId={ENROLLED_TAB_PANEL_ID}
      className="enrolled__tabs"
    />
  );
}
