// Where the attempt stands among everyone who has finished the test so far: rank of participants,
// percentile, the topper's and the average score, and time against the average.
import type { TAttemptStanding } from '@padanam/contract';
import { useAttemptStanding } from '../../../api/mock-tests';
import { formatWorkingTime } from '../format-working-time';
import { formatMarks } from '../score';

export function ResultStanding({ attemptId }: { attemptId: number }) {
  const standingQuery = useAttemptStanding(attemptId);
  if (standingQuery.isPending) {
    return (
      <p className="status-message" role="status">
        Loading your rank...
      </p>
    );
  }
  if (standingQuery.isError) {
    return <p className="status-message">Your rank could not be loaded just now.</p>;
  }
  return <StandingFigures standing={standingQuery.data} />;
}

export function StandingFigures({ standing }: { standing: TAttemptStanding }) {
  const figures = [
    { label: 'Rank', value: `${standing.rank} of ${standing.participants}` },
    { label: 'Percentile', value: formatMarks(standing.percentile) },
    { label: 'Topper', value: `${formatMarks(standing.topScore)} / ${formatMarks(standing.maxMarks)}` },
    { label: 'Average', value: `${formatMarks(standing.averageScore)} / ${formatMarks(standing.maxMarks)}` },
  ];
  return (
    <section className="card result-standing" aria-labelledby="result-standing-heading">
      <h2 id="result-standing-heading" className="result-standing__heading">
        Your standing
      </h2>
      <dl className="result-standing__figures">
        {figures.map((figure) => (
          <div key={figure.label} className="result-standing__figure">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="result-standing__note">
        Among {standing.participants} {standing.participants === 1 ? 'student' : 'students'} who have finished this test
        so far. You took {formatWorkingTime(standing.workingTime)}; the average is{' '}
        {formatWorkingTime(standing.averageWorkingTime)}.
      </p>
    </section>
  );
}
