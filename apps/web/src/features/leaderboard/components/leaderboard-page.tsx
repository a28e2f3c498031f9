// Leaderboard (/leader-board-page): Weekly, Monthly and All Time rankings from the students'
// submitted tests, a podium for the top three, and the student's own place.
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/load-error';
import { LoginPrompt } from '../../../components/ui/login-prompt';
import { useSession } from '../../../lib/session/use-session';
import { useLeaderboard } from '../../../api/leaderboard';
import { formatScore, topPercent, type TLeaderboardPeriod } from '../leaderboard-periods';
import { LEADERBOARD_PANEL_ID, LeaderboardTabs, leaderboardTabId } from './leaderboard-tabs';
import { Podium } from './podium';
import './leaderboard.css';

export function LeaderboardPage() {
  const [period, setPeriod] = useState<TLeaderboardPeriod>('weekly');
  // The board ranks logged-in students; a visitor is asked to log in rather than shown an error.
  const isLoggedIn = useSession().hasToken;
  const leaderboardQuery = useLeaderboard(period, { isEnabled: isLoggedIn });

  let content: React.ReactNode;
  if (!isLoggedIn) {
    content = <LoginPrompt message="Log in to see the leaderboard and your own place in it." />;
  } else if (leaderboardQuery.isError) {
    content = (
      <LoadError
        message="Could not load the leaderboard. Please try again."
        retryLabel="Retry"
        onRetry={() => void leaderboardQuery.refetch()}
        isRetrying={leaderboardQuery.isFetching}
      />
    );
  } else if (leaderboardQuery.isPending) {
    content = (
      <p className="status-message" role="status">
        Loading leaderboard...
      </p>
    );
  } else if (leaderboardQuery.data.entries.length === 0) {
    content = <p className="status-message">No results yet for this period.</p>;
  } else {
    const { entries, me, participants } = leaderboardQuery.data;
    content = (
      <>
        {me ? (
          <p className="leaderboard__me">
            You are <strong>#{me.rank}</strong> — top {topPercent(me.rank, participants)}% ·{' '}
            {formatScore(me.totalScore)} marks from {me.tests} {me.tests === 1 ? 'test' : 'tests'}
          </p>
        ) : (
          <p className="leaderboard__me">Take a mock test to join the ranking.</p>
        )}
        <Podium entries={entries} />
        <ol className="leaderboard__list" aria-label="Rankings">
          {entries.map((entry) => (
            <li
              key={`${entry.rank}-${entry.name}`}
              className="leaderboard__row"
              data-me={entry.isMe}
              aria-current={entry.isMe ? 'true' : undefined}
            >
              <span className="leaderboard__rank">#{entry.rank}</span>
              <span className="leaderboard__name">
                {entry.name}
                {entry.isMe && <span className="leaderboard__you"> (you)</span>}
              </span>
              <span className="leaderboard__tests">
                {entry.tests} {entry.tests === 1 ? 'test' : 'tests'}
              </span>
              <span className="leaderboard__score">{formatScore(entry.totalScore)}</span>
            </li>
          ))}
        </ol>
        <p className="leaderboard__participants">{participants} students ranked</p>
      </>
    );
  }

  return (
    <div className="page leaderboard">
      <PageHeader title="Leaderboard" hasBackButton />
      <LeaderboardTabs activePeriod={period} onSelect={setPeriod} />
      <div
        id={LEADERBOARD_PANEL_ID}
        role="tabpanel"
        aria-labelledby={leaderboardTabId(period)}
        className="leaderboard__panel"
      >
        {content}
      </div>
    </div>
  );
}
