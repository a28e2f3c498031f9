// Console > People: search by name, phone, college or email, filtered by role, semester and the
// day they joined from (India's date), paged by the server.
import { SEMESTERS, USER_ROLES } from '@padanam/contract';
import { Link } from 'react-router';
import { useAdminPeople } from '../../../api/admin-people';
import { useDepartments } from '../../../api/reference';
import { SearchField } from '../../../components/ui/search-field';
import { adminPaths } from '../../admin-paths';
import { DateFilter } from '../../components/date-filter';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { PagedTable } from '../../components/paged-table';
import { useListParams } from '../../lib/use-list-params';

const SORTS = [
  ['name', 'Name'],
  ['joined', 'Joined'],
  ['semester', 'Semester'],
] as const;

export function PeoplePage() {
  const list = useListParams(['q', 'role', 'departmentId', 'semester', 'joinedSince', 'sort', 'order'] as const);
  const departments = useDepartments();
  // The address holds plain strings; the server checks them (a bad one shows as a load error).
  const people = useAdminPeople(list.params as Parameters<typeof useAdminPeople>[0]);

  return (
    <ListPage
      title="People"
      filters={
        <>
          <SearchField label="Search people" placeholder="Name, phone, college or email" {...list.bind('q')} />
          <FilterSelect label="Role" allLabel="All" options={USER_ROLES} {...list.bind('role')} />
          <FilterSelect
            label="Department"
            allLabel="All"
            options={(departments.data ?? []).map((department) => [String(department.id), department.name] as const)}
            {...list.bind('departmentId')}
          />
          <FilterSelect label="Semester" allLabel="All" options={SEMESTERS} {...list.bind('semester')} />
          <DateFilter label="Joined since" {...list.bind('joinedSince')} />
          <FilterSelect label="Sort by" options={SORTS} {...list.bind('sort', 'name')} />
        </>
      }
    >
      <PagedTable
        query={people}
        what="people"
        headings={['Name', 'Phone', 'College', 'Department', 'Semester', 'Role']}
        emptyMessage="Nobody matches."
        onPage={list.goToPage}
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
    </ListPage>
  );
}
