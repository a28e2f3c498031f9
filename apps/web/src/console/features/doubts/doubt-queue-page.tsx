// Console > Doubts (teachers and admins): students' doubts, the longest waiting first, by status,
// paper, module and how long they have waited; each opens to be answered.
import { DOUBT_STATUSES, DOUBT_STATUS_LABELS } from '@padanam/contract';
import { Link } from 'react-router';
import { useAdminPaper, useAdminPapers } from '../../../api/admin-catalogue';
import { useAdminDoubts } from '../../../api/admin-doubts';
import { DocumentTitle } from '../../../components/ui/document-title';
import { DoubtStatus } from '../../../components/doubts/doubt-conversation';
import { adminPaths } from '../../admin-paths';
import { FilterSelect } from '../../components/filter-select';
import { PagedTable } from '../../components/paged-table';
import { formatTime } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';

const AGE_OPTIONS = [
  ['1d', 'Over a day'],
  ['3d', 'Over 3 days'],
  ['7d', 'Over a week'],
] as const;

export function DoubtQueuePage() {
  const { values, page, update } = useListParams(['status', 'paperId', 'moduleId', 'olderThan'] as const);
  const doubts = useAdminDoubts({ ...values, page: String(page) } as Parameters<typeof useAdminDoubts>[0]);
  const papers = useAdminPapers({ pageSize: '100', sort: 'title' } as Parameters<typeof useAdminPapers>[0]);
  const paperId = values.paperId ? Number(values.paperId) : null;
  const paper = useAdminPaper(paperId ?? 0, { isEnabled: paperId !== null });

  return (
    <section className="admin-page">
      <DocumentTitle title="Doubts · Staff console" />
      <h1 className="admin-page__title">Doubts</h1>
      <div className="admin-filters">
        <FilterSelect
          label="Status"
          allLabel="Any status"
          value={values.status ?? ''}
          options={DOUBT_STATUSES.map((status) => [status, DOUBT_STATUS_LABELS[status]] as const)}
          onChange={(status) => update({ status })}
        />
        <FilterSelect
          label="Paper"
          allLabel="All papers"
          value={values.paperId ?? ''}
          options={(papers.data?.items ?? []).map((item) => [String(item.id), item.title] as const)}
          onChange={(next) => update({ paperId: next, moduleId: undefined })}
        />
        <FilterSelect
          label="Module"
          allLabel="All modules"
          value={values.moduleId ?? ''}
          options={(paperId !== null ? (paper.data?.modules ?? []) : []).map(
            (module) => [String(module.id), `${module.number}. ${module.title}`] as const,
          )}
          onChange={(moduleId) => update({ moduleId })}
        />
        <FilterSelect
          label="Waiting"
          allLabel="Any time"
          value={values.olderThan ?? ''}
          options={AGE_OPTIONS}
          onChange={(olderThan) => update({ olderThan })}
        />
      </div>
      <PagedTable
        query={doubts}
        what="the doubts"
        headings={['Last message', 'Student', 'About', 'Doubt', 'Status', '']}
        emptyMessage="No doubts match."
        onPage={(next) => update({ page: String(next) })}
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
                aria-label={`Open doubt ${doubt.id} from ${doubt.student.name}`}
              >
                {doubt.status === 'open' ? 'Answer' : 'Open'}
              </Link>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
