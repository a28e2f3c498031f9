// One question and its options as a radio group; the recorded choice is checked on return.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAttemptQuestion } from '@padanam/contract';
import { MathText } from '../../../components/math/math-text';

type TQuestionCardProps = {
  question: TAttemptQuestion;
  number: number;
  selectedOption: number | null;
  /** Marked for review: said beside the number. */
  isMarked?: boolean;
  onChoose: (option: number) => void;
};

export function QuestionCard({ question, number, selectedOption, isMarked = false, onChoose }: TQuestionCardProps) {
  const { t } = useLingui();
  const legendId = `question-${question.id}-text`;
  return (
    <fieldset className="card question-card" role="radiogroup" aria-labelledby={legendId}>
      <legend className="visually-hidden">
        {isMarked ? t`Question ${number}, marked for review` : t`Question ${number}`}
      </legend>
      <p className="question-card__number" aria-hidden="true">
        {isMarked ? (
          <Trans>
            Question {number}
            <span className="question-card__marked"> · Marked for review</span>
          </Trans>
        ) : (
          <Trans>Question {number}</Trans>
        )}
      </p>
      <p id={legendId} className="question-card__text">
        <MathText text={question.text} />
      </p>
      {question.imageUrl && (
        <img className="question-card__image" src={question.imageUrl} alt={t`The picture of question ${number}`} />
      )}
      <div className="question-card__options">
        {question.options.map((option, index) => (
          <label key={index} className="question-option" data-selected={selectedOption === index}>
            <input
              type="radio"
              name={`question-${question.id}`}
              className="question-option__input"
              checked={selectedOption === index}
              onChange={() => onChoose(index)}
            />
            <span className="question-option__letter" aria-hidden="true">
              {String.fromCharCode(65 + index)}
            </span>
            <span className="question-option__text">
              <MathText text={option} />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
