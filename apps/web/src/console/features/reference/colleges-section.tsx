// The affiliated colleges signup offers: searched and paged, added or renamed by admins (a rename
// reaches the students linked to the college), and imported from a CSV with a name column.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAdminColleges, useImportColleges, useSaveCollege } from '../../../api/admin-reference';
import { SearchField } from '../../../components/ui/search-field';
import { CsvImport } from '../../components/csv-import';
import { NameForm } from '../../components/name-form';
import { PagedTable } from '../../components/paged-table';

export function CollegesSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useLingui();
  const outcomeLabels = {
    written: t`Added`,
    unchanged: t`Listed already`,
    refused: t`Refused`,
    'not-written': t`Valid, not written`,
  };
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [renaming, setRenaming] = useState<number | null>(null);
  const colleges = useAdminColleges({ q: q || undefined, page: String(page) });
  const save = useSaveCollege();
  const importer = useImportColleges();

  return (
    <section className="admin-section" aria-labelledby="colleges-title">
      <h2 id="colleges-title" className="admin-section-title">
        <Trans>Colleges</Trans>
      </h2>
      <SearchField
        label={t`Search colleges`}
        placeholder={t`Search colleges`}
        value={q}
        onChange={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      <PagedTable
        query={colleges}
        what={t`the colleges`}
        headings={[t`College`, t`Students`, '']}
        emptyMessage={t`No college matches.`}
        onPage={setPage}
        row={(college) => (
          <tr key={college.id}>
            <td>
              {renaming === college.id ? (
                <NameForm
                  label={t`College name`}
                  initialName={college.name}
                  submitLabel={t`Save name`}
                  onSave={(name) => save.mutateAsync({ id: college.id, name })}
                  onCancel={() => setRenaming(null)}
                />
              ) : (
                college.name
              )}
            </td>
            <td>{college.students}</td>
            <td className="admin-table__actions">
              {canEdit && renaming !== college.id && (
                <button type="button" className="btn btn--secondary btn--small" onClick={() => setRenaming(college.id)}>
                  <Trans>Rename</Trans>
                </button>
              )}
            </td>
          </tr>
        )}
      />
      {canEdit && (
        <>
          <NameForm label={t`New college`} submitLabel={t`Add college`} onSave={(name) => save.mutateAsync({ name })} />
          <h3 className="admin-form__title">
            <Trans>Import colleges</Trans>
          </h3>
          <p className="admin-page__lead">
            <Trans>
              A CSV whose first line names a <code>name</code> column (other columns are ignored), such as the
              university&apos;s own list of affiliated colleges.
            </Trans>
          </p>
          <CsvImport
            subjectHeading={t`College`}
            doneWord={t`added`}
            outcomeLabels={outcomeLabels}
            isRunning={importer.isPending}
            run={(csv, importValidRows) => importer.mutateAsync({ csv, importValidRows })}
          />
        </>
      )}
    </section>
  );
}
