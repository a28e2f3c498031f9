// Console > Announcements (teachers and admins): publish to an audience, see each one's reads
// and registrations, archive, and export an event's registrations as CSV.
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
  const list = useListParams(['q', 'kind'] as const);
  const announcements = useAdminAnnouncements(list.params as Parameters<typeof useAdminAnnouncements>[0]);
  const publish = usePublishAnnouncement();
  const archive = useArchiveAnnouncement();
  const [downloadError, setDownloadError] = useState<unknown>(null);

  return (
    <ListPage
      title="Announcements"
      intro={
        <details className="admin-panel">
          <summary>New announcement</summary>
          <AnnouncementForm onPublish={publish.mutateAsync} isSaving={publish.isPending} error={publish.error} />
        </details>
      }
      filters={
        <>
          <SearchField label="Search announcements" placeholder="Title or content" {...list.bind('q')} />
          <FilterSelect
            label="Kind"
            allLabel="All"
            options={ANNOUNCEMENT_KINDS.map((kind) => [kind, KIND_LABELS[kind]] as const)}
            {...list.bind('kind')}
          />
        </>
      }
    >
      <MutationError error={archive.error ?? downloadError} />
      <PagedTable
        query={announcements}
        what="the announcements"
        headings={['Shows from', 'Kind', 'Title', 'Audience', 'Read by', 'Registered', 'Actions']}
        emptyMessage={list.isFiltered ? 'No announcements match.' : 'No announcements yet.'}
        onPage={list.goToPage}
        row={(item) => (
          <tr key={item.id}>
            <td>{formatTime(item.publishedAt)}</td>
            <td>{KIND_LABELS[item.kind]}</td>
            <td>
              {item.title}
              {item.archivedAt !== null && <small> (archived)</small>}
            </td>
            <td>{item.audienceLabel}</td>
            <td>{item.reads}</td>
            <td>{item.hasRegistration ? item.registrations : '—'}</td>
            <td className="admin-table__actions">
              {item.hasRegistration && (
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  aria-label={`Export registrations: ${item.title}`}
                  onClick={() => downloadRegistrationsCsv(item.id).catch(setDownloadError)}
                >
                  Export CSV
                </button>
              )}
              <button
                type="button"
                className="btn btn--secondary btn--small"
                aria-label={`${item.archivedAt === null ? 'Archive' : 'Restore'}: ${item.title}`}
                disabled={archive.isPending}
                onClick={() => archive.mutate({ id: item.id, isArchived: item.archivedAt === null })}
              >
                {item.archivedAt === null ? 'Archive' : 'Restore'}
              </button>
            </td>
          </tr>
        )}
      />
    </ListPage>
  );
}
