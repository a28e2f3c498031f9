// Colleges students typed because theirs was not listed: staff see who typed what, and admins
// link everyone who typed a name to a listed college (found by search).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useAdminColleges, useMapUnlistedCollege, useUnlistedColleges } from '../../../api/admin-reference';
import { DataTable } from '../../components/data-table';
import { ListStates } from '../../components/list-states';
import { MutationError } from '../../components/mutation-error';

export function UnlistedCollegesSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useLingui();
  const unlisted = useUnlistedColleges();
  return (
    <section className="admin-section" aria-labelledby="unlisted-title">
      <h2 id="unlisted-title" className="admin-section-title">
        <Trans>Colleges students typed</Trans>
      </h2>
      <p className="admin-page__lead">
        <Trans>
          Students whose college was not in the list typed its name at signup. Link each name to a listed college (add
          it above first if it is missing).
        </Trans>
      </p>
      <ListStates
        query={unlisted}
        what={t`the typed colleges`}
        items={(data) => data.colleges}
        emptyMessage={t`Every student is linked to a listed college.`}
      >
        {(colleges) => (
          <DataTable headings={canEdit ? [t`Typed as`, t`Students`, t`Link to`] : [t`Typed as`, t`Students`]}>
            {colleges.map((college) => {
              const studentCount = college.students;
              return (
                <tr key={college.name}>
                  <td>{college.name}</td>
                  <td>{t`${plural(studentCount, { one: '# student', other: '# students' })}`}</td>
                  {canEdit && (
                    <td>
                      <MapTypedCollege typedName={college.name} />
                    </td>
                  )}
                </tr>
              );
            })}
          </DataTable>
        )}
      </ListStates>
    </section>
  );
}

function MapTypedCollege({ typedName }: { typedName: string }) {
  const { t } = useLingui();
  const id = useId();
  const [search, setSearch] = useState(typedName.split(',')[0] ?? '');
  const [collegeId, setCollegeId] = useState('');
  const matches = useAdminColleges({ q: search || undefined, pageSize: '20' });
  const map = useMapUnlistedCollege();
  return (
    <div className="admin-map">
      <label htmlFor={`${id}-search`} className="visually-hidden">
        <Trans>Find the listed college for {typedName}</Trans>
      </label>
      <input id={`${id}-search`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <label htmlFor={`${id}-college`} className="visually-hidden">
        <Trans>Listed college for {typedName}</Trans>
      </label>
      <select id={`${id}-college`} value={collegeId} onChange={(event) => setCollegeId(event.target.value)}>
        <option value="">{t`Choose a college`}</option>
        {matches.data?.items.map((college) => (
          <option key={college.id} value={college.id}>
            {college.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn--primary btn--small"
        disabled={!collegeId || map.isPending}
        onClick={() => map.mutate({ name: typedName, collegeId: Number(collegeId) })}
      >
        <Trans>Link</Trans>
      </button>
      <MutationError error={map.error} />
    </div>
  );
}
