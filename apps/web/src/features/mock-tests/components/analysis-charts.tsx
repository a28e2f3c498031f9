// The analysis's pictures, plain SVG: time per question against the average, the share of
// students right per question, and how everyone answered one question. Each picture has a text
// name, and the page's table says the same in words.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAnalysisQuestion, TQuestionTime } from '@padanam/contract';

const optionLetter = (index: number) => String.fromCharCode(65 + index);
const BAR_AREA = 100;
const LABEL_ROW = 14;

/** Time per question: your bar beside the average's, the tallest time at the top. */
export function TimeChart({ questions }: { questions: readonly TQuestionTime[] }) {
  const { t } = useLingui();
  const questionCount = questions.length;
  const slot = 24;
  const width = Math.max(questions.length * slot, 120);
  const longest = Math.max(0, ...questions.flatMap((question) => [question.seconds, question.averageSeconds]));
  const top = Math.max(1, longest);
  const height = (value: number) => (value / top) * BAR_AREA;
  const longestSeconds = Math.round(longest);
  return (
    <figure className="analysis-chart">
      <svg
        className="analysis-chart__svg"
        viewBox={`0 0 ${width} ${BAR_AREA + LABEL_ROW}`}
        role="img"
        aria-label={t`Seconds on each question, yours beside the average, for ${questionCount} questions`}
      >
        {questions.map((question, index) => {
          const x = index * slot + 3;
          return (
            <g key={question.questionId}>
              <rect
                className="analysis-chart__bar analysis-chart__bar--mine"
                x={x}
                y={BAR_AREA - height(question.seconds)}
                width={8}
                height={height(question.seconds)}
              />
              <rect
                className="analysis-chart__bar analysis-chart__bar--average"
                x={x + 9}
                y={BAR_AREA - height(question.averageSeconds)}
                width={8}
                height={height(question.averageSeconds)}
              />
              <text className="analysis-chart__label" x={x + 9} y={BAR_AREA + LABEL_ROW - 3} textAnchor="middle">
                {question.number}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="analysis-chart__legend">
        <span className="analysis-chart__key analysis-chart__key--mine">
          <Trans>You</Trans>
        </span>
        <span className="analysis-chart__key analysis-chart__key--average">
          <Trans>Average</Trans>
        </span>
        <span>
          <Trans>Longest: {longestSeconds} s</Trans>
        </span>
      </figcaption>
    </figure>
  );
}

/** Share of students right on each question (0-100 %), coloured by how you did. */
export function AccuracyChart({ questions }: { questions: readonly TAnalysisQuestion[] }) {
  const { t } = useLingui();
  const questionCount = questions.length;
  const slot = 24;
  const width = Math.max(questions.length * slot, 120);
  return (
    <figure className="analysis-chart">
      <svg
        className="analysis-chart__svg"
        viewBox={`0 0 ${width} ${BAR_AREA + LABEL_ROW}`}
        role="img"
        aria-label={t`Share of students right on each of ${questionCount} questions`}
      >
        <line className="analysis-chart__guide" x1={0} x2={width} y1={BAR_AREA / 2} y2={BAR_AREA / 2} />
        {questions.map((question, index) => {
          const x = index * slot + 4;
          const height = (question.correctShare / 100) * BAR_AREA;
          return (
            <g key={question.questionId}>
              <rect
                className="analysis-chart__bar"
                data-status={question.status}
                x={x}
                y={BAR_AREA - height}
                width={16}
                height={height}
              />
              <text className="analysis-chart__label" x={x + 8} y={BAR_AREA + LABEL_ROW - 3} textAnchor="middle">
                {question.number}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="analysis-chart__legend">
        <span className="analysis-chart__key" data-status="correct">
          <Trans>You were right</Trans>
        </span>
        <span className="analysis-chart__key" data-status="wrong">
          <Trans>You were wrong</Trans>
        </span>
        <span className="analysis-chart__key" data-status="unanswered">
          <Trans>You skipped</Trans>
        </span>
        <span>
          <Trans>Line: half the students</Trans>
        </span>
      </figcaption>
    </figure>
  );
}

/** How everyone answered one question: one bar per option, the right one and yours named. */
export function OptionDistribution({ question, participants }: { question: TAnalysisQuestion; participants: number }) {
  const { t } = useLingui();
  const { number } = question;
  const notesOf = (isRight: boolean, isChosen: boolean) =>
    isRight && isChosen ? t`right answer, your answer` : isRight ? t`right answer` : isChosen ? t`your answer` : '';
  const rows = [
    ...question.options.map((option, index) => ({
      key: String(index),
      label: `${optionLetter(index)}. ${option}`,
      count: question.optionCounts[index] ?? 0,
      mark: index === question.correctOption ? 'correct' : index === question.chosenOption ? 'chosen' : 'none',
      notes: notesOf(index === question.correctOption, index === question.chosenOption),
    })),
    { key: 'skipped', label: t`Skipped`, count: question.skippedBy, mark: 'none', notes: '' },
  ];
  return (
    <ul className="option-distribution" aria-label={t`How ${participants} students answered question ${number}`}>
      {rows.map((row) => {
        const share = participants > 0 ? Math.round((row.count / participants) * 100) : 0;
        return (
          <li key={row.key} className="option-distribution__row" data-mark={row.mark}>
            <span className="option-distribution__label">
              {row.label}
              {row.notes && <span className="option-distribution__note"> ({row.notes})</span>}
            </span>
            <svg className="option-distribution__bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true">
              <rect className="option-distribution__track" x={0} y={0} width={100} height={8} />
              <rect className="option-distribution__fill" x={0} y={0} width={share} height={8} />
            </svg>
            <span className="option-distribution__count">
              {row.count} ({share}%)
            </span>
          </li>
        );
      })}
    </ul>
  );
}
