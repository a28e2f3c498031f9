// Console > Announcements (teachers and admins): publish to an audience, see each one's reads
// and registrations, archive, and export an event's registrations as CSV.
import { Trans, useLingui } from '@lingui/react/macro';
import { ANNOUNCEMENT_KINDS } from '@padanam/contract';
import { useState } from 'react';
import {
  downloadRegistrationsCsv,
  useAdminAnnouncements,
  useArchiveAnnouncement,
  usePublishAnnouncement,
} from '../../../api/admin-announcements';
import { SearchField } from '../../../components/ui/search-field';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { MutationError } from '../../components/mutation-error';
import { PagedTable } from '../../components/paged-table';
import { formatTime } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';
import { AnnouncementForm, KIND_LABELS } from './announcement-form';

export function AnnouncementsPage() {
  const { t, i18n } = useLingui();
  const list = useListParams(['q', 'kind'] as const);
  const announcements = useAdminAnnouncements(list.params as Parameters<typeof useAdminAnnouncements>[0]);
  const publish = usePublishAnnouncement();
  const archive = useArchiveAnnouncement();
  const [downloadError, setDownloadError] = useState<unknown>(null);

  return (
    <ListPage
      title={t`Announcements`}
      intro={
        <details className="admin-panel">
          <summary>
            <Trans>New announcement</Trans>
          </summary>
          <AnnouncementForm onPublish={publish.mutateAsync} isSaving={publish.isPending} error={publish.error} />
        </details>
      }
      filters={
        <>
          <SearchField label={t`Search announcements`} placeholder={t`Title or content`} {...list.bind('q')} />
          <FilterSelect
            label={t`Kind`}
            allLabel={t`All`}
            options={ANNOUNCEMENT_KINDS.map((kind) => [kind, i18n._(KIND_LABELS[kind])] as const)}
            {...list.bind('kind')}
          />
        </>
      }
    >
      <MutationError error={archive.error ?? downloadError} />
      <PagedTable
        query={announcements}
        what={t`the announcements`}
        headings={[t`Shows from`, t`Kind`, t`Title`, t`Audience`, t`Read by`, t`Registered`, t`Actions`]}
        emptyMessage={list.isFiltered ? t`No announcements match.` : t`No announcements yet.`}
        onPage={list.goToPage}
        row={(item) => {
          const title = item.title;
          return (
            <tr key={item.id}>
              <td>{formatTime(item.publishedAt)}</td>
              <td>{i18n._(KIND_LABELS[item.kind])}</td>
              <td>
                {item.title}
                {item.archivedAt !== null && (
                  <small>
                    {' '}
                    <Trans>(archived)</Trans>
                  </small>
                )}
              </td>
              <td>{item.audienceLabel}</td>
              <td>{item.reads}</td>
              <td>{item.hasRegistration ? item.registrations : '—'}</td>
              <td className="admin-table__actions">
                {item.hasRegistration && (
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    aria-label={t`Export registrations: ${title}`}
                    onClick={() => downloadRegistrationsCsv(item.id).catch(setDownloadError)}
                  >
                    <Trans>Export CSV</Trans>
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  aria-label={item.archivedAt === null ? t`Archive: ${title}` : t`Restore: ${title}`}
                  disabled={archive.isPending}
                  onClick={() => archive.mutate({ id: item.id, isArchived: item.archivedAt === null })}
                >
                  {item.archivedAt === null ? t`Archive` : t`Restore`}
                </button>
              </td>
            </tr>
          );
        }}
      />
    </ListPage>
  );
}
