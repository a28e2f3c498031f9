// The Major / Minor / Common tabs. MDC is a paper group without a tab: when it is active no
// tab is selected.
import type { TPaperType } from '@padanam/contract';
import { TabList } from '../../../components/ui/tab-list';

export const PAPER_TABS = ['Major', 'Minor', 'Common'] as const satisfies readonly TPaperType[];
export const PAPER_TAB_PANEL_ID = 'paper-tab-panel';

export function paperTabId(paperType: TPaperType): string {
  return `paper-tab-${paperType.toLowerCase()}`;
}

const TABS = PAPER_TABS.map((paperType) => ({ value: paperType, label: paperType, id: paperTabId(paperType) }));

type TPaperTypeTabsProps = {
  activeType: TPaperType;
  onSelect: (paperType: TPaperType) => void;
};

export function PaperTypeTabs({ activeType, onSelect }: TPaperTypeTabsProps) {
  return (
    <TabList<TPaperType>
      tabs={TABS}
      selected={activeType}
      onSelect={onSelect}
      label="Paper groups"
      panelId={PAPER_TAB_PANEL_ID}
      className="paper-selection__tabs"
    />
  );
}
