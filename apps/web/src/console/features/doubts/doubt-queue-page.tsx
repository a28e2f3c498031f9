// Console > Doubts (teachers and admins): students' doubts, the longest waiting first, by status,
// paper, module and how long they have waited; each opens to be answered.
import { DOUBT_STATUSES, DOUBT_STATUS_LABELS } from '@padanam/contract';
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
  ['1d', 'Over a day'],
  ['3d', 'Over 3 days'],
  ['7d', 'Over a week'],
] as const;

export function DoubtQueuePage() {
  const list = useListParams(['status', 'paperId', 'moduleId', 'olderThan'] as const);
  const doubts = useAdminDoubts(list.params as Parameters<typeof useAdminDoubts>[0]);
  const papers = useAdminPapers({ pageSize: '100', sort: 'title' } as Parameters<typeof useAdminPapers>[0]);
  const paperId = list.values.paperId ? Number(list.values.paperId) : null;
  const paper = useAdminPaper(paperId ?? 0, { isEnabled: paperId !== null });

  return (
    <ListPage
      title="Doubts"
      filters={
        <>
          <FilterSelect
            label="Status"
            allLabel="Any status"
            options={DOUBT_STATUSES.map((status) => [status, DOUBT_STATUS_LABELS[status]] as const)}
            {...list.bind('status')}
          />
          <FilterSelect
            label="Paper"
            allLabel="All papers"
            options={(papers.data?.items ?? []).map((item) => [String(item.id), item.title] as const)}
            // Another paper's modules are not this one's: a new paper clears the module.
            value={list.values.paperId ?? ''}
            onChange={(next) => list.update({ paperId: next, moduleId: undefined })}
          />
          <FilterSelect
            label="Module"
            allLabel="All modules"
            options={(paperId !== null ? (paper.data?.modules ?? []) : []).map(
              (module) => [String(module.id), `${module.number}. ${module.title}`] as const,
            )}
            {...list.bind('moduleId')}
          />
          <FilterSelect label="Waiting" allLabel="Any time" options={AGE_OPTIONS} {...list.bind('olderThan')} />
        </>
      }
    >
      <PagedTable
        query={doubts}
        what="the doubts"
        headings={['Last message', 'Student', 'About', 'Doubt', 'Status', '']}
        emptyMessage="No doubts match."
        onPage={list.goToPage}
        row={(doubt) => (
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
                {doubt.questionNumber !== null && ` · Question ${doubt.questionNumber}`}
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
                aria-label={`${doubt.status === 'open' ? 'Answer' : 'Open'} doubt ${doubt.id} from ${doubt.student.name}`}
              >
                {doubt.status === 'open' ? 'Answer' : 'Open'}
              </Link>
            </td>
          </tr>
        )}
      />
    </ListPage>
  );
}
