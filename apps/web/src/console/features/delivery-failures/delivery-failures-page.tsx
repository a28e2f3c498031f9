// Console > Failed SMS and pushes (admins): login codes the SMS provider refused or never got and
// web pushes a push service refused, newest first, by channel and from a day on. Kept 30 days.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeliveryFailures } from '../../../api/admin-delivery-failures';
import { adminPaths } from '../../admin-paths';
import { DateFilter } from '../../components/date-filter';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { PagedTable } from '../../components/paged-table';
import { formatTime } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';
import { Link } from 'react-router';

const CHANNEL_LABELS = { sms: msg`SMS`, push: msg`Push` } as const;
const CHANNELS = ['sms', 'push'] as const;

export function DeliveryFailuresPage() {
  const { t, i18n } = useLingui();
  const list = useListParams(['channel', 'since'] as const);
  // The address holds plain strings; the server checks them.
  const personText = (userId: number) => t`Person ${userId}`;
  const failures = useDeliveryFailures(list.params as Parameters<typeof useDeliveryFailures>[0]);

  return (
    <ListPage
      title={t`Failed SMS and pushes`}
      intro={
        <p className="admin-page__lead">
          <Trans>
            Login codes the SMS provider did not take and notifications a push service refused, kept for 30 days.
          </Trans>
        </p>
      }
      filters={
        <>
          <FilterSelect
            label={t`Channel`}
            allLabel={t`All`}
            options={CHANNELS.map((channel) => [channel, i18n._(CHANNEL_LABELS[channel])] as const)}
            {...list.bind('channel')}
          />
          <DateFilter label={t`Since`} {...list.bind('since')} />
        </>
      }
    >
      <PagedTable
        query={failures}
        what={t`the failed deliveries`}
        headings={[t`When`, t`Channel`, t`Person`, t`Sent to`, t`Reason`]}
        emptyMessage={list.isFiltered ? t`Nothing failed in that time.` : t`Nothing has failed.`}
        onPage={list.goToPage}
        row={(failure) => (
          <tr key={failure.id}>
            <td>{formatTime(failure.createdAt)}</td>
            <td>{i18n._(CHANNEL_LABELS[failure.channel])}</td>
            <td>
              {failure.userId === null ? (
                '—'
              ) : (
                <Link to={adminPaths.person(failure.userId)}>{failure.userName ?? personText(failure.userId)}</Link>
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
