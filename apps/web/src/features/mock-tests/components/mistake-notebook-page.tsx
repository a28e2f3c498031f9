// Mistake Notebook (/mistake-notebook): every question the student got wrong or skipped in a
// finished test, by paper and then module, with their answer, the right one and the solution.
// The server decides what is here: a test's questions only once its answer key is open to the
// student, and only while they still have the module. "Practise these" opens untimed practice of
// a module's entries (or all of them); a question answered right twice there moves to Mastered,
// from where "Bring back" returns it.
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
  const headingId = `notebook-question-${entry.questionId}`;
  return (
    <li>
      <article className="card notebook-entry" aria-labelledby={headingId}>
        <div className="notebook-entry__top">
          <p className="notebook-entry__where">
            {entry.testTitle} · Question {entry.number}
          </p>
          <p className="answer-key__status" data-status={entry.status}>
            {entry.status === 'wrong' ? 'Wrong' : 'Skipped'}
          </p>
        </div>
        <AnswerKeyQuestion
          textId={headingId}
          textAs="p"
          question={entry}
          imageAlt={`The picture of question ${entry.number} of ${entry.testTitle}`}
          solutionHeading="h4"
        >
          <p className="notebook-entry__answers">
            Your answer: {entry.chosenOption === null ? 'skipped' : letterOf(entry.chosenOption)}. Right answer:{' '}
            {letterOf(entry.correctOption)}.
          </p>
        </AnswerKeyQuestion>
        {entry.timesRight > 0 && (
          <p className="notebook-entry__progress">Right once in practice: once more and it is mastered.</p>
        )}
      </article>
    </li>
  );
}

function WaitingList({ waiting }: { waiting: TNotebookWaiting[] }) {
  if (waiting.length === 0) return null;
  return (
    <ul className="mistake-notebook__waiting">
      {waiting.map((test) => (
        <li key={test.attemptId}>
          {test.testTitle}, Module {test.moduleNumber}: {test.moduleTitle} ({test.paperTitle}): its mistakes appear on{' '}
          {formatIndiaDateTime(test.opensAt)}, when its answer key opens.
        </li>
      ))}
    </ul>
  );
}

function MasteredList({ papers }: { papers: TNotebookPaper[] }) {
  const restore = useRestoreToNotebook();
  const entries = papers.flatMap((paper) =>
    paper.modules.flatMap((module) => module.entries.map((entry) => ({ paper, module, entry }))),
  );
  if (entries.length === 0) return null;
  return (
    <section className="mistake-notebook__mastered" aria-labelledby="notebook-mastered">
      <h2 id="notebook-mastered">Mastered</h2>
      <p className="mistake-notebook__note">
        Answered right twice in practice, so they left your notebook. Bring one back to keep practising it.
      </p>
      {restore.isError && (
        <p className="status-message status-message--error" role="alert">
          {hasServerMessage(restore.error) ? restore.error.message : 'Could not bring it back. Please try again.'}
        </p>
      )}
      <ul className="mastered-list">
        {entries.map(({ paper, module, entry }) => (
          <li key={entry.questionId} className="card mastered-list__item">
            <div className="mastered-list__text">
              <p className="notebook-entry__where">
                {paper.paperTitle} · Module {module.moduleNumber} · {entry.testTitle} · Question {entry.number}
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
              Bring back
              <span className="visually-hidden">
                {' '}
                question {entry.number} of {entry.testTitle}, Module {module.moduleNumber}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MistakeNotebookPage() {
  const notebook = useNotebook();

  let content: React.ReactNode;
  if (notebook.isPending) {
    content = (
      <p className="status-message" role="status">
        Loading your notebook...
      </p>
    );
  } else if (notebook.isError) {
    content = (
      <LoadError
        message={hasServerMessage(notebook.error) ? notebook.error.message : 'Could not load your notebook.'}
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
            <h2 id="notebook-empty">{mastered.length > 0 ? 'Nothing left to practise' : 'No mistakes here yet'}</h2>
            <p>
              When you finish a Weekly Challenge or a Special Exam, every question you got wrong or skipped appears here
              as soon as that test&apos;s answer key opens: right after you submit, or, for a test with a set window,
              when the window closes. You will see your answer, the right one and the solution, and can practise them
              without a timer.
            </p>
            <WaitingList waiting={waiting} />
            <Link className="btn btn--primary" to={paths.myMockTests}>
              My mock tests
            </Link>
          </section>
        ) : (
          <>
            <div className="mistake-notebook__summary">
              <p>
                {count === 1 ? '1 question' : `${count} questions`} to review. Answer one right twice in practice and it
                moves to Mastered.
              </p>
              <Link className="btn btn--primary" to={paths.practiceFor('notebook')}>
                Practise all
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
                {paper.modules.map((module) => (
                  <section
                    key={module.moduleId}
                    className="mistake-notebook__module"
                    aria-labelledby={`notebook-module-${module.moduleId}`}
                  >
                    <div className="mistake-notebook__module-top">
                      <h3 id={`notebook-module-${module.moduleId}`}>
                        Module {module.moduleNumber}: {module.moduleTitle}
                      </h3>
                      <Link
                        className="btn btn--secondary btn--small"
                        to={paths.practiceFor('notebook', module.moduleId)}
                      >
                        Practise these<span className="visually-hidden"> (Module {module.moduleNumber})</span>
                      </Link>
                    </div>
                    <ol className="mistake-notebook__entries">
                      {module.entries.map((entry) => (
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
      <PageHeader title="Mistake Notebook" hasBackButton />
      {content}
    </div>
  );
}
