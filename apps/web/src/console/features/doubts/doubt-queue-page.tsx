// Console > Doubts (teachers and admins): students' doubts, the longest waiting first, by status,
// paper, module and how long they have waited; each opens to be answered.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DOUBT_STATUSES, type TDoubtStatus } from '@padanam/contract';
import { Link } from 'react-router';
import { useAdminPaper, useAdminPapers } from '../../../api/admin-catalogue';
import { useAdminDoubts } from '../../../api/admin-doubts';
import { DoubtStatus } from '../../../components/doubts/doubt-conversation';
import { adminPaths } from '../../admin-paths';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { PagedTable } from '../../components/paged-table';
import { formatTime } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';

const AGE_OPTIONS = [
  ['1d', msg`Over a day`],
  ['3d', msg`Over 3 days`],
  ['7d', msg`Over a week`],
] as const;

/** A doubt's status as the filter names it (the contract's DOUBT_STATUS_LABELS, in the language on screen). */
const STATUS_TEXT: Record<TDoubtStatus, MessageDescriptor> = {
  open: msg`Waiting for a tutor`,
  answered: msg`Answered`,
  closed: msg`Closed`,
};

export function DoubtQueuePage() {
  const { t, i18n } = useLingui();
  const list = useListParams(['status', 'paperId', 'moduleId', 'olderThan'] as const);
  const doubts = useAdminDoubts(list.params as Parameters<typeof useAdminDoubts>[0]);
  const papers = useAdminPapers({ pageSize: '100', sort: 'title' } as Parameters<typeof useAdminPapers>[0]);
  const paperId = list.values.paperId ? Number(list.values.paperId) : null;
  const paper = useAdminPaper(paperId ?? 0, { isEnabled: paperId !== null });

  return (
    <ListPage
      title={t`Doubts`}
      filters={
        <>
          <FilterSelect
            label={t`Status`}
            allLabel={t`Any status`}
            options={DOUBT_STATUSES.map((status) => [status, i18n._(STATUS_TEXT[status])] as const)}
            {...list.bind('status')}
          />
          <FilterSelect
            label={t`Paper`}
            allLabel={t`All papers`}
            options={(papers.data?.items ?? []).map((item) => [String(item.id), item.title] as const)}
            // Another paper's modules are not this one's: a new paper clears the module.
            value={list.values.paperId ?? ''}
            onChange={(next) => list.update({ paperId: next, moduleId: undefined })}
          />
          <FilterSelect
            label={t`Module`}
            allLabel={t`All modules`}
            options={(paperId !== null ? (paper.data?.modules ?? []) : []).map(
              (module) => [String(module.id), `${module.number}. ${module.title}`] as const,
            )}
            {...list.bind('moduleId')}
          />
          <FilterSelect
            label={t`Waiting`}
            allLabel={t`Any time`}
            options={AGE_OPTIONS.map(([value, label]) => [value, i18n._(label)] as const)}
            {...list.bind('olderThan')}
          />
        </>
      }
    >
      <PagedTable
        query={doubts}
        what={t`the doubts`}
        headings={[t`Last message`, t`Student`, t`About`, t`Doubt`, t`Status`, '']}
        emptyMessage={t`No doubts match.`}
        onPage={list.goToPage}
        row={(doubt) => {
          const { questionNumber } = doubt;
          const doubtId = doubt.id;
          const studentName = doubt.student.name;
          return (
            <tr key={doubt.id}>
              <td>{formatTime(doubt.updatedAt)}</td>
              <td>
                {doubt.student.name}
                <br />
                <small>{doubt.student.phone}</small>
              </td>
              <td>
                {doubt.paperTitle}
                <br />
                <small>
                  {doubt.moduleTitle}
                  {questionNumber !== null && ` · ${t`Question ${questionNumber}`}`}
                </small>
              </td>
              <td className="admin-table__change">{doubt.excerpt}</td>
              <td>
                <DoubtStatus status={doubt.status} />
              </td>
              <td className="admin-table__actions">
                <Link
                  className="btn btn--secondary btn--small"
                  to={adminPaths.doubt(doubt.id)}
                  // The words on the link first (WCAG 2.5.3, label in name).
                  aria-label={
                    doubt.status === 'open'
                      ? t`Answer doubt ${doubtId} from ${studentName}`
                      : t`Open doubt ${doubtId} from ${studentName}`
                  }
                >
                  {doubt.status === 'open'
                    ? t({ message: 'Answer', context: 'action' })
                    : t({ message: 'Open', context: 'action' })}
                </Link>
              </td>
            </tr>
          );
        }}
      />
    </ListPage>
  );
}
