// Practice (/practice?source=notebook|module&moduleId=): the notebook's questions (of one module),
// or a module's questions whose key is open, one at a time and untimed. The browser holds no key:
// Check sends the choice, and only the server's reply says right or wrong, with the right option
// and the solution. Nothing here counts in results or the leaderboard. A finish summary ends it.
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

function masteryText(feedback: TPracticeFeedback): string | null {
  if (feedback.isMastered) return 'Mastered: answered right twice. It has left your notebook.';
  if (feedback.isCorrect) return 'Right once: answer it right once more to master it.';
  return null;
}

export function PracticePage() {
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
        No module was chosen to practise. <Link to={paths.mistakeNotebook}>Open your Mistake Notebook</Link>
      </p>
    );
  } else if (set.isPending) {
    content = (
      <p className="status-message" role="status">
        Loading practice questions...
      </p>
    );
  } else if (set.isError) {
    content = (
      <LoadError
        message={hasServerMessage(set.error) ? set.error.message : 'Could not load the practice questions.'}
        onRetry={() => void set.refetch()}
        isRetrying={set.isFetching}
      />
    );
  } else if (set.data.length === 0) {
    content = (
      <section className="card practice__summary" aria-labelledby="practice-empty">
        <h2 id="practice-empty">Nothing to practise here</h2>
        <p>
          Questions you got wrong or skipped come here once a finished test&apos;s answer key opens. Those you have
          mastered are in the Mastered list of your notebook.
        </p>
        <Link className="btn btn--primary" to={paths.mistakeNotebook}>
          Mistake Notebook
        </Link>
      </section>
    );
  } else if (index >= set.data.length) {
    const right = answered.filter((reply) => reply.isCorrect).length;
    const mastered = answered.filter((reply) => reply.isMastered).length;
    content = (
      <section className="card practice__summary" aria-labelledby="practice-done">
        <h2 id="practice-done">Practice finished</h2>
        <p>
          You answered {right} of {set.data.length} right.
          {mastered > 0 && ` ${mastered === 1 ? '1 question is' : `${mastered} questions are`} mastered now.`}
        </p>
        <p className="mistake-notebook__note">Practice is not counted in your results or the leaderboard.</p>
        <div className="practice__actions">
          <button type="button" className="btn btn--secondary" onClick={restart}>
            Practise again
          </button>
          <Link className="btn btn--primary" to={paths.mistakeNotebook}>
            Back to notebook
          </Link>
        </div>
      </section>
    );
  } else {
    const question = set.data[index]!;
    const isLast = index === set.data.length - 1;
    const note = feedback && masteryText(feedback);
    content = (
      <>
        <p className="practice__context">
          {question.paperTitle} · Module {question.moduleNumber}: {question.moduleTitle} · {question.testTitle}
        </p>
        <p className="practice__context">
          Question {index + 1} of {set.data.length}
        </p>
        <div role="status" aria-live="polite">
          {feedback && (
            <p className="practice__verdict" data-correct={feedback.isCorrect}>
              {feedback.isCorrect
                ? 'Right!'
                : `Not quite: the right answer is ${String.fromCharCode(65 + feedback.correctOption)}.`}
            </p>
          )}
        </div>
        {feedback === null ? (
          <QuestionCard question={question} number={index + 1} selectedOption={chosen} onChoose={setChosen} />
        ) : (
          <article className="card answer-key__question" aria-labelledby="practice-question">
            <AnswerKeyQuestion
              textId="practice-question"
              textAs="p"
              question={{ ...question, ...feedback, chosenOption: feedback.option }}
              imageAlt={`The picture of question ${index + 1}`}
              solutionHeading="h2"
              solutionHeadingClassName="practice__solution-title"
            />
            {note && <p className="practice__mastery">{note}</p>}
          </article>
        )}
        {answer.isError && (
          <p className="status-message status-message--error" role="alert">
            {hasServerMessage(answer.error) ? answer.error.message : 'Could not check your answer. Please try again.'}
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
              {answer.isPending ? 'Checking...' : 'Check'}
            </button>
          ) : (
            <button type="button" className="btn btn--primary" onClick={next}>
              {isLast ? 'Finish' : 'Next'}
            </button>
          )}
        </div>
      </>
    );
  }

  return (
    <div className="page practice">
      <PageHeader title="Practice" hasBackButton />
      {content}
    </div>
  );
}
