// Importing questions from a CSV, Moodle GIFT or Aiken file: a check first (a dry run: every row
// with its line and what is wrong, in words), then the import, which writes nothing while a row
// is invalid unless the teacher chooses to import the valid rows. Other GIFT question types are
// listed as not supported and skipped.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import {
  IMPORT_QUESTIONS_MAX,
  type TQuestionFormat,
  type TImportOutcome,
  type TImportReport,
  type TQuizCategory,
} from '@padanam/contract';
import { useState, type FormEvent } from 'react';
import { useImportQuestions } from '../../../api/admin-questions';
import { isApiError } from '../../../lib/api-error';
import { DataTable } from '../../components/data-table';
import { Field } from '../../components/field';
import { describeFailure } from '../../components/mutation-error';

const FORMAT_NAMES: Record<TQuestionFormat, MessageDescriptor> = {
  gift: msg`Moodle GIFT`,
  aiken: msg`Moodle Aiken`,
  csv: msg`CSV (question, option1 … option6, answer, solution, image_url)`,
};

const OUTCOME_TEXT: Record<TImportOutcome, MessageDescriptor> = {
  valid: msg`ready`,
  refused: msg`has problems`,
  unsupported: msg`not supported`,
  written: msg`imported`,
  unchanged: msg`already there`,
  'not-written': msg`ready, not imported`,
};
const OUTCOME_CLASS: Record<TImportOutcome, string> = {
  valid: 'published',
  refused: 'refused',
  unsupported: 'draft',
  written: 'published',
  unchanged: 'draft',
  'not-written': 'not-written',
};

function summaryOf({ counts, dryRun }: TImportReport, i18n: I18n): string {
  const ready = counts.valid + counts['not-written'];
  const { refused, unsupported, written } = counts;
  if (written > 0)
    return i18n._(msg`${plural(written, { one: 'Imported # question.', other: 'Imported # questions.' })}`);
  if (dryRun)
    return unsupported > 0
      ? i18n._(msg`Checked: ${ready} ready, ${refused} with problems, ${unsupported} not supported (skipped).`)
      : i18n._(msg`Checked: ${ready} ready, ${refused} with problems.`);
  return unsupported > 0
    ? i18n._(
        msg`Nothing was imported: ${ready} ready, ${refused} with problems, ${unsupported} not supported (skipped).`,
      )
    : i18n._(msg`Nothing was imported: ${ready} ready, ${refused} with problems.`);
}

export function QuestionImport({ moduleId, category }: { moduleId: number; category: TQuizCategory }) {
  const { t, i18n } = useLingui();
  const importer = useImportQuestions(moduleId, category);
  const [format, setFormat] = useState<TQuestionFormat>('gift');
  const [text, setText] = useState('');
  const [report, setReport] = useState<TImportReport | null>(null);
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
  const isChecked = report !== null && report.counts.written === 0;
  const ready = report ? report.counts.valid + report.counts['not-written'] : 0;
  const refused = report?.counts.refused ?? 0;
  const maxQuestions = IMPORT_QUESTIONS_MAX;

  return (
    <div className="question-import">
      <form
        className="admin-form"
        noValidate
        aria-label={t`Import questions`}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void run(true);
        }}
      >
        <Field label={t`Format`}>
          <select
            value={format}
            onChange={(event) => {
              setFormat(event.target.value as TQuestionFormat);
              changed();
            }}
          >
            {(Object.keys(FORMAT_NAMES) as TQuestionFormat[]).map((key) => (
              <option key={key} value={key}>
                {i18n._(FORMAT_NAMES[key])}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t`Question file`} hint={t`UTF-8 text, at most ${maxQuestions} questions`}>
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
        <Field label={t`Or paste the questions`} error={problem ?? undefined}>
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
          {importer.isPending ? t`Checking...` : t`Check the file`}
        </button>
      </form>
      {report && (
        <section className="admin-section" aria-labelledby="question-import-report">
          <h3 id="question-import-report" className="admin-section-title" role="status">
            {summaryOf(report, i18n)}
          </h3>
          {isChecked && ready > 0 && refused === 0 && (
            <button
              type="button"
              className="btn btn--primary"
              disabled={importer.isPending}
              onClick={() => void run(false)}
            >
              <Plural value={ready} one="Import # question" other="Import # questions" />
            </button>
          )}
          {isChecked && ready > 0 && refused > 0 && (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={importer.isPending}
              onClick={() => void run(false, true)}
            >
              <Plural value={ready} one="Import the # valid question only" other="Import the # valid questions only" />
            </button>
          )}
          <DataTable headings={[t`Line`, t`Question`, t`Outcome`, t`What to fix`]}>
            {report.rows.map((row) => (
              <tr key={`${row.line}:${row.label}`}>
                <td>{row.line}</td>
                <td>{row.label}</td>
                <td>
                  <span className={`admin-status admin-status--${OUTCOME_CLASS[row.outcome]}`}>
                    {i18n._(OUTCOME_TEXT[row.outcome])}
                  </span>
                </td>
                <td>{row.messages.join(' ')}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      )}
    </div>
  );
}
