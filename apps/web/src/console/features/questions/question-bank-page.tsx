// Console > a module > a test's questions (Weekly Challenge or Special Exam): the questions as
// students starting now get them, each previewed as they see it (math drawn); add, edit, remove
// and reorder (each a new revision: a test already started never changes); import from a file
// with a report per row; export to CSV, GIFT or Aiken.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { QUIZ_CATEGORIES, type TAdminQuestion, type TQuestionFormat, type TQuizCategory } from '@padanam/contract';
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
import { QUIZ_TITLE_TEXT } from '../../../components/mock-tests/quiz-titles';
import './questions.css';

const EXPORT_FORMATS: { format: TQuestionFormat; label: MessageDescriptor }[] = [
  { format: 'csv', label: msg`Export CSV` },
  { format: 'gift', label: msg`Export GIFT` },
  { format: 'aiken', label: msg`Export Aiken` },
];

export function QuestionBankPage() {
  return <ModuleTestPage render={(moduleId, category) => <QuestionBank moduleId={moduleId} category={category} />} />;
}

function QuestionBank({ moduleId, category }: { moduleId: number; category: TQuizCategory }) {
  const { t, i18n } = useLingui();
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
  const title = i18n._(QUIZ_TITLE_TEXT[category]);
  const other = QUIZ_CATEGORIES.find((entry) => entry !== category)!;
  const otherTitle = i18n._(QUIZ_TITLE_TEXT[other]);
  const moduleTitle = module.data?.module.title ?? t`Module`;

  return (
    <ListPage
      title={t`${title} questions`}
      tabTitle={t`${title} questions · ${moduleTitle}`}
      crumb={
        <>
          {module.data && <Link to={adminPaths.paper(module.data.paper.id)}>{module.data.paper.title}</Link>}
          {' · '}
          <Link to={adminPaths.module(moduleId)}>{moduleTitle}</Link>
        </>
      }
      actions={
        <div className="admin-actions">
          <Link to={adminPaths.testReport(moduleId, category)}>
            <Trans>{title} report</Trans>
          </Link>
          <Link to={adminPaths.questions(moduleId, other)}>
            <Trans>{otherTitle} questions</Trans>
          </Link>
        </div>
      }
    >
      <p className="admin-page__lead">
        <Trans>
          Changes apply to students who start the test from now on; a test already started keeps the questions its
          student saw. Set the duration, window and answer key on the{' '}
          <Link to={adminPaths.module(moduleId)}>module page</Link>.
        </Trans>
      </p>
      <div className="admin-actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => setEditing('new')}
          disabled={editing !== null}
        >
          <Trans>Add a question</Trans>
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
            {i18n._(label)}
          </button>
        ))}
      </div>
      {linkState === 'gone' && (
        <p className="status-message" role="status">
          <Trans>That question has been changed or removed since: the test&apos;s current questions are below.</Trans>
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
        what={t`the questions`}
        items={(list) => list.questions}
        emptyMessage={t`No questions yet: add one or import a file.`}
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
        <summary>
          <Trans>Import questions from a file</Trans>
        </summary>
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
  const { t } = useLingui();
  const add = useAddQuestion(moduleId, category);
  return <QuestionEditor question={null} title={t`New question`} save={add} onDone={onDone} />;
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
  const { t } = useLingui();
  const questionNumber = question.number;
  const edit = useEditQuestion(moduleId, category);
  const save = {
    mutateAsync: (input: Parameters<typeof edit.mutateAsync>[0]['input']) =>
      edit.mutateAsync({ id: question.id, input }),
    isPending: edit.isPending,
    error: edit.error,
  };
  return <QuestionEditor question={question} title={t`Edit question ${questionNumber}`} save={save} onDone={onDone} />;
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
  const { t } = useLingui();
  const remove = useRemoveQuestion(moduleId, category);
  const reorder = useReorderQuestions(moduleId, category);
  const [removing, setRemoving] = useState<TAdminQuestion | null>(null);
  const ids = questions.map((question) => question.id);
  const removingNumber = removing?.number ?? '';
  return (
    <>
      <MutationError error={remove.error ?? reorder.error} />
      <ol className="question-bank" aria-label={t`Questions`}>
        {questions.map((question, index) => {
          const questionNumber = question.number;
          return (
            <li key={question.id} className="question-bank__item">
              {editing?.id === question.id ? (
                <EditQuestion moduleId={moduleId} category={category} question={question} onDone={() => onEdit(null)} />
              ) : (
                <>
                  <div className="admin-page__head">
                    <h2 className="question-bank__number">
                      <Trans>Question {questionNumber}</Trans>
                    </h2>
                    <span className="admin-list__actions">
                      <MoveButtons
                        title={t`question ${questionNumber}`}
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
                        <Trans>Edit question {questionNumber}</Trans>
                      </button>
                      <button type="button" className="btn btn--secondary" onClick={() => setRemoving(question)}>
                        <Trans>Remove question {questionNumber}</Trans>
                      </button>
                    </span>
                  </div>
                  <QuestionPreview question={question} label={t`Question ${questionNumber}`} />
                </>
              )}
            </li>
          );
        })}
      </ol>
      <AlertDialogBox
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t`Remove question ${removingNumber}?`}
        description={t`Students who start the test from now on will not get it; tests already started keep it.`}
        tone="warning"
        confirmLabel={t`Remove`}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id);
          setRemoving(null);
        }}
      />
    </>
  );
}
