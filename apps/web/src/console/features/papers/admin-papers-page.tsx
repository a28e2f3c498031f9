// Console > Papers: every paper of every status, searched, filtered, sorted and paged by the
// server. Admins start new papers here; teachers open a paper to reach its modules.
import { PAPER_SORTS, PAPER_STATUSES, PAPER_TYPES } from '@padanam/contract';
import { Link } from 'react-router';
import { useAdminPapers } from '../../../api/admin-catalogue';
import { SearchField } from '../../../components/ui/search-field';
import { useSession } from '../../../lib/session/use-session';
import { adminPaths } from '../../admin-paths';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
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
  const list = useListParams(['q', 'type', 'status', 'sort', 'order'] as const);
  const papers = useAdminPapers(list.params as Parameters<typeof useAdminPapers>[0]);

  return (
    <ListPage
      title="Papers"
      actions={
        isAdmin(user?.role) && (
          <Link to={adminPaths.newPaper} className="btn btn--primary">
            New paper
          </Link>
        )
      }
      filters={
        <>
          <SearchField label="Search papers" placeholder="Search by title" {...list.bind('q')} />
          <FilterSelect label="Type" allLabel="All" options={PAPER_TYPES} {...list.bind('type')} />
          <FilterSelect label="Status" allLabel="All" options={PAPER_STATUSES} {...list.bind('status')} />
          <FilterSelect
            label="Sort by"
            options={PAPER_SORTS.map((sort) => [sort, SORT_LABELS[sort]] as const)}
            {...list.bind('sort', 'title')}
          />
          <FilterSelect label="Order" options={ORDERS} {...list.bind('order', 'asc')} />
        </>
      }
    >
      <PagedTable
        query={papers}
        what="the papers"
        headings={['Title', 'Type', 'Status', 'Price', 'Modules', 'Enrolled']}
        emptyMessage="No papers match."
        onPage={list.goToPage}
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
    </ListPage>
  );
}
