// Console > Audit log (admins): every staff write, newest first, with what it changed.
import { useLingui } from '@lingui/react/macro';
import { AUDIT_ENTITY_TYPES } from '@padanam/contract';
import { useAuditLog } from '../../../api/admin-audit';
import { useAdminPeople } from '../../../api/admin-people';
import { SearchField } from '../../../components/ui/search-field';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { PagedTable } from '../../components/paged-table';
import { formatTime } from '../../lib/format';
import { ROLE_LABELS } from '../../lib/role-labels';
import { useListParams } from '../../lib/use-list-params';

function describeChange(before: unknown, after: unknown): string {
  const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));
  return `${shown(before)} → ${shown(after)}`;
}

/** Admins and teachers: the people whose writes the log records. */
function useStaffMembers() {
  const admins = useAdminPeople({ role: 'admin', pageSize: '100' });
  const teachers = useAdminPeople({ role: 'teacher', pageSize: '100' });
  return [...(admins.data?.items ?? []), ...(teachers.data?.items ?? [])];
}

export function AuditLogPage() {
  const { t } = useLingui();
  const list = useListParams(['action', 'entityType', 'entityId', 'actorId'] as const);
  // The address holds plain strings; the server checks them.
  const staff = useStaffMembers();
  const log = useAuditLog(list.params as Parameters<typeof useAuditLog>[0]);

  return (
    <ListPage
      title={t`Audit log`}
      filters={
        <>
          <SearchField
            label={t`Search actions`}
            placeholder={t`Action, such as paper.update`}
            {...list.bind('action')}
          />
          <FilterSelect
            label={t`Who`}
            allLabel={t`Anyone`}
            options={staff.map(
              (person) => [String(person.id), `${person.name} (${t(ROLE_LABELS[person.role])})`] as const,
            )}
            {...list.bind('actorId')}
          />
          <FilterSelect label={t`Record`} allLabel={t`All`} options={AUDIT_ENTITY_TYPES} {...list.bind('entityType')} />
        </>
      }
    >
      <PagedTable
        query={log}
        what={t`the audit log`}
        className="admin-table--log"
        headings={[t`When`, t`Who`, t`Action`, t`Record`, t`Change`]}
        emptyMessage={list.isFiltered ? t`Nothing recorded matches.` : t`Nothing recorded yet.`}
        onPage={list.goToPage}
        row={(entry) => (
          <tr key={entry.id}>
            <td>{formatTime(entry.createdAt)}</td>
            <td>{entry.actorName ?? (entry.actorUserId === null ? t`Command line` : t`Former account`)}</td>
            <td>{entry.action}</td>
            <td>
              {entry.entityType} {entry.entityId ?? ''}
            </td>
            <td className="admin-table__change">{describeChange(entry.before, entry.after)}</td>
          </tr>
        )}
      />
    </ListPage>
  );
}
