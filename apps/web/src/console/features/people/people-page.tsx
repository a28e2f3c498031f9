// Console > People: search by name, phone, college or email, filtered by role and semester,
// paged by the server.
import { SEMESTERS, USER_ROLES } from '@padanam/contract';
import { Link } from 'react-router';
import { useAdminPeople } from '../../../api/admin-people';
import { useDepartments } from '../../../api/reference';
import { DocumentTitle } from '../../../components/ui/document-title';
import { SearchField } from '../../../components/ui/search-field';
import { adminPaths } from '../../admin-paths';
import { FilterSelect } from '../../components/filter-select';
import { PagedTable } from '../../components/paged-table';
import { useListParams } from '../../lib/use-list-params';

const SORTS = [
  ['name', 'Name'],
  ['joined', 'Joined'],
  ['semester', 'Semester'],
] as const;

export function PeoplePage() {
  const { values, page, update } = useListParams(['q', 'role', 'departmentId', 'semester', 'sort', 'order'] as const);
  const departments = useDepartments();
  // The address holds plain strings; the server checks them (a bad one shows as a load error).
  const people = useAdminPeople({ ...values, page: String(page) } as Parameters<typeof useAdminPeople>[0]);

  return (
    <section className="admin-page">
      <DocumentTitle title="People · Staff console" />
      <h1 className="admin-page__title">People</h1>
      <div className="admin-filters">
        <SearchField
          label="Search people"
          placeholder="Name, phone, college or email"
          value={values.q ?? ''}
          onChange={(q) => update({ q })}
        />
        <FilterSelect
          label="Role"
          allLabel="All"
          value={values.role ?? ''}
          options={USER_ROLES}
          onChange={(role) => update({ role })}
        />
        <FilterSelect
          label="Department"
          allLabel="All"
          value={values.departmentId ?? ''}
          options={(departments.data ?? []).map((department) => [String(department.id), department.name] as const)}
          onChange={(departmentId) => update({ departmentId })}
        />
        <FilterSelect
          label="Semester"
          allLabel="All"
          value={values.semester ?? ''}
          options={SEMESTERS}
          onChange={(semester) => update({ semester })}
        />
        <FilterSelect
          label="Sort by"
          value={values.sort ?? 'name'}
          options={SORTS}
          onChange={(sort) => update({ sort })}
        />
      </div>
      <PagedTable
        query={people}
        what="people"
        headings={['Name', 'Phone', 'College', 'Department', 'Semester', 'Role']}
        emptyMessage="Nobody matches."
        onPage={(next) => update({ page: String(next) })}
        row={(person) => (
          <tr key={person.id}>
            <td>
              <Link to={adminPaths.person(person.id)}>{person.name}</Link>
            </td>
            <td>
              {person.countryCode} {person.phone}
            </td>
            <td>{person.collegeName}</td>
            <td>{person.departmentName ?? '—'}</td>
            <td>{person.semester ?? '—'}</td>
            <td>{person.role}</td>
          </tr>
        )}
      />
    </section>
  );
}
