// Console > Feedback (teachers and admins): issues and ratings from students, newest first,
// filtered by kind, issue type and open or closed; close what has been dealt with.
import { ISSUE_TYPES, ISSUE_TYPE_LABELS } from '@padanam/contract';
import { useState } from 'react';
import { downloadFeedbackFile, useAdminFeedback, useCloseFeedback } from '../../../api/admin-feedback';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { MutationError } from '../../components/mutation-error';
import { PagedTable } from '../../components/paged-table';
import { formatTime } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';

export function FeedbackInboxPage() {
  const list = useListParams(['kind', 'issueType', 'state'] as const);
  const feedback = useAdminFeedback(list.params as Parameters<typeof useAdminFeedback>[0]);
  const close = useCloseFeedback();
  const [downloadError, setDownloadError] = useState<unknown>(null);

  return (
    <ListPage
      title="Feedback"
      filters={
        <>
          <FilterSelect
            label="Kind"
            allLabel="All"
            options={[
              ['issue', 'Issues'],
              ['rating', 'Ratings'],
            ]}
            {...list.bind('kind')}
          />
          <FilterSelect
            label="Issue type"
            allLabel="Any"
            options={ISSUE_TYPES.map((type) => [type, ISSUE_TYPE_LABELS[type]] as const)}
            {...list.bind('issueType')}
          />
          <FilterSelect
            label="State"
            allLabel="Open and closed"
            options={[
              ['open', 'Open'],
              ['closed', 'Closed'],
            ]}
            {...list.bind('state')}
          />
        </>
      }
    >
      <MutationError error={close.error ?? downloadError} />
      <PagedTable
        query={feedback}
        what="the feedback"
        headings={['When', 'From', 'What', 'Message', 'State', 'Actions']}
        emptyMessage="No feedback matches."
        onPage={list.goToPage}
        row={(item) => (
          <tr key={item.id}>
            <td>{formatTime(item.createdAt)}</td>
            <td>
              {item.from.name}
              <br />
              <small>{item.from.phone}</small>
            </td>
            <td>
              {item.kind === 'rating'
                ? `Rating: ${item.rating ?? '—'} of 5`
                : ISSUE_TYPE_LABELS[item.issueType ?? 'other']}
            </td>
            <td className="admin-table__change">{item.description || '—'}</td>
            <td>{item.closedAt === null ? 'Open' : 'Closed'}</td>
            <td className="admin-table__actions">
              {item.hasAttachment && (
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  aria-label={`Download the file of feedback ${item.id}`}
                  onClick={() => downloadFeedbackFile(item.id).catch(setDownloadError)}
                >
                  File
                </button>
              )}
              <button
                type="button"
                className="btn btn--secondary btn--small"
                aria-label={`${item.closedAt === null ? 'Close' : 'Reopen'} feedback ${item.id}`}
                disabled={close.isPending}
                onClick={() => close.mutate({ id: item.id, isClosed: item.closedAt === null })}
              >
                {item.closedAt === null ? 'Close' : 'Reopen'}
              </button>
            </td>
          </tr>
        )}
      />
    </ListPage>
  );
}
