// Weekly / Monthly / All Time.
import { TabList } from '../../../components/ui/tab-list';
import { LEADERBOARD_TABS, type TLeaderboardPeriod } from '../leaderboard-periods';

export const LEADERBOARD_PANEL_ID = 'leaderboard-panel';

export function leaderboardTabId(period: TLeaderboardPeriod): string {
  return `leaderboard-tab-${period}`;
}

const TABS = LEADERBOARD_TABS.map(({ period, label }) => ({ value: period, label, id: leaderboardTabId(period) }));

type TLeaderboardTabsProps = {
  activePeriod: TLeaderboardPeriod;
  onSelect: (period: TLeaderboardPeriod) => void;
};

export function LeaderboardTabs({ activePeriod, onSelect }: TLeaderboardTabsProps) {
  return (
    <TabList
      tabs={TABS}
      selected={activePeriod}
      onSelect={onSelect}
      label="Leaderboard period"
      panelId={LEADERBOARD_PANEL_ID}
      className="leaderboard__tabs"
    />
  );
}
