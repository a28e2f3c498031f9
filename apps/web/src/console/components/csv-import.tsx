// Importing a CSV (a class list, a list of colleges): a file or pasted lines, then a verdict for
// every line. All or nothing by default; when lines were refused, the admin may choose to import
// the valid ones.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  /** What a written line became, after its count in the report's heading: 'enrolled', 'added'. */
  doneWord: string;
  outcomeLabels: Partial<Record<TImportOutcome, string>>;
  run: (csv: string, importValidRows: boolean) => Promise<TImportReport>;
  isRunning: boolean;
}) {
  const { t } = useLingui();
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
        aria-label={t`Import a CSV file`}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void start(false);
        }}
      >
        <Field label={t`CSV file`}>
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (file) setCsv(await file.text());
            }}
          />
        </Field>
        <Field label={t`Or paste the lines`} error={problem ?? undefined}>
          <textarea rows={8} value={csv} onChange={(event) => setCsv(event.target.value)} spellCheck={false} />
        </Field>
        <button type="submit" className="btn btn--primary" disabled={isRunning || csv.trim() === ''}>
          {isRunning ? t`Importing...` : t`Import`}
        </button>
      </form>
      {report && (
        <section className="admin-section" aria-labelledby="import-report-title">
          <h2 id="import-report-title" className="admin-section-title">
            {report.isStopped ? (
              <StoppedHeading refused={report.counts.refused} />
            ) : (
              <DoneHeading report={report} doneWord={doneWord} />
            )}
          </h2>
          {report.isStopped && (
            <button type="button" className="btn btn--secondary" disabled={isRunning} onClick={() => void start(true)}>
              <Trans>Import the valid rows</Trans>
            </button>
          )}
          <DataTable headings={[t`Line`, subjectHeading, t`Outcome`, t`Why`]}>
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

function StoppedHeading({ refused }: { refused: number }) {
  const { t } = useLingui();
  return (
    <>{t`Nothing was written: ${plural(refused, { one: '# line was refused', other: '# lines were refused' })}`}</>
  );
}

function DoneHeading({ report, doneWord }: { report: TImportReport; doneWord: string }) {
  const { t } = useLingui();
  const { written, refused } = report.counts;
  return <>{t`Done: ${written} ${doneWord}, ${refused} refused`}</>;
}
