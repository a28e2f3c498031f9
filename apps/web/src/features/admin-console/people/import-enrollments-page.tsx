// Console > Import enrollments: a class list as CSV (phone, paper_id, and optionally module_id
// and country_code). All or nothing unless the admin chooses to import the valid rows after
// seeing which lines were refused and why.
import { MAX_IMPORT_ROWS, type TImportReport } from '@padanam/contract';
import { useState, type FormEvent } from 'react';
import { useImportEnrollments } from '../../../api/admin-people';
import { DocumentTitle } from '../../../components/ui/document-title';
import { isApiError } from '../../../lib/api-error';
import { DataTable } from '../components/data-table';
import { Field } from '../components/field';
import { describeFailure } from '../components/mutation-error';

const OUTCOME_LABELS = {
  enrolled: 'Enrolled',
  'already-enrolled': 'Already enrolled',
  refused: 'Refused',
  'not-written': 'Valid, not written',
} as const;

export function ImportEnrollmentsPage() {
  const [csv, setCsv] = useState('');
  const [report, setReport] = useState<TImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const importer = useImportEnrollments();

  const run = async (importValidRows: boolean) => {
    setProblem(null);
    try {
      setReport(await importer.mutateAsync({ csv, importValidRows }));
    } catch (failure) {
      setReport(null);
      setProblem(isApiError(failure) ? (failure.fields.csv ?? failure.message) : describeFailure(failure));
    }
  };

  return (
    <section className="admin-page">
      <DocumentTitle title="Import enrollments · Staff console" />
      <h1 className="admin-page__title">Import enrollments</h1>
      <p className="admin-page__lead">
        One enrollment a line, at most {MAX_IMPORT_ROWS.toLocaleString('en-IN')} lines. The first line names the
        columns: <code>phone</code> and <code>paper_id</code>, and if needed <code>module_id</code> (one module instead
        of the whole paper) and <code>country_code</code> (+91 when left out). Students must have signed up.
      </p>
      <form
        className="admin-form"
        noValidate
        aria-label="Import enrollments"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void run(false);
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
        <button type="submit" className="btn btn--primary" disabled={importer.isPending || csv.trim() === ''}>
          {importer.isPending ? 'Importing...' : 'Import'}
        </button>
      </form>
      {report && (
        <section className="admin-section" aria-labelledby="report-title">
          <h2 id="report-title" className="admin-section-title">
            {report.written
              ? `Done: ${report.enrolled} enrolled, ${report.refused} refused`
              : `Nothing was written: ${report.refused} line${report.refused === 1 ? ' was' : 's were'} refused`}
          </h2>
          {!report.written && (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={importer.isPending}
              onClick={() => void run(true)}
            >
              Import the valid rows
            </button>
          )}
          <DataTable headings={['Line', 'Phone', 'Outcome', 'Why']}>
            {report.rows.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td>{row.phone}</td>
                <td>
                  <span className={`admin-status admin-status--${row.outcome}`}>{OUTCOME_LABELS[row.outcome]}</span>
                </td>
                <td>{row.message}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      )}
    </section>
  );
}
