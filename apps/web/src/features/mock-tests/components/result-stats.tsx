// The result's six stat cards, then the marks explained once (+1 / -0.33 / 0, graded by the server).
import type { TQuizResult } from '@padanam/contract';
import { formatWorkingTime } from '../format-working-time';
import { explainMarks } from '../score';

export function ResultStats({ result }: { result: TQuizResult }) {
  const stats = [
    { label: 'Total questions', value: String(result.totalQuestions) },
    { label: 'Answered', value: String(result.answeredQuestions) },
    { label: 'Correct', value: String(result.correctAnswers) },
    { label: 'Wrong', value: String(result.wrongAnswers) },
    { label: 'Skipped', value: String(result.skippedQuestions) },
    { label: 'Time taken', value: formatWorkingTime(result.workingTime) },
  ];
  return (
    <>
      <dl className="result-stats">
        {stats.map((stat) => (
          <div key={stat.label} className="card result-stats__card">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="result-marks">{explainMarks(result)}</p>
    </>
  );
}
