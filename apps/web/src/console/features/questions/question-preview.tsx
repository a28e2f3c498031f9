// A question as a student sees it in the test (text, picture, lettered options, math drawn),
// with the right answer and the solution marked for staff.
import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { MathText } from '../../../components/math/math-text';

export type TPreviewQuestion = {
  text: string;
  options: string[];
  correctOption: number | null;
  solution: string | null;
  imageUrl: string | null;
};

export function QuestionPreview({ question, label }: { question: TPreviewQuestion; label: string }) {
  const { t } = useLingui();
  return (
    <figure className="question-preview" aria-label={label}>
      <p className="question-preview__text">
        {question.text.trim() === '' ? (
          <em>
            <Trans>No question text yet.</Trans>
          </em>
        ) : (
          <MathText text={question.text} />
        )}
      </p>
      {question.imageUrl && (
        <img className="question-preview__image" src={question.imageUrl} alt={t`The question's picture`} />
      )}
      <ol className="question-preview__options">
        {question.options.map((option, index) => (
          <li key={index} data-correct={index === question.correctOption ? 'true' : undefined}>
            <span className="question-preview__letter" aria-hidden="true">
              {String.fromCharCode(65 + index)}
            </span>
            <span>
              <MathText text={option} />
            </span>
            {index === question.correctOption && (
              <span className="question-preview__right">
                <Check aria-hidden="true" /> <Trans>Right answer</Trans>
              </span>
            )}
          </li>
        ))}
      </ol>
      {question.solution && (
        <p className="question-preview__solution">
          <strong>
            <Trans>Solution:</Trans>{' '}
          </strong>
          <MathText text={question.solution} />
        </p>
      )}
    </figure>
  );
}
