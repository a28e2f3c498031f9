// Mistake Notebook (/mistake-notebook): every question the student got wrong or skipped in a
// finished test, by paper and then module, with their answer, the right one and the solution.
// The server decides what is here: a test's questions only once its answer key is open to the
// student, and only while they still have the module. "Practise these" opens untimed practice of
// a module's entries (or all of them); a question answered right twice there moves to Mastered,
// from where "Bring back" returns it.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TNotebookEntry, TNotebookPaper, TNotebookWaiting } from '@padanam/contract';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { MathText } from '../../../components/math/math-text';
import { paths } from '../../../config/paths';
import { hasServerMessage } from '../../../lib/api-error';
import { formatIndiaDateTime } from '../../../lib/india-time';
import { useNotebook, useRestoreToNotebook } from '../../../api/practice';
import { AnswerKeyQuestion } from './answer-key-question';
import './answer-key.css';
import './mistake-notebook.css';

const letterOf = (option: number) => String.fromCharCode(65 + option);

function NotebookEntry({ entry }: { entry: TNotebookEntry }) {
  const { t } = useLingui();
  const headingId = `notebook-question-${entry.questionId}`;
  const { testTitle, number } = entry;
  const rightLetter = letterOf(entry.correctOption);
  return (
    <li>
      <article className="card notebook-entry" aria-labelledby={headingId}>
        <div className="notebook-entry__top">
          <p className="notebook-entry__where">
            <Trans>
              {testTitle} · Question {number}
            </Trans>
          </p>
          <p className="answer-key__status" data-status={entry.status}>
            {entry.status === 'wrong' ? <Trans>Wrong</Trans> : <Trans>Skipped</Trans>}
          </p>
        </div>
        <AnswerKeyQuestion
          textId={headingId}
          textAs="p"
          question={entry}
          imageAlt={t`The picture of question ${number} of ${testTitle}`}
          solutionHeading="h4"
        >
          <p className="notebook-entry__answers">
            {entry.chosenOption === null ? (
              <Trans>Your answer: skipped. Right answer: {rightLetter}.</Trans>
            ) : (
              <ChosenAndRight chosenLetter={letterOf(entry.chosenOption)} rightLetter={rightLetter} />
            )}
          </p>
        </AnswerKeyQuestion>
        {entry.timesRight > 0 && (
          <p className="notebook-entry__progress">
            <Trans>Right once in practice: once more and it is mastered.</Trans>
          </p>
        )}
      </article>
    </li>
  );
}

function ChosenAndRight({ chosenLetter, rightLetter }: { chosenLetter: string; rightLetter: string }) {
  return (
    <Trans>
      Your answer: {chosenLetter}. Right answer: {rightLetter}.
    </Trans>
  );
}

function WaitingList({ waiting }: { waiting: TNotebookWaiting[] }) {
  if (waiting.length === 0) return null;
  return (
    <ul className="mistake-notebook__waiting">
      {waiting.map((test) => (
        <WaitingTest key={test.attemptId} test={test} />
      ))}
    </ul>
  );
}

function WaitingTest({ test }: { test: TNotebookWaiting }) {
  const { testTitle, moduleNumber, moduleTitle, paperTitle } = test;
  const opensOn = formatIndiaDateTime(test.opensAt);
  return (
    <li>
      <Trans>
        {testTitle}, Module {moduleNumber}: {moduleTitle} ({paperTitle}): its mistakes appear on {opensOn}, when its
        answer key opens.
      </Trans>
    </li>
  );
}

function MasteredList({ papers }: { papers: TNotebookPaper[] }) {
  const { t } = useLingui();
  const restore = useRestoreToNotebook();
  const entries = papers.flatMap((paper) =>
    paper.modules.flatMap((module) => module.entries.map((entry) => ({ paper, module, entry }))),
  );
  if (entries.length === 0) return null;
  return (
    <section className="mistake-notebook__mastered" aria-labelledby="notebook-mastered">
      <h2 id="notebook-mastered">
        <Trans>Mastered</Trans>
      </h2>
      <p className="mistake-notebook__note">
        <Trans>
          Answered right twice in practice, so they left your notebook. Bring one back to keep practising it.
        </Trans>
      </p>
      {restore.isError && (
        <p className="status-message status-message--error" role="alert">
          {hasServerMessage(restore.error) ? restore.error.message : t`Could not bring it back. Please try again.`}
        </p>
      )}
      <ul className="mastered-list">
        {entries.map(({ paper: { paperTitle }, module: { moduleNumber }, entry }) => {
          const { testTitle, number } = entry;
          return (
            <li key={entry.questionId} className="card mastered-list__item">
              <div className="mastered-list__text">
                <p className="notebook-entry__where">
                  <Trans>
                    {paperTitle} · Module {moduleNumber} · {testTitle} · Question {number}
                  </Trans>
                </p>
                <p>
                  <MathText text={entry.text} />
                </p>
              </div>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                disabled={restore.isPending}
                onClick={() => restore.mutate(entry.questionId)}
              >
                <Trans>
                  Bring back
                  <span className="visually-hidden">
                    {' '}
                    question {number} of {testTitle}, Module {moduleNumber}
                  </span>
                </Trans>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function MistakeNotebookPage() {
  const { t } = useLingui();
  const notebook = useNotebook();

  let content: React.ReactNode;
  if (notebook.isPending) {
    content = (
      <p className="status-message" role="status">
        <Trans>Loading your notebook...</Trans>
      </p>
    );
  } else if (notebook.isError) {
    content = (
      <LoadError
        message={hasServerMessage(notebook.error) ? notebook.error.message : t`Could not load your notebook.`}
        onRetry={() => void notebook.refetch()}
        isRetrying={notebook.isFetching}
      />
    );
  } else {
    const { papers, mastered, waiting } = notebook.data;
    const count = papers.reduce(
      (sum, paper) => sum + paper.modules.reduce((inPaper, module) => inPaper + module.entries.length, 0),
      0,
    );
    content = (
      <>
        {papers.length === 0 ? (
          <section className="card mistake-notebook__empty" aria-labelledby="notebook-empty">
            <h2 id="notebook-empty">
              {mastered.length > 0 ? <Trans>Nothing left to practise</Trans> : <Trans>No mistakes here yet</Trans>}
            </h2>
            <p>
              <Trans>
                When you finish a Weekly Challenge or a Special Exam, every question you got wrong or skipped appears
                here as soon as that test&apos;s answer key opens: right after you submit, or, for a test with a set
                window, when the window closes. You will see your answer, the right one and the solution, and can
                practise them without a timer.
              </Trans>
            </p>
            <WaitingList waiting={waiting} />
            <Link className="btn btn--primary" to={paths.myMockTests}>
              <Trans>My mock tests</Trans>
            </Link>
          </section>
        ) : (
          <>
            <div className="mistake-notebook__summary">
              <p>
                <Trans>
                  <Plural value={count} one="# question" other="# questions" /> to review. Answer one right twice in
                  practice and it moves to Mastered.
                </Trans>
              </p>
              <Link className="btn btn--primary" to={paths.practiceFor('notebook')}>
                <Trans>Practise all</Trans>
              </Link>
            </div>
            <WaitingList waiting={waiting} />
            {papers.map((paper) => (
              <section
                key={paper.paperId}
                className="mistake-notebook__paper"
                aria-labelledby={`notebook-paper-${paper.paperId}`}
              >
                <h2 id={`notebook-paper-${paper.paperId}`}>{paper.paperTitle}</h2>
                {paper.modules.map(({ moduleId, moduleNumber, moduleTitle, entries }) => (
                  <section
                    key={moduleId}
                    className="mistake-notebook__module"
                    aria-labelledby={`notebook-module-${moduleId}`}
                  >
                    <div className="mistake-notebook__module-top">
                      <h3 id={`notebook-module-${moduleId}`}>
                        <Trans>
                          Module {moduleNumber}: {moduleTitle}
                        </Trans>
                      </h3>
                      <Link className="btn btn--secondary btn--small" to={paths.practiceFor('notebook', moduleId)}>
                        <Trans>
                          Practise these<span className="visually-hidden"> (Module {moduleNumber})</span>
                        </Trans>
                      </Link>
                    </div>
                    <ol className="mistake-notebook__entries">
                      {entries.map((entry) => (
                        <NotebookEntry key={entry.questionId} entry={entry} />
                      ))}
                    </ol>
                  </section>
                ))}
              </section>
            ))}
          </>
        )}
        <MasteredList papers={mastered} />
      </>
    );
  }

  return (
    <div className="page mistake-notebook">
      <PageHeader title={t`Mistake Notebook`} hasBackButton />
      {content}
    </div>
  );
}
