// Weekly / Monthly / All Time.
import { useLingui } from '@lingui/react/macro';
import { TabList } from '../../../components/ui/tab-list';
import { LEADERBOARD_TABS, type TLeaderboardPeriod } from '../leaderboard-periods';

export const LEADERBOARD_PANEL_ID = 'leaderboard-panel';

export function leaderboardTabId(period: TLeaderboardPeriod): string {
  return `leaderboard-tab-${period}`;
}

type TLeaderboardTabsProps = {
  activePeriod: TLeaderboardPeriod;
  onSelect: (period: TLeaderboardPeriod) => void;
};

export function LeaderboardTabs({ activePeriod, onSelect }: TLeaderboardTabsProps) {
  const { t } = useLingui();
  const tabs = LEADERBOARD_TABS.map(({ period, label }) => ({
    value: period,
    label: t(label),
    id: leaderboardTabId(period),
  }));
  return (
    <TabList
      tabs={tabs}
      selected={activePeriod}
      onSelect={onSelect}
      label={t`Leaderboard period`}
      panelId={LEADERBOARD_PANEL_ID}
      className="leaderboard__tabs"
    />
  );
}
