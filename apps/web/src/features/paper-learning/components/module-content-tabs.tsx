// Notes / Audio Class / Video Class / Mock test. A locked module shows a lock on every tab.
import { useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { TabList } from '../../../components/ui/tab-list';
import { CONTENT_PANEL_ID, CONTENT_TABS, contentTabId, type TContentTab } from '../content-tabs';

type TModuleContentTabsProps = {
  activeTab: TContentTab;
  onSelect: (tab: TContentTab) => void;
  isLocked: boolean;
};

export function ModuleContentTabs({ activeTab, onSelect, isLocked }: TModuleContentTabsProps) {
  const { t } = useLingui();
  const tabs = CONTENT_TABS.map((tab) => ({
    value: tab.key,
    id: contentTabId(tab.key),
    label: (
      <>
        {isLocked && <Lock aria-hidden="true" className="module-content__tab-lock" />}
        {t(tab.label)}
      </>
    ),
  }));
  return (
    <TabList
      tabs={tabs}
      selected={activeTab}
      onSelect={onSelect}
      label={t`Module content`}
      panelId={CONTENT_PANEL_ID}
      className="module-content__tabs"
    />
  );
}
