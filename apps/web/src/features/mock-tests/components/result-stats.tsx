// The result's six stat cards, then the marks explained once (+1 / -0.33 / 0, graded by the server).
import { useLingui } from '@lingui/react/macro';
import type { TQuizResult } from '@padanam/contract';
import { formatWorkingTime } from '../format-working-time';
import { explainMarks } from '../score';

export function ResultStats({ result }: { result: TQuizResult }) {
  const { t, i18n } = useLingui();
  const stats = [
    { key: 'total', label: t`Total questions`, value: String(result.totalQuestions) },
    { key: 'answered', label: t`Answered`, value: String(result.answeredQuestions) },
    { key: 'correct', label: t`Correct`, value: String(result.correctAnswers) },
    { key: 'wrong', label: t`Wrong`, value: String(result.wrongAnswers) },
    { key: 'skipped', label: t`Skipped`, value: String(result.skippedQuestions) },
    { key: 'time', label: t`Time taken`, value: formatWorkingTime(result.workingTime, i18n) },
  ];
  return (
    <>
      <dl className="result-stats">
        {stats.map((stat) => (
          <div key={stat.key} className="card result-stats__card">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="result-marks">{explainMarks(result, i18n)}</p>
    </>
  );
}
