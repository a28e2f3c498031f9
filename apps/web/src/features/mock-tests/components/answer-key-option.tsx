// One option in the answer key, marked as the correct answer, the student's answer, or both.
import { useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { MathText } from '../../../components/math/math-text';

type TAnswerKeyOptionProps = {
  index: number;
  text: string;
  isCorrect: boolean;
  isChosen: boolean;
};

export function AnswerKeyOption({ index, text, isCorrect, isChosen }: TAnswerKeyOptionProps) {
  const { t } = useLingui();
  const mark = isCorrect ? 'correct' : isChosen ? 'wrong' : 'none';
  const notes =
    isCorrect && isChosen
      ? t`Correct answer, Your answer`
      : isCorrect
        ? t`Correct answer`
        : isChosen
          ? t`Your answer`
          : '';
  return (
    <li className="answer-option" data-mark={mark}>
      <span className="answer-option__letter" aria-hidden="true">
        {String.fromCharCode(65 + index)}
      </span>
      <span className="answer-option__text">
        <MathText text={text} />
      </span>
      {notes && (
        <span className="answer-option__note">
          {isCorrect ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
          {notes}
        </span>
      )}
    </li>
  );
}
