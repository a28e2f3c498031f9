// Where the attempt stands among everyone who has finished the test so far: rank of participants,
// percentile, the topper's and the average score, and time against the average.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TAttemptStanding } from '@padanam/contract';
import { useAttemptStanding } from '../../../api/mock-tests';
import { formatWorkingTime } from '../format-working-time';
import { formatMarks } from '../score';

export function ResultStanding({ attemptId }: { attemptId: number }) {
  const standingQuery = useAttemptStanding(attemptId);
  if (standingQuery.isPending) {
    return (
      <p className="status-message" role="status">
        <Trans>Loading your rank...</Trans>
      </p>
    );
  }
  if (standingQuery.isError) {
    return (
      <p className="status-message">
        <Trans>Your rank could not be loaded just now.</Trans>
      </p>
    );
  }
  return <StandingFigures standing={standingQuery.data} />;
}

export function StandingFigures({ standing }: { standing: TAttemptStanding }) {
  const { t, i18n } = useLingui();
  const { rank, participants } = standing;
  const maxMarks = formatMarks(standing.maxMarks);
  const topScore = formatMarks(standing.topScore);
  const averageScore = formatMarks(standing.averageScore);
  const workingTime = formatWorkingTime(standing.workingTime, i18n);
  const averageWorkingTime = formatWorkingTime(standing.averageWorkingTime, i18n);
  const figures = [
    { key: 'rank', label: t`Rank`, value: t`${rank} of ${participants}` },
    { key: 'percentile', label: t`Percentile`, value: formatMarks(standing.percentile) },
    { key: 'topper', label: t`Topper`, value: `${topScore} / ${maxMarks}` },
    { key: 'average', label: t`Average`, value: `${averageScore} / ${maxMarks}` },
  ];
  return (
    <section className="card result-standing" aria-labelledby="result-standing-heading">
      <h2 id="result-standing-heading" className="result-standing__heading">
        <Trans>Your standing</Trans>
      </h2>
      <dl className="result-standing__figures">
        {figures.map((figure) => (
          <div key={figure.key} className="result-standing__figure">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="result-standing__note">
        <Trans>
          Among <Plural value={participants} one="# student" other="# students" /> who have finished this test so far.
          You took {workingTime}; the average is {averageWorkingTime}.
        </Trans>
      </p>
    </section>
  );
}
