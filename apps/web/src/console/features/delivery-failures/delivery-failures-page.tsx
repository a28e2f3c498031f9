// Console > Failed SMS and pushes (admins): login codes the SMS provider refused or never got and
// web pushes a push service refused, newest first, by channel and from a day on. Kept 30 days.
import { useDeliveryFailures } from '../../../api/admin-delivery-failures';
import { adminPaths } from '../../admin-paths';
import { DateFilter } from '../../components/date-filter';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { PagedTable } from '../../components/paged-table';
import { formatTime } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';
import { Link } from 'react-router';

const CHANNELS = [
  ['sms', 'SMS'],
  ['push', 'Push'],
] as const;

const CHANNEL_LABELS = { sms: 'SMS', push: 'Push' } as const;

export function DeliveryFailuresPage() {
  const list = useListParams(['channel', 'since'] as const);
  // The address holds plain strings; the server checks them.
  const failures = useDeliveryFailures(list.params as Parameters<typeof useDeliveryFailures>[0]);

  return (
    <ListPage
      title="Failed SMS and pushes"
      intro={
        <p className="admin-page__lead">
          Login codes the SMS provider did not take and notifications a push service refused, kept for 30 days.
        </p>
      }
      filters={
        <>
          <FilterSelect label="Channel" allLabel="All" options={CHANNELS} {...list.bind('channel')} />
          <DateFilter label="Since" {...list.bind('since')} />
        </>
      }
    >
      <PagedTable
        query={failures}
        what="the failed deliveries"
        headings={['When', 'Channel', 'Person', 'Sent to', 'Reason']}
        emptyMessage={list.isFiltered ? 'Nothing failed in that time.' : 'Nothing has failed.'}
        onPage={list.goToPage}
        row={(failure) => (
          <tr key={failure.id}>
            <td>{formatTime(failure.createdAt)}</td>
            <td>{CHANNEL_LABELS[failure.channel]}</td>
            <td>
              {failure.userId === null ? (
                '—'
              ) : (
                <Link to={adminPaths.person(failure.userId)}>{failure.userName ?? `Person ${failure.userId}`}</Link>
              )}
            </td>
            <td>{failure.recipient}</td>
            <td>{failure.reason}</td>
          </tr>
        )}
      />
    </ListPage>
  );
}
