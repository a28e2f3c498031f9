// Leaderboard (/leader-board-page): Weekly, Monthly and All Time rankings.
import { HeadingOnlyPage } from '../../../components/ui/heading-only-page';

export function LeaderboardPage() {
  return <HeadingOnlyPage title="Leaderboard" />;
}
