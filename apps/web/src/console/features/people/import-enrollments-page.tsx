// Console > Import enrollments: a class list as CSV (phone, paper_id, and optionally module_id
// and country_code). All or nothing unless the admin chooses to import the valid rows after
// seeing which lines were refused and why.
import { MAX_IMPORT_ROWS } from '@padanam/contract';
import { useImportEnrollments } from '../../../api/admin-people';
import { DocumentTitle } from '../../../components/ui/document-title';
import { CsvImport } from '../../components/csv-import';

const OUTCOME_LABELS = {
  written: 'Enrolled',
  unchanged: 'Already enrolled',
  refused: 'Refused',
  'not-written': 'Valid, not written',
};

export function ImportEnrollmentsPage() {
  const importer = useImportEnrollments();
  return (
    <section className="admin-page">
      <DocumentTitle title="Import enrollments · Staff console" />
      <h1 className="admin-page__title">Import enrollments</h1>
      <p className="admin-page__lead">
        One enrollment a line, at most {MAX_IMPORT_ROWS.toLocaleString('en-IN')} lines. The first line names the
        columns: <code>phone</code> and <code>paper_id</code>, and if needed <code>module_id</code> (one module instead
        of the whole paper) and <code>country_code</code> (+91 when left out). Students must have signed up.
      </p>
      <CsvImport
        subjectHeading="Phone"
        doneWord="enrolled"
        outcomeLabels={OUTCOME_LABELS}
        isRunning={importer.isPending}
        run={(csv, importValidRows) => importer.mutateAsync({ csv, importValidRows })}
      />
    </section>
  );
}
