// Console > a module > a test's questions (Weekly Challenge or Special Exam): the questions as
// students starting now get them, each previewed as they see it (math drawn); add, edit, remove
// and reorder (each a new revision: a test already started never changes); import from a file
// with a report per row; export to CSV, GIFT or Aiken.
import {
  QUIZ_CATEGORIES,
  QUIZ_TITLES,
  type TAdminQuestion,
  type TQuestionFormat,
  type TQuizCategory,
} from '@padanam/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAdminModule } from '../../../api/admin-catalogue';
import {
  downloadQuestions,
  useAddQuestion,
  useEditQuestion,
  useQuestionBank,
  useRemoveQuestion,
  useReorderQuestions,
} from '../../../api/admin-questions';
import { AlertDialogBox } from '../../../components/ui/alert-dialog';
import { adminPaths } from '../../admin-paths';
import { ModuleTestPage } from '../../components/module-test-page';
import { ListPage } from '../../components/list-page';
import { ListStates } from '../../components/list-states';
import { MoveButtons, movedIds } from '../../components/move-buttons';
import { MutationError } from '../../components/mutation-error';
import { QuestionEditor } from './question-editor';
import { QuestionImport } from './question-import';
import { QuestionPreview } from './question-preview';
import './questions.css';

const EXPORT_FORMATS: { format: TQuestionFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'gift', label: 'GIFT' },
  { format: 'aiken', label: 'Aiken' },
];

export function QuestionBankPage() {
  return <ModuleTestPage render={(moduleId, category) => <QuestionBank moduleId={moduleId} category={category} />} />;
}

function QuestionBank({ moduleId, category }: { moduleId: number; category: TQuizCategory }) {
  const module = useAdminModule(moduleId);
  const bank = useQuestionBank(moduleId, category);
  const [editing, setEditing] = useState<TAdminQuestion | 'new' | null>(null);
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  // `?edit=<id>` (from the test's report) opens that question's editor once the list is in.
  const [searchParams] = useSearchParams();
  const linkedId = Number(searchParams.get('edit')) || null;
  const [linkState, setLinkState] = useState<'waiting' | 'opened' | 'gone'>('waiting');
  if (linkedId !== null && linkState === 'waiting' && bank.data) {
    const linked = bank.data.questions.find((question) => question.id === linkedId);
    setLinkState(linked ? 'opened' : 'gone');
    if (linked) setEditing(linked);
  }
  const title = QUIZ_TITLES[category];
  const other = QUIZ_CATEGORIES.find((entry) => entry !== category)!;
  const moduleTitle = module.data?.module.title ?? 'Module';

  return (
    <ListPage
      title={`${title} questions`}
      tabTitle={`${title} questions · ${moduleTitle}`}
      crumb={
        <>
          {module.data && <Link to={adminPaths.paper(module.data.paper.id)}>{module.data.paper.title}</Link>}
          {' · '}
          <Link to={adminPaths.module(moduleId)}>{moduleTitle}</Link>
        </>
      }
      actions={
        <div className="admin-actions">
          <Link to={adminPaths.testReport(moduleId, category)}>{title} report</Link>
          <Link to={adminPaths.questions(moduleId, other)}>{QUIZ_TITLES[other]} questions</Link>
        </div>
      }
    >
      <p className="admin-page__lead">
        Changes apply to students who start the test from now on; a test already started keeps the questions its student
        saw. Set the duration, window and answer key on the <Link to={adminPaths.module(moduleId)}>module page</Link>.
      </p>
      <div className="admin-actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => setEditing('new')}
          disabled={editing !== null}
        >
          Add a question
        </button>
        {EXPORT_FORMATS.map(({ format, label }) => (
          <button
            key={format}
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              setExportProblem(null);
              downloadQuestions(moduleId, category, format).catch((failure: Error) =>
                setExportProblem(failure.message),
              );
            }}
          >
            Export {label}
          </button>
        ))}
      </div>
      {linkState === 'gone' && (
        <p className="status-message" role="status">
          That question has been changed or removed since: the test&apos;s current questions are below.
        </p>
      )}
      {exportProblem && (
        <p className="admin-alert" role="alert">
          {exportProblem}
        </p>
      )}
      {editing === 'new' && <NewQuestion moduleId={moduleId} category={category} onDone={() => setEditing(null)} />}
      <ListStates
        query={bank}
        what="the questions"
        items={(list) => list.questions}
        emptyMessage="No questions yet: add one or import a file."
      >
        {(questions) => (
          <QuestionList
            moduleId={moduleId}
            category={category}
            questions={questions}
            editing={editing === 'new' ? null : editing}
            onEdit={setEditing}
          />
        )}
      </ListStates>
      <details className="admin-panel">
        <summary>Import questions from a file</summary>
        <QuestionImport moduleId={moduleId} category={category} />
      </details>
    </ListPage>
  );
}

function NewQuestion({
  moduleId,
  category,
  onDone,
}: {
  moduleId: number;
  category: TQuizCategory;
  onDone: () => void;
}) {
  const add = useAddQuestion(moduleId, category);
  return <QuestionEditor question={null} title="New question" save={add} onDone={onDone} />;
}

function EditQuestion({
  moduleId,
  category,
  question,
  onDone,
}: {
  moduleId: number;
  category: TQuizCategory;
  question: TAdminQuestion;
  onDone: () => void;
}) {
  const edit = useEditQuestion(moduleId, category);
  const save = {
    mutateAsync: (input: Parameters<typeof edit.mutateAsync>[0]['input']) =>
      edit.mutateAsync({ id: question.id, input }),
    isPending: edit.isPending,
    error: edit.error,
  };
  return <QuestionEditor question={question} title={`Edit question ${question.number}`} save={save} onDone={onDone} />;
}

function QuestionList({
  moduleId,
  category,
  questions,
  editing,
  onEdit,
}: {
  moduleId: number;
  category: TQuizCategory;
  questions: readonly TAdminQuestion[];
  editing: TAdminQuestion | null;
  onEdit: (question: TAdminQuestion | null) => void;
}) {
  const remove = useRemoveQuestion(moduleId, category);
  const reorder = useReorderQuestions(moduleId, category);
  const [removing, setRemoving] = useState<TAdminQuestion | null>(null);
  const ids = questions.map((question) => question.id);
  return (
    <>
      <MutationError error={remove.error ?? reorder.error} />
      <ol className="question-bank" aria-label="Questions">
        {questions.map((question, index) => (
          <li key={question.id} className="question-bank__item">
            {editing?.id === question.id ? (
              <EditQuestion moduleId={moduleId} category={category} question={question} onDone={() => onEdit(null)} />
            ) : (
              <>
                <div className="admin-page__head">
                  <h2 className="question-bank__number">Question {question.number}</h2>
                  <span className="admin-list__actions">
                    <MoveButtons
                      title={`question ${question.number}`}
                      index={index}
                      count={questions.length}
                      isBusy={reorder.isPending}
                      onMove={(by) => reorder.mutate(movedIds(ids, index, by))}
                    />
                    <button
                      type="button"
                      className="btn btn--secondary"
                      onClick={() => onEdit(question)}
                      disabled={editing !== null}
                    >
                      Edit question {question.number}
                    </button>
                    <button type="button" className="btn btn--secondary" onClick={() => setRemoving(question)}>
                      Remove question {question.number}
                    </button>
                  </span>
                </div>
                <QuestionPreview question={question} label={`Question ${question.number}`} />
              </>
            )}
          </li>
        ))}
      </ol>
      <AlertDialogBox
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove question ${removing?.number ?? ''}?`}
        description="Students who start the test from now on will not get it; tests already started keep it."
        tone="warning"
        confirmLabel="Remove"
        onConfirm={() => {
          if (removing) remove.mutate(removing.id);
          setRemoving(null);
        }}
      />
    </>
  );
}
