// Leaderboard (/leader-board-page): Weekly, Monthly and All Time rankings from the students'
// submitted tests, a podium for the top three, and the student's own place.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [period, setPeriod] = useState<TLeaderboardPeriod>('weekly');
  // The board ranks logged-in students; a visitor is asked to log in rather than shown an error.
  const isLoggedIn = useSession().hasToken;
  const leaderboardQuery = useLeaderboard(period, { isEnabled: isLoggedIn });

  let content: React.ReactNode;
  if (!isLoggedIn) {
    content = <LoginPrompt message={t`Log in to see the leaderboard and your own place in it.`} />;
  } else if (leaderboardQuery.isError) {
    content = (
      <LoadError
        message={t`Could not load the leaderboard. Please try again.`}
        retryLabel={t`Retry`}
        onRetry={() => void leaderboardQuery.refetch()}
        isRetrying={leaderboardQuery.isFetching}
      />
    );
  } else if (leaderboardQuery.isPending) {
    content = (
      <p className="status-message" role="status">
        <Trans>Loading leaderboard...</Trans>
      </p>
    );
  } else if (leaderboardQuery.data.entries.length === 0) {
    content = (
      <p className="status-message">
        <Trans>No results yet for this period.</Trans>
      </p>
    );
  } else {
    const { entries, me, participants } = leaderboardQuery.data;
    content = (
      <>
        {me ? (
          <MyPlace rank={me.rank} participants={participants} totalScore={me.totalScore} tests={me.tests} />
        ) : (
          <p className="leaderboard__me">
            <Trans>Take a mock test to join the ranking.</Trans>
          </p>
        )}
        <Podium entries={entries} />
        <ol className="leaderboard__list" aria-label={t`Rankings`}>
          {entries.map((entry) => {
            const tests = entry.tests;
            return (
              <li
                key={entry.rank}
                className="leaderboard__row"
                data-me={entry.isMe}
                aria-current={entry.isMe ? 'true' : undefined}
              >
                <span className="leaderboard__rank">#{entry.rank}</span>
                <span className="leaderboard__name">
                  {/* A student who has not chosen to show their name to others (consent) appears without it. */}
                  {entry.name ?? t`A student`}
                  {entry.isMe && (
                    <span className="leaderboard__you">
                      {' '}
                      <Trans>(you)</Trans>
                    </span>
                  )}
                </span>
                <span className="leaderboard__tests">
                  <Plural value={tests} one="# test" other="# tests" />
                </span>
                <span className="leaderboard__score">{formatScore(entry.totalScore)}</span>
              </li>
            );
          })}
        </ol>
        <p className="leaderboard__participants">
          <Trans>{participants} students ranked</Trans>
        </p>
      </>
    );
  }

  return (
    <div className="page leaderboard">
      <PageHeader title={t`Leaderboard`} hasBackButton />
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

type TMyPlaceProps = { rank: number; participants: number; totalScore: number; tests: number };

/** The student's own place: rank, the share of students at or above it, and what it rests on. */
function MyPlace({ rank, participants, totalScore, tests }: TMyPlaceProps) {
  const percent = topPercent(rank, participants);
  const score = formatScore(totalScore);
  return (
    <p className="leaderboard__me">
      <Trans>
        You are <strong>#{rank}</strong> — top {percent}% · {score} marks from{' '}
        <Plural value={tests} one="# test" other="# tests" />
      </Trans>
    </p>
  );
}
