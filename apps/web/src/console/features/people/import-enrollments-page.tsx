// Console > Import enrollments: a class list as CSV (phone, paper_id, and optionally module_id
// and country_code). All or nothing unless the admin chooses to import the valid rows after
// seeing which lines were refused and why.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_IMPORT_ROWS, type TImportOutcome } from '@padanam/contract';
import { useImportEnrollments } from '../../../api/admin-people';
import { DocumentTitle } from '../../../components/ui/document-title';
import { CsvImport } from '../../components/csv-import';

const OUTCOME_LABELS: Partial<Record<TImportOutcome, MessageDescriptor>> = {
  written: msg({ message: 'Enrolled', context: 'import outcome' }),
  unchanged: msg`Already enrolled`,
  refused: msg`Refused`,
  'not-written': msg`Valid, not written`,
};

export function ImportEnrollmentsPage() {
  const { t } = useLingui();
  const importer = useImportEnrollments();
  const maxLines = MAX_IMPORT_ROWS.toLocaleString('en-IN');
  const outcomeLabels = Object.fromEntries(
    Object.entries(OUTCOME_LABELS).map(([outcome, label]) => [outcome, t(label)]),
  ) as Partial<Record<TImportOutcome, string>>;
  return (
    <section className="admin-page">
      <DocumentTitle title={t`Import enrollments · Staff console`} />
      <h1 className="admin-page__title">
        <Trans>Import enrollments</Trans>
      </h1>
      <p className="admin-page__lead">
        <Trans>
          One enrollment a line, at most {maxLines} lines. The first line names the columns: <code>phone</code> and{' '}
          <code>paper_id</code>, and if needed <code>module_id</code> (one module instead of the whole paper) and{' '}
          <code>country_code</code> (+91 when left out). Students must have signed up.
        </Trans>
      </p>
      <CsvImport
        subjectHeading={t`Phone`}
        doneWord={t`enrolled`}
        outcomeLabels={outcomeLabels}
        isRunning={importer.isPending}
        run={(csv, importValidRows) => importer.mutateAsync({ csv, importValidRows })}
      />
    </section>
  );
}
