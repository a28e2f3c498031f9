// A question with its key, as the answer key, practice and the Mistake Notebook show it: the text,
// its picture, each option marked right or chosen, and the solution. The page around it gives
// the card, the headings' levels and whatever sits between the options and the solution.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MathText } from '../../../components/math/math-text';
import { AnswerKeyOption } from './answer-key-option';
import './answer-key.css';

type TAnswerKeyQuestionProps = {
  /** The text's id, for the card's aria-labelledby. */
  textId: string;
  /** A heading where the question titles the page (the answer key), else a paragraph. */
  textAs: 'h2' | 'p';
  /** The question with its key: an answer key's, a notebook entry's, or a practice answer's. */
  question: {
    text: string;
    imageUrl: string | null;
    options: readonly string[];
    correctOption: number;
    chosenOption: number | null;
    solution: string | null;
  };
  imageAlt: string;
  /** The Solution heading's level under the page's own headings. */
  solutionHeading: 'h2' | 'h3' | 'h4';
  solutionHeadingClassName?: string;
  /** Shown between the options and the solution. */
  children?: ReactNode;
};

export function AnswerKeyQuestion({
  textId,
  textAs: Text,
  question: { text, imageUrl, options, correctOption, chosenOption, solution },
  imageAlt,
  solutionHeading: SolutionHeading,
  solutionHeadingClassName,
  children,
}: TAnswerKeyQuestionProps) {
  const { t } = useLingui();
  return (
    <>
      <Text id={textId} className={Text === 'h2' ? 'answer-key__text' : 'notebook-entry__text'}>
        <MathText text={text} />
      </Text>
      {imageUrl && <img className="answer-key__image" src={imageUrl} alt={imageAlt} />}
      <ol className="answer-key__options">
        {options.map((option, index) => (
          <AnswerKeyOption
            key={index}
            index={index}
            text={option}
            isCorrect={index === correctOption}
            isChosen={index === chosenOption}
          />
        ))}
      </ol>
      {children}
      <section className="answer-key__solution" aria-label={t`Solution`}>
        <SolutionHeading className={solutionHeadingClassName}>
          <Trans>Solution</Trans>
        </SolutionHeading>
        <p>
          {solution === null ? <Trans>No solution available for this question.</Trans> : <MathText text={solution} />}
        </p>
      </section>
    </>
  );
}
