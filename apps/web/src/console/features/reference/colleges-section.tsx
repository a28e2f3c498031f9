// The affiliated colleges signup offers: searched and paged, added or renamed by admins (a rename
// reaches the students linked to the college), and imported from a CSV with a name column.
import { useState } from 'react';
import { useAdminColleges, useImportColleges, useSaveCollege } from '../../../api/admin-reference';
import { SearchField } from '../../../components/ui/search-field';
import { CsvImport } from '../../components/csv-import';
import { NameForm } from '../../components/name-form';
import { PagedTable } from '../../components/paged-table';

const OUTCOME_LABELS = {
  written: 'Added',
  unchanged: 'Listed already',
  refused: 'Refused',
  'not-written': 'Valid, not written',
};

export function CollegesSection({ canEdit }: { canEdit: boolean }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [renaming, setRenaming] = useState<number | null>(null);
  const colleges = useAdminColleges({ q: q || undefined, page: String(page) });
  const save = useSaveCollege();
  const importer = useImportColleges();

  return (
    <section className="admin-section" aria-labelledby="colleges-title">
      <h2 id="colleges-title" className="admin-section-title">
        Colleges
      </h2>
      <SearchField
        label="Search colleges"
        placeholder="Search colleges"
        value={q}
        onChange={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      <PagedTable
        query={colleges}
        what="the colleges"
        headings={['College', 'Students', '']}
        emptyMessage="No college matches."
        onPage={setPage}
        row={(college) => (
          <tr key={college.id}>
            <td>
              {renaming === college.id ? (
                <NameForm
                  label="College name"
                  initialName={college.name}
                  submitLabel="Save name"
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
                  Rename
                </button>
              )}
            </td>
          </tr>
        )}
      />
      {canEdit && (
        <>
          <NameForm label="New college" submitLabel="Add college" onSave={(name) => save.mutateAsync({ name })} />
          <h3 className="admin-form__title">Import colleges</h3>
          <p className="admin-page__lead">
            A CSV whose first line names a <code>name</code> column (other columns are ignored), such as the
            university&apos;s own list of affiliated colleges.
          </p>
          <CsvImport
            subjectHeading="College"
            doneWord="added"
            outcomeLabels={OUTCOME_LABELS}
            isRunning={importer.isPending}
            run={(csv, importValidRows) => importer.mutateAsync({ csv, importValidRows })}
          />
        </>
      )}
    </section>
  );
}
