// Importing questions from a CSV, Moodle GIFT or Aiken file: a check first (a dry run: every row
// with its line and what is wrong, in words), then the import, which writes nothing while a row
// is invalid unless the teacher chooses to import the valid rows. Other GIFT question types are
// listed as not supported and skipped.
import {
  IMPORT_QUESTIONS_MAX,
  type TQuestionFormat,
  type TQuestionImportReport,
  type TQuizCategory,
} from '@padanam/contract';
import { useState, type FormEvent } from 'react';
import { useImportQuestions } from '../../../api/admin-questions';
import { isApiError } from '../../../lib/api-error';
import { DataTable } from '../../components/data-table';
import { Field } from '../../components/field';
import { describeFailure } from '../../components/mutation-error';

const FORMAT_NAMES: Record<TQuestionFormat, string> = {
  gift: 'Moodle GIFT',
  aiken: 'Moodle Aiken',
  csv: 'CSV (question, option1 … option6, answer, solution, image_url)',
};

const OUTCOME_TEXT: Record<TQuestionImportReport['rows'][number]['outcome'], string> = {
  valid: 'ready',
  invalid: 'has problems',
  unsupported: 'not supported',
};
const OUTCOME_CLASS = { valid: 'published', invalid: 'refused', unsupported: 'draft' } as const;

function summaryOf(report: TQuestionImportReport): string {
  const parts = [`${report.valid} ready`, `${report.invalid} with problems`];
  if (report.unsupported > 0) parts.push(`${report.unsupported} not supported (skipped)`);
  if (report.written > 0) return `Imported ${report.written} question${report.written === 1 ? '' : 's'}.`;
  if (report.dryRun) return `Checked: ${parts.join(', ')}.`;
  return `Nothing was imported: ${parts.join(', ')}.`;
}

export function QuestionImport({ moduleId, category }: { moduleId: number; category: TQuizCategory }) {
  const importer = useImportQuestions(moduleId, category);
  const [format, setFormat] = useState<TQuestionFormat>('gift');
  const [text, setText] = useState('');
  const [report, setReport] = useState<TQuestionImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (dryRun: boolean, importValidRows = false) => {
    setProblem(null);
    try {
      setReport(await importer.mutateAsync({ input: { moduleId, category, format, text, importValidRows }, dryRun }));
    } catch (failure) {
      setReport(null);
      setProblem(
        isApiError(failure) ? (Object.values(failure.fields)[0] ?? failure.message) : describeFailure(failure),
      );
    }
  };
  const changed = () => setReport(null);
  const isChecked = report !== null && report.written === 0;

  return (
    <div className="question-import">
      <form
        className="admin-form"
        noValidate
        aria-label="Import questions"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void run(true);
        }}
      >
        <Field label="Format">
          <select
            value={format}
            onChange={(event) => {
              setFormat(event.target.value as TQuestionFormat);
              changed();
            }}
          >
            {(Object.keys(FORMAT_NAMES) as TQuestionFormat[]).map((key) => (
              <option key={key} value={key}>
                {FORMAT_NAMES[key]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Question file" hint={`UTF-8 text, at most ${IMPORT_QUESTIONS_MAX} questions`}>
          <input
            type="file"
            accept=".txt,.gift,.csv,text/plain,text/csv"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (file) {
                setText(await file.text());
                changed();
              }
            }}
          />
        </Field>
        <Field label="Or paste the questions" error={problem ?? undefined}>
          <textarea
            rows={8}
            value={text}
            spellCheck={false}
            onChange={(event) => {
              setText(event.target.value);
              changed();
            }}
          />
        </Field>
        <button type="submit" className="btn btn--primary" disabled={importer.isPending || text.trim() === ''}>
          {importer.isPending ? 'Checking...' : 'Check the file'}
        </button>
      </form>
      {report && (
        <section className="admin-section" aria-labelledby="question-import-report">
          <h3 id="question-import-report" className="admin-section-title" role="status">
            {summaryOf(report)}
          </h3>
          {isChecked && report.valid > 0 && report.invalid === 0 && (
            <button
              type="button"
              className="btn btn--primary"
              disabled={importer.isPending}
              onClick={() => void run(false)}
            >
              Import {report.valid} question{report.valid === 1 ? '' : 's'}
            </button>
          )}
          {isChecked && report.valid > 0 && report.invalid > 0 && (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={importer.isPending}
              onClick={() => void run(false, true)}
            >
              Import the {report.valid} valid question{report.valid === 1 ? '' : 's'} only
            </button>
          )}
          <DataTable headings={['Line', 'Question', 'Outcome', 'What to fix']}>
            {report.rows.map((row) => (
              <tr key={`${row.line}:${row.label}`}>
                <td>{row.line}</td>
                <td>{row.label}</td>
                <td>
                  <span className={`admin-status admin-status--${OUTCOME_CLASS[row.outcome]}`}>
                    {OUTCOME_TEXT[row.outcome]}
                  </span>
                </td>
                <td>{row.problems.join(' ')}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      )}
    </div>
  );
}
