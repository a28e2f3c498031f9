// Practice (/practice?source=notebook|module&moduleId=): the notebook's questions (of one module),
// or a module's questions whose key is open, one at a time and untimed. The browser holds no key:
// Check sends the choice, and only the server's reply says right or wrong, with the right option
// and the solution. Nothing here counts in results or the leaderboard. A finish summary ends it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TPracticeFeedback } from '@padanam/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { hasServerMessage } from '../../../lib/api-error';
import { useAnswerPractice, usePracticeSet } from '../../../api/practice';
import { readPracticeRoute } from '../practice-route';
import { AnswerKeyQuestion } from './answer-key-question';
import { QuestionCard } from './question-card';
import './answer-key.css';
import './quiz.css';
import './mistake-notebook.css';

const MASTERED_TEXT = msg`Mastered: answered right twice. It has left your notebook.`;
const RIGHT_ONCE_TEXT = msg`Right once: answer it right once more to master it.`;

function masteryText(feedback: TPracticeFeedback): MessageDescriptor | null {
  if (feedback.isMastered) return MASTERED_TEXT;
  if (feedback.isCorrect) return RIGHT_ONCE_TEXT;
  return null;
}

export function PracticePage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const { source, moduleId } = readPracticeRoute(search);
  const set = usePracticeSet(source, moduleId);
  const answer = useAnswerPractice();
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<TPracticeFeedback | null>(null);
  const [answered, setAnswered] = useState<TPracticeFeedback[]>([]);

  const check = (questionId: number) => {
    if (chosen === null) return;
    answer.mutate(
      { questionId, option: chosen },
      {
        onSuccess: (reply) => {
          setFeedback(reply);
          setAnswered((previous) => [...previous, reply]);
        },
      },
    );
  };
  const next = () => {
    setIndex((current) => current + 1);
    setChosen(null);
    setFeedback(null);
    answer.reset();
  };
  const restart = () => {
    setIndex(0);
    setChosen(null);
    setFeedback(null);
    setAnswered([]);
    answer.reset();
    void set.refetch();
  };

  let content: React.ReactNode;
  if (source === 'module' && moduleId === null) {
    content = (
      <p className="status-message status-message--error" role="alert">
        <Trans>
          No module was chosen to practise. <Link to={paths.mistakeNotebook}>Open your Mistake Notebook</Link>
        </Trans>
      </p>
    );
  } else if (set.isPending) {
    content = (
      <p className="status-message" role="status">
        <Trans>Loading practice questions...</Trans>
      </p>
    );
  } else if (set.isError) {
    content = (
      <LoadError
        message={hasServerMessage(set.error) ? set.error.message : t`Could not load the practice questions.`}
        onRetry={() => void set.refetch()}
        isRetrying={set.isFetching}
      />
    );
  } else if (set.data.length === 0) {
    content = (
      <section className="card practice__summary" aria-labelledby="practice-empty">
        <h2 id="practice-empty">
          <Trans>Nothing to practise here</Trans>
        </h2>
        <p>
          <Trans>
            Questions you got wrong or skipped come here once a finished test&apos;s answer key opens. Those you have
            mastered are in the Mastered list of your notebook.
          </Trans>
        </p>
        <Link className="btn btn--primary" to={paths.mistakeNotebook}>
          <Trans>Mistake Notebook</Trans>
        </Link>
      </section>
    );
  } else if (index >= set.data.length) {
    const right = answered.filter((reply) => reply.isCorrect).length;
    const mastered = answered.filter((reply) => reply.isMastered).length;
    const total = set.data.length;
    content = (
      <section className="card practice__summary" aria-labelledby="practice-done">
        <h2 id="practice-done">
          <Trans>Practice finished</Trans>
        </h2>
        <p>
          <Trans>
            You answered {right} of {total} right.
          </Trans>
          {mastered > 0 && (
            <>
              {' '}
              <Plural value={mastered} one="# question is mastered now." other="# questions are mastered now." />
            </>
          )}
        </p>
        <p className="mistake-notebook__note">
          <Trans>Practice is not counted in your results or the leaderboard.</Trans>
        </p>
        <div className="practice__actions">
          <button type="button" className="btn btn--secondary" onClick={restart}>
            <Trans>Practise again</Trans>
          </button>
          <Link className="btn btn--primary" to={paths.mistakeNotebook}>
            <Trans>Back to notebook</Trans>
          </Link>
        </div>
      </section>
    );
  } else {
    const question = set.data[index]!;
    const isLast = index === set.data.length - 1;
    const mastery = feedback && masteryText(feedback);
    const note = mastery ? t(mastery) : null;
    const { paperTitle, moduleNumber, moduleTitle, testTitle } = question;
    const number = index + 1;
    const questionCount = set.data.length;
    const rightLetter = feedback ? String.fromCharCode(65 + feedback.correctOption) : '';
    content = (
      <>
        <p className="practice__context">
          <Trans>
            {paperTitle} · Module {moduleNumber}: {moduleTitle} · {testTitle}
          </Trans>
        </p>
        <p className="practice__context">
          <Trans>
            Question {number} of {questionCount}
          </Trans>
        </p>
        <div role="status" aria-live="polite">
          {feedback && (
            <p className="practice__verdict" data-correct={feedback.isCorrect}>
              {feedback.isCorrect ? (
                <Trans>Right!</Trans>
              ) : (
                <Trans>Not quite: the right answer is {rightLetter}.</Trans>
              )}
            </p>
          )}
        </div>
        {feedback === null ? (
          <QuestionCard question={question} number={number} selectedOption={chosen} onChoose={setChosen} />
        ) : (
          <article className="card answer-key__question" aria-labelledby="practice-question">
            <AnswerKeyQuestion
              textId="practice-question"
              textAs="p"
              question={{ ...question, ...feedback, chosenOption: feedback.option }}
              imageAlt={t`The picture of question ${number}`}
              solutionHeading="h2"
              solutionHeadingClassName="practice__solution-title"
            />
            {note && <p className="practice__mastery">{note}</p>}
          </article>
        )}
        {answer.isError && (
          <p className="status-message status-message--error" role="alert">
            {hasServerMessage(answer.error) ? answer.error.message : t`Could not check your answer. Please try again.`}
          </p>
        )}
        <div className="practice__actions">
          {feedback === null ? (
            <button
              type="button"
              className="btn btn--primary"
              disabled={chosen === null || answer.isPending}
              onClick={() => check(question.id)}
            >
              {answer.isPending ? <Trans>Checking...</Trans> : <Trans>Check</Trans>}
            </button>
          ) : (
            <button type="button" className="btn btn--primary" onClick={next}>
              {isLast ? <Trans>Finish</Trans> : <Trans>Next</Trans>}
            </button>
          )}
        </div>
      </>
    );
  }

  return (
    <div className="page practice">
      <PageHeader title={t`Practice`} hasBackButton />
      {content}
    </div>
  );
}
