// Console > Feedback (teachers and admins): issues and ratings from students, newest first,
// filtered by kind, issue type and open or closed; close what has been dealt with.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ISSUE_TYPES, type TIssueType } from '@padanam/contract';
import { useState } from 'react';
import { downloadFeedbackFile, useAdminFeedback, useCloseFeedback } from '../../../api/admin-feedback';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { MutationError } from '../../components/mutation-error';
import { PagedTable } from '../../components/paged-table';
import { formatTime } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';

/** What each kind of issue is called (the contract's ISSUE_TYPE_LABELS, in the language on screen). */
const ISSUE_TYPE_TEXT: Record<TIssueType, MessageDescriptor> = {
  bug: msg`Something is broken`,
  feature: msg`An idea for a feature`,
  ui: msg`Hard to use or read`,
  other: msg`Something else`,
};

export function FeedbackInboxPage() {
  const { t, i18n } = useLingui();
  const list = useListParams(['kind', 'issueType', 'state'] as const);
  const feedback = useAdminFeedback(list.params as Parameters<typeof useAdminFeedback>[0]);
  const close = useCloseFeedback();
  const [downloadError, setDownloadError] = useState<unknown>(null);

  return (
    <ListPage
      title={t`Feedback`}
      filters={
        <>
          <FilterSelect
            label={t`Kind`}
            allLabel={t`All`}
            options={[
              ['issue', t`Issues`],
              ['rating', t`Ratings`],
            ]}
            {...list.bind('kind')}
          />
          <FilterSelect
            label={t`Issue type`}
            allLabel={t`Any`}
            options={ISSUE_TYPES.map((type) => [type, i18n._(ISSUE_TYPE_TEXT[type])] as const)}
            {...list.bind('issueType')}
          />
          <FilterSelect
            label={t`State`}
            allLabel={t`Open and closed`}
            options={[
              ['open', t({ message: 'Open', context: 'state' })],
              ['closed', t`Closed`],
            ]}
            {...list.bind('state')}
          />
        </>
      }
    >
      <MutationError error={close.error ?? downloadError} />
      <PagedTable
        query={feedback}
        what={t`the feedback`}
        headings={[t`When`, t({ message: 'From', context: 'sender' }), t`What`, t`Message`, t`State`, t`Actions`]}
        emptyMessage={t`No feedback matches.`}
        onPage={list.goToPage}
        row={(item) => {
          const feedbackId = item.id;
          const rating = item.rating ?? '—';
          return (
            <tr key={item.id}>
              <td>{formatTime(item.createdAt)}</td>
              <td>
                {item.from.name}
                <br />
                <small>{item.from.phone}</small>
              </td>
              <td>
                {item.kind === 'rating'
                  ? t`Rating: ${rating} of 5`
                  : i18n._(ISSUE_TYPE_TEXT[item.issueType ?? 'other'])}
              </td>
              <td className="admin-table__change">{item.description || '—'}</td>
              <td>{item.closedAt === null ? t({ message: 'Open', context: 'state' }) : t`Closed`}</td>
              <td className="admin-table__actions">
                {item.hasAttachment && (
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    aria-label={t`Download the file of feedback ${feedbackId}`}
                    onClick={() => downloadFeedbackFile(item.id).catch(setDownloadError)}
                  >
                    <Trans>File</Trans>
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  aria-label={
                    item.closedAt === null ? t`Close feedback ${feedbackId}` : t`Reopen feedback ${feedbackId}`
                  }
                  disabled={close.isPending}
                  onClick={() => close.mutate({ id: item.id, isClosed: item.closedAt === null })}
                >
                  {item.closedAt === null ? t({ message: 'Close', context: 'feedback' }) : t`Reopen`}
                </button>
              </td>
            </tr>
          );
        }}
      />
    </ListPage>
  );
}
