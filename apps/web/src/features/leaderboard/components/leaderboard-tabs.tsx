// Weekly / Monthly / All Time as WAI-ARIA tabs with automatic activation.
import { useRef, type KeyboardEvent } from 'react';
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
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const moveTo = (index: number) => {
    const count = LEADERBOARD_TABS.length;
    const wrapped = (index + count) % count;
    const tab = LEADERBOARD_TABS[wrapped];
    if (!tab) return;
    onSelect(tab.period);
    tabRefs.current[wrapped]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: LEADERBOARD_TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div className="leaderboard-tabs" role="tablist" aria-label="Leaderboard period">
      {LEADERBOARD_TABS.map(({ period, label }, index) => {
        const isSelected = period === activePeriod;
        return (
          <button
            key={period}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={leaderboardTabId(period)}
            type="button"
            role="tab"
            className="leaderboard-tabs__tab"
            aria-selected={isSelected}
            aria-controls={LEADERBOARD_PANEL_ID}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(period)}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
