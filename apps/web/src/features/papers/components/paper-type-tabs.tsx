// The Major / Minor / Common tabs. MDC is a paper group without a tab: when it is active no
// tab is selected.
import { useLingui } from '@lingui/react/macro';
import type { TPaperType } from '@padanam/contract';
import { TabList } from '../../../components/ui/tab-list';

// The paper types themselves, and on the tabs as they are: official names, in Latin letters in every language.
// eslint-disable-next-line lingui/no-unlocalized-strings
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
  const { t } = useLingui();
  return (
    <TabList<TPaperType>
      tabs={TABS}
      selected={activeType}
      onSelect={onSelect}
      label={t`Paper groups`}
      panelId={PAPER_TAB_PANEL_ID}
      className="paper-selection__tabs"
    />
  );
}
