// Console > Papers: every paper of every status, searched, filtered, sorted and paged by the
// server. Admins start new papers here; teachers open a paper to reach its modules.
import { PAPER_SORTS, PAPER_STATUSES, PAPER_TYPES } from '@padanam/contract';
import { Link } from 'react-router';
import { useAdminPapers } from '../../../api/admin-catalogue';
import { DocumentTitle } from '../../../components/ui/document-title';
import { SearchField } from '../../../components/ui/search-field';
import { useSession } from '../../../lib/session/use-session';
import { adminPaths } from '../../admin-paths';
import { FilterSelect } from '../../components/filter-select';
import { PagedTable } from '../../components/paged-table';
import { formatRupees } from '../../lib/format';
import { isAdmin } from '../../lib/staff-access';
import { useListParams } from '../../lib/use-list-params';

const SORT_LABELS: Record<(typeof PAPER_SORTS)[number], string> = {
  title: 'Title',
  type: 'Type',
  status: 'Status',
  price: 'Price',
  updated: 'Last changed',
};

const ORDERS = [
  ['asc', 'Ascending'],
  ['desc', 'Descending'],
] as const;

export function AdminPapersPage() {
  const { user } = useSession();
  const { values, page, update } = useListParams(['q', 'type', 'status', 'sort', 'order'] as const);
  const papers = useAdminPapers({ ...values, page: String(page) } as Parameters<typeof useAdminPapers>[0]);

  return (
    <section className="admin-page">
      <DocumentTitle title="Papers · Staff console" />
      <div className="admin-page__head">
        <h1 className="admin-page__title">Papers</h1>
        {isAdmin(user?.role) && (
          <Link to={adminPaths.newPaper} className="btn btn--primary">
            New paper
          </Link>
        )}
      </div>
      <div className="admin-filters">
        <SearchField
          label="Search papers"
          placeholder="Search by title"
          value={values.q ?? ''}
          onChange={(q) => update({ q })}
        />
        <FilterSelect
          label="Type"
          allLabel="All"
          value={values.type ?? ''}
          options={PAPER_TYPES}
          onChange={(type) => update({ type })}
        />
        <FilterSelect
          label="Status"
          allLabel="All"
          value={values.status ?? ''}
          options={PAPER_STATUSES}
          onChange={(status) => update({ status })}
        />
        <FilterSelect
          label="Sort by"
          value={values.sort ?? 'title'}
          options={PAPER_SORTS.map((sort) => [sort, SORT_LABELS[sort]] as const)}
          onChange={(sort) => update({ sort })}
        />
        <FilterSelect
          label="Order"
          value={values.order ?? 'asc'}
          options={ORDERS}
          onChange={(order) => update({ order })}
        />
      </div>
      <PagedTable
        query={papers}
        what="the papers"
        headings={['Title', 'Type', 'Status', 'Price', 'Modules', 'Enrolled']}
        emptyMessage="No papers match."
        onPage={(next) => update({ page: String(next) })}
        row={(paper) => (
          <tr key={paper.id}>
            <td>
              <Link to={adminPaths.paper(paper.id)}>{paper.title}</Link>
            </td>
            <td>{paper.type}</td>
            <td>
              <span className={`admin-status admin-status--${paper.status}`}>{paper.status}</span>
            </td>
            <td>{formatRupees(paper.pricePaise)}</td>
            <td>{paper.moduleCount}</td>
            <td>{paper.enrolledCount}</td>
          </tr>
        )}
      />
    </section>
  );
}
