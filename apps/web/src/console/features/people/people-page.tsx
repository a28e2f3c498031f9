// Console > People: search by name, phone, college or email, filtered by role, semester and the
// day they joined from (India's date), paged by the server.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SEMESTERS, USER_ROLES } from '@padanam/contract';
import { Link } from 'react-router';
import { useAdminPeople } from '../../../api/admin-people';
import { useDepartments } from '../../../api/reference';
import { useSession } from '../../../lib/session/use-session';
import { SearchField } from '../../../components/ui/search-field';
import { adminPaths } from '../../admin-paths';
import { DateFilter } from '../../components/date-filter';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { PagedTable } from '../../components/paged-table';
import { ROLE_LABELS } from '../../lib/role-labels';
import { isAdmin } from '../../lib/staff-access';
import { useListParams } from '../../lib/use-list-params';
import { PrivacySetting } from './privacy-setting';

const SORTS = [
  ['name', msg`Name`],
  ['joined', msg`Joined`],
  ['semester', msg`Semester`],
] as const;

export function PeoplePage() {
  const { t } = useLingui();
  const list = useListParams(['q', 'role', 'departmentId', 'semester', 'joinedSince', 'sort', 'order'] as const);
  const departments = useDepartments();
  // The address holds plain strings; the server checks them (a bad one shows as a load error).
  const people = useAdminPeople(list.params as Parameters<typeof useAdminPeople>[0]);
  const canChangeSettings = isAdmin(useSession().user?.role);

  return (
    <ListPage
      title={t`People`}
      intro={canChangeSettings ? <PrivacySetting /> : undefined}
      filters={
        <>
          <SearchField label={t`Search people`} placeholder={t`Name, phone, college or email`} {...list.bind('q')} />
          <FilterSelect
            label={t`Role`}
            allLabel={t`All`}
            options={USER_ROLES.map((role) => [role, t(ROLE_LABELS[role])] as const)}
            {...list.bind('role')}
          />
          <FilterSelect
            label={t`Department`}
            allLabel={t`All`}
            options={(departments.data ?? []).map((department) => [String(department.id), department.name] as const)}
            {...list.bind('departmentId')}
          />
          <FilterSelect label={t`Semester`} allLabel={t`All`} options={SEMESTERS} {...list.bind('semester')} />
          <DateFilter label={t`Joined since`} {...list.bind('joinedSince')} />
          <FilterSelect
            label={t`Sort by`}
            options={SORTS.map(([value, label]) => [value, t(label)] as const)}
            {...list.bind('sort', 'name')}
          />
        </>
      }
    >
      <PagedTable
        query={people}
        what={t`people`}
        headings={[t`Name`, t`Phone`, t`College`, t`Department`, t`Semester`, t`Role`]}
        emptyMessage={t`Nobody matches.`}
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
            <td>{t(ROLE_LABELS[person.role])}</td>
          </tr>
        )}
      />
    </ListPage>
  );
}
