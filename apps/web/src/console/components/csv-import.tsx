// Importing a CSV (a class list, a list of colleges): a file or pasted lines, then a verdict for
// every line. All or nothing by default; when lines were refused, the admin may choose to import
// the valid ones.
import type { TImportOutcome, TImportReport } from '@padanam/contract';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api-error';
import { DataTable } from './data-table';
import { describeFailure } from './mutation-error';
import { Field } from './field';

export function CsvImport({
  subjectHeading,
  doneWord,
  outcomeLabels,
  run,
  isRunning,
}: {
  /** The heading of the column naming each line's subject: 'Phone', 'College'. */
  subjectHeading: string;
  /** What a written line became: 'enrolled', 'added'. */
  doneWord: string;
  outcomeLabels: Partial<Record<TImportOutcome, string>>;
  run: (csv: string, importValidRows: boolean) => Promise<TImportReport>;
  isRunning: boolean;
}) {
  const [csv, setCsv] = useState('');
  const [report, setReport] = useState<TImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async (importValidRows: boolean) => {
    setProblem(null);
    try {
      setReport(await run(csv, importValidRows));
    } catch (failure) {
      setReport(null);
      setProblem(isApiError(failure) ? (failure.fields.csv ?? failure.message) : describeFailure(failure));
    }
  };

  return (
    <>
      <form
        className="admin-form"
        noValidate
        aria-label="Import a CSV file"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void start(false);
        }}
      >
        <Field label="CSV file">
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (file) setCsv(await file.text());
            }}
          />
        </Field>
        <Field label="Or paste the lines" error={problem ?? undefined}>
          <textarea rows={8} value={csv} onChange={(event) => setCsv(event.target.value)} spellCheck={false} />
        </Field>
        <button type="submit" className="btn btn--primary" disabled={isRunning || csv.trim() === ''}>
          {isRunning ? 'Importing...' : 'Import'}
        </button>
      </form>
      {report && (
        <section className="admin-section" aria-labelledby="import-report-title">
          <h2 id="import-report-title" className="admin-section-title">
            {report.isStopped
              ? `Nothing was written: ${report.counts.refused} line${report.counts.refused === 1 ? ' was' : 's were'} refused`
              : `Done: ${report.counts.written} ${doneWord}, ${report.counts.refused} refused`}
          </h2>
          {report.isStopped && (
            <button type="button" className="btn btn--secondary" disabled={isRunning} onClick={() => void start(true)}>
              Import the valid rows
            </button>
          )}
          <DataTable headings={['Line', subjectHeading, 'Outcome', 'Why']}>
            {report.rows.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td>{row.label}</td>
                <td>
                  <span className={`admin-status admin-status--${row.outcome}`}>
                    {outcomeLabels[row.outcome] ?? row.outcome}
                  </span>
                </td>
                <td>{row.messages.join(' ')}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      )}
    </>
  );
}
