// The top three on steps: second, first, third from left to right, as podiums stand.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TLeaderboardEntry } from '@padanam/contract';
import { Crown } from 'lucide-react';
import { formatScore } from '../leaderboard-periods';

const PODIUM_ORDER = [1, 0, 2] as const;

export function Podium({ entries }: { entries: readonly TLeaderboardEntry[] }) {
  const { t } = useLingui();
  const topThree = entries.slice(0, 3);
  return (
    <ol className="podium" aria-label={t`Top three`}>
      {PODIUM_ORDER.map((position) => {
        const entry = topThree[position];
        if (!entry) return null;
        const score = formatScore(entry.totalScore);
        // A student who has not chosen to show their name to others (consent) appears without it.
        const name = entry.name ?? t`A student`;
        return (
          <li key={entry.rank} className="podium__place" data-rank={entry.rank} data-me={entry.isMe}>
            {entry.rank === 1 && <Crown aria-hidden="true" className="podium__crown" />}
            <span className="podium__avatar" aria-hidden="true">
              {entry.name === null ? '?' : entry.name.trim().charAt(0).toUpperCase()}
            </span>
            <span className="podium__name">
              {name}
              {entry.isMe && (
                <>
                  {' '}
                  <Trans>(you)</Trans>
                </>
              )}
            </span>
            <span className="podium__score">
              <Trans>{score} marks</Trans>
            </span>
            <span className="podium__step">
              <span className="visually-hidden">
                <Trans>Rank</Trans>{' '}
              </span>
              {entry.rank}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
